package dev.parlance.captions.align;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/** An ElementList as a person would see and type it: a turn per segment, sounds in brackets. */
public final class TypedTranscripts {
    private TypedTranscripts() {
    }

    /** The text of each segment as a turn named after its speaker; sounds as {@code [MUSIC]}. */
    public static EditedTranscript typed(ElementList list) {
        return typed(list, (token, shown) -> shown);
    }

    /**
     * The same with edits: {@code edit} gets each token and how it would be typed, and answers
     * what to type instead ({@code null}: nothing).
     */
    public static EditedTranscript typed(ElementList list, BiFunction<Token, String, String> edit) {
        List<EditedTranscript.Turn> turns = new ArrayList<>();
        for (Segment segment : list.segments()) {
            StringBuilder text = new StringBuilder();
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    String shown = edit.apply(token, token.isSound() ? "[" + token.value() + "]" : token.displayAs());
                    if (shown == null) {
                        continue;
                    }
                    if (!text.isEmpty() && !token.isPunctuation()) {
                        text.append(' ');
                    }
                    text.append(shown);
                }
            }
            turns.add(new EditedTranscript.Turn(name(list, segment.speakerId()), text.toString()));
        }
        return new EditedTranscript(turns);
    }

    private static String name(ElementList list, Integer id) {
        return id == null ? null : list.speakers().stream().filter(s -> s.id() == id).map(Speaker::name).findFirst().orElse(null);
    }
}
