package dev.parlance.captions.transform;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static dev.parlance.captions.TestElementLists.shownText;
import static org.assertj.core.api.Assertions.assertThat;

class RemoveDisfluenciesTest {
    private static String clean(String text) {
        return shownText(new RemoveDisfluencies().apply(TestElementLists.of(text)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Um, so we went.|So we went.",
            "We, uh, went home.|We, went home.",
            "I think uh we should go.|I think we should go.",
            "Well, ummm.|Well.",
            "Hmm. Okay, er, fine.|Okay, fine.",
            "Ah, erm, mm, uhh right.|Right.",
    })
    void dropsFillersWithTheirComma(String in, String out) {
        assertThat(clean(in)).isEqualTo(out);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Mm-hmm, yes.", "Uh-huh.", "To err is human.", "Eh, fine.", "Umbrella humming ahead."})
    void keepsWordsThatOnlyLookLikeFillers(String text) {
        assertThat(clean(text)).isEqualTo(text);
    }

    @Test
    void aSegmentOfOnlyFillersVanishesAndPassesItsSpeakerChangeOn() {
        ElementList list = TestElementLists.builder().speaker("Ann").say("Hello.")
                .speaker("Bob").say("Um.").pause(100).say("Yes.").build();
        ElementList out = new RemoveDisfluencies().apply(list);
        assertThat(out.segments()).hasSize(2);
        Segment bob = out.segments().get(1);
        assertThat(bob.speakerChange()).isTrue();
        assertThat(shownText(out)).isEqualTo("Hello. Yes.");
    }
}
