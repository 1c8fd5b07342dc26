package dev.parlance.captions.transform;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static dev.parlance.captions.TestElementLists.shownText;
import static org.assertj.core.api.Assertions.assertThat;

class SpeakerChangeMarkerTest {
    private final ElementList dialogue = TestElementLists.builder()
            .speaker("Ann").say("Hello.").pause(500).say("Still me.")
            .speaker("Bob").say("Hi.").build();

    @Test
    void marksTheFirstWordOfEachTurnOnly() {
        assertThat(shownText(SpeakerChangeMarker.DEFAULT.apply(dialogue))).isEqualTo(">> Hello. Still me. >> Hi.");
    }

    @Test
    void usesTheChosenMarkerAndNoneWhenEmpty() {
        assertThat(shownText(new SpeakerChangeMarker("-").apply(dialogue))).isEqualTo("- Hello. Still me. - Hi.");
        assertThat(new SpeakerChangeMarker("").apply(dialogue)).isEqualTo(dialogue);
    }

    @Test
    void aDifferentSpeakerIdStartsATurnEvenWithoutTheFlag() {
        ElementList a = TestElementLists.of("One.");
        ElementList b = TestElementLists.builder().at(2000).say("Two.").build();
        Segment first = a.segments().getFirst();
        Segment second = b.segments().getFirst();
        ElementList list = new ElementList(3, 0, 3000, "EN_US", List.of(
                new Segment(first.sequences(), false, 0, false, 0, 1000),
                new Segment(second.sequences(), false, 1, false, 2000, 3000)), List.of(), Map.of(), Map.of());
        assertThat(shownText(SpeakerChangeMarker.DEFAULT.apply(list))).isEqualTo("One. >> Two.");
    }

    @Test
    void splitFindsTheMarkerButNotAWordWithASpace() {
        assertThat(SpeakerChangeMarker.split(">> Hello")).containsExactly(">>", "Hello");
        assertThat(SpeakerChangeMarker.split("- -- Hello")).containsExactly("- --", "Hello");
        assertThat(SpeakerChangeMarker.split("New York")).containsExactly("", "New York");
        assertThat(SpeakerChangeMarker.split("Hello")).containsExactly("", "Hello");
    }

    @Test
    void aTurnWithoutWordsIsLeftAlone() {
        ElementList list = TestElementLists.builder().speaker("Ann").say("[MUSIC]").build();
        assertThat(SpeakerChangeMarker.DEFAULT.apply(list).segments().getFirst().sequences())
                .extracting(Sequence::tokens).isEqualTo(list.segments().getFirst().sequences().stream().map(Sequence::tokens).toList());
    }
}
