package dev.parlance.captions.align;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class EditDistanceTest {
    @Test
    void countsTheFewestSingleCharacterEdits() {
        assertThat(EditDistance.of("bigbuckbunny", "bigbuckbunn")).isEqualTo(1);
        assertThat(EditDistance.of("kitten", "sitting")).isEqualTo(3);
        assertThat(EditDistance.of("", "abc")).isEqualTo(3);
        assertThat(EditDistance.of("same", "same")).isZero();
    }
}
