package dev.parlance.captions.transform;

import dev.parlance.captions.TestElementLists;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static dev.parlance.captions.TestElementLists.shownText;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SoundBoundariesTest {
    @Test
    void soundsShowBetweenTheBoundaries() {
        assertThat(shownText(new SoundBoundaries("{", "}").apply(TestElementLists.of("Hi [MUSIC] there"))))
                .isEqualTo("Hi {MUSIC} there");
        assertThat(shownText(SoundBoundaries.SQUARE_BRACKETS.apply(TestElementLists.of("[BLANK_AUDIO]"))))
                .isEqualTo("[BLANK_AUDIO]");
    }

    @ParameterizedTest
    @ValueSource(strings = {"[\"{\",\"}\"]", "[\"{\", \"}\"]", "(\"{\",\"}\")", "({, })", "{,}", "['{','}']"})
    void parsesTheFormsClientsSend(String raw) {
        assertThat(SoundBoundaries.parse(raw)).isEqualTo(new SoundBoundaries("{", "}"));
    }

    @Test
    void parsesSquareBracketsQuoted() {
        assertThat(SoundBoundaries.parse("[\"[\",\"]\"]")).isEqualTo(SoundBoundaries.SQUARE_BRACKETS);
        assertThat(SoundBoundaries.parse("(<, >)")).isEqualTo(new SoundBoundaries("<", ">"));
        assertThat(SoundBoundaries.parse(null)).isEqualTo(SoundBoundaries.SQUARE_BRACKETS);
        assertThat(SoundBoundaries.of(List.of("(", ")"))).isEqualTo(new SoundBoundaries("(", ")"));
    }

    @Test
    void refusesAnythingButTwoValues() {
        assertThatThrownBy(() -> SoundBoundaries.parse("[\"{\"]")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SoundBoundaries.of(List.of("a", "b", "c"))).isInstanceOf(IllegalArgumentException.class);
    }
}
