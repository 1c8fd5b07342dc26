package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MixDescriptionsTest {

    private static Segment segment(String word, long start, long end, int speaker, boolean change) {
        Token token = Token.word(word.toLowerCase(), word, start, end);
        return new Segment(List.of(new Sequence(List.of(token), false, start, end, 1.0)), change, speaker, false, start, end);
    }

    @Test
    void descriptionsAreTurnsOfTheirOwnSpeakerInTimeOrderAndTheDialogueAfterThemIsAChangeAgain() {
        ElementList dialogue = new ElementList(3, 0, 10_000, "EN_US",
                List.of(segment("Hello", 1_000, 2_000, 0, true), segment("Again", 6_000, 7_000, 0, false)),
                List.of(new Speaker("Speaker 1", 0, "UNKNOWN")), null, null);
        ElementList description = new ElementList(3, 0, 10_000, "EN_US",
                List.of(segment("Music", 0, 900, 0, true), segment("Applause", 3_000, 4_000, 0, true)),
                List.of(new Speaker("Description", 0, "UNKNOWN")), null, null);

        ElementList mixed = MixDescriptions.mixed(dialogue, description);

        assertThat(mixed.segments()).extracting(s -> s.sequences().getFirst().tokens().getFirst().displayAs())
                .containsExactly("Music", "Hello", "Applause", "Again");
        assertThat(mixed.speakers()).extracting(Speaker::name).containsExactly("Speaker 1", "Description");
        assertThat(mixed.segments()).extracting(Segment::speakerId).containsExactly(1, 0, 1, 0);
        assertThat(mixed.segments()).allMatch(Segment::speakerChange);
    }
}
