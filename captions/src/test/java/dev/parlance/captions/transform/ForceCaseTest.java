package dev.parlance.captions.transform;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static dev.parlance.captions.TestElementLists.shownText;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ForceCaseTest {
    @Test
    void upperAndLowerChangeWordsAndSpeakerNames() {
        ElementList list = TestElementLists.builder().speaker("Ann Lee").say("Hello There.").build();
        ElementList upper = ForceCase.UPPER.apply(list);
        assertThat(shownText(upper)).isEqualTo("HELLO THERE.");
        assertThat(upper.speakers().getFirst().name()).isEqualTo("ANN LEE");
        assertThat(shownText(ForceCase.LOWER.apply(list))).isEqualTo("hello there.");
        assertThat(ForceCase.UNCHANGED.apply(list)).isSameAs(list);
    }

    @ParameterizedTest
    @CsvSource({"upper,UPPER", "UPPER,UPPER", "Uppercase,UPPER", "lower,LOWER", "LOWERCASE,LOWER", "'',UNCHANGED"})
    void parsesTheLikelySpellings(String raw, ForceCase expected) {
        assertThat(ForceCase.parse(raw)).isEqualTo(expected);
    }

    @Test
    void refusesOtherValues() {
        assertThatThrownBy(() -> ForceCase.parse("title")).isInstanceOf(IllegalArgumentException.class);
    }
}
