package dev.parlance.description;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.SoundTag;
import dev.parlance.elementlist.ElementListBuilder;
import dev.parlance.screen.ScreenText;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.sounds.SoundEvent;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class DescriptionDraftTest {
    private final ElementListBuilder builder = new ElementListBuilder();

    /** Words of 300 ms, back to back, from {@code from} ms. */
    private static List<RecognizedWord> said(long from, String text) {
        List<RecognizedWord> words = new ArrayList<>();
        for (String w : text.split(" ")) {
            words.add(new RecognizedWord(w, from, from + 300, 0.9));
            from += 350;
        }
        return words;
    }

    private static String text(Segment segment) {
        return segment.sequences().stream().flatMap(q -> q.tokens().stream())
                .map(t -> (t.isWord() ? " " : "") + t.displayAs()).collect(Collectors.joining()).strip();
    }

    @Test
    void descriptionsGoInTheGapWhereTheyHappenOrTheNextWithRoomNeverOverSpeech() {
        List<RecognizedWord> words = new ArrayList<>(said(2_000, "good evening and welcome"));
        words.addAll(said(5_000, "tonight we look at the figures"));
        ElementList dialogue = builder.build(words, 12_000, "en");
        ElementList draft = DescriptionDraft.of(dialogue,
                List.of(new SoundEvent(SoundTag.MUSIC, 0, 1_900), new SoundEvent(SoundTag.APPLAUSE, 3_500, 4_800)),
                List.of(new ScreenText("Quarterly results", 500, 4_000)), 12_000, 1_500);

        assertThat(draft.segments()).extracting(DescriptionDraftTest::text)
                .containsExactly("Music plays.", "On screen: Quarterly results.", "Applause.");
        List<Segment> s = draft.segments();
        assertThat(s.get(0).startTime()).isZero();
        assertThat(s.get(1).startTime()).as("the first gap has no room left: the next, between the sentences")
                .isEqualTo(3_350);
        assertThat(s.get(2).startTime()).as("that one is full now: the applause waits for the speech to end")
                .isEqualTo(7_050);
        for (Segment segment : s) {
            for (RecognizedWord w : words) {
                assertThat(segment.endTime() <= w.startMillis() || segment.startTime() >= w.endMillis())
                        .as("%s over '%s'", text(segment), w.text()).isTrue();
            }
        }
        assertThat(s.get(2).startTime()).isGreaterThanOrEqualTo(s.get(1).endTime());
        assertThat(draft.speakers()).singleElement().satisfies(sp -> assertThat(sp.name()).isEqualTo("Description"));
        assertThat(s).allMatch(Segment::speakerChange);
    }

    @Test
    void withoutAGapLongEnoughNothingIsPlaced() {
        ElementList dialogue = builder.build(said(0, "one two three four five six"), 2_200, "en");
        ElementList draft = DescriptionDraft.of(dialogue, List.of(new SoundEvent(SoundTag.LAUGH, 500, 1_500)), List.of(), 2_200, 1_500);

        assertThat(draft.segments()).as("no pause of 1.5 s: the laugh is not described over the speech").isEmpty();
    }
}
