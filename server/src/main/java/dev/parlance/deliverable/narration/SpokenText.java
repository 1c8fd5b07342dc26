package dev.parlance.deliverable.narration;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;

/**
 * What text-to-speech reads out: one passage per ElementList segment (a speaker's turn or a
 * paragraph), made of its words as displayed and its punctuation (which gives the voice its pauses
 * and intonation). Sound tags such as [MUSIC] are not read. Each passage keeps its segment's start
 * time, so the speech can follow the media's timeline.
 */
final class SpokenText {
    /** Text to speak from {@code startMillis} of the media on. */
    record Passage(long startMillis, String text) {
    }

    private SpokenText() {
    }

    static List<Passage> passages(ElementList list) {
        List<Passage> passages = new ArrayList<>();
        for (Segment segment : list.segments()) {
            StringBuilder text = new StringBuilder();
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    String shown = token.displayAs() == null || token.displayAs().isBlank() ? token.value() : token.displayAs();
                    if (shown == null || shown.isBlank()) {
                        continue;
                    }
                    if (token.isWord()) {
                        if (!text.isEmpty()) {
                            text.append(' ');
                        }
                        text.append(shown.strip());
                    } else if (token.isPunctuation()) {
                        text.append(shown.strip());
                    }
                }
            }
            if (text.chars().anyMatch(Character::isLetterOrDigit)) {
                passages.add(new Passage(Math.max(0, segment.startTime()), text.toString()));
            }
        }
        return passages;
    }
}
