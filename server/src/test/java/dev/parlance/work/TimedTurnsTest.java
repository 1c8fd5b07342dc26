package dev.parlance.work;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;

class TimedTurnsTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The work API's load carries 30,000 of these for a three-hour text: a word names no sound. */
    @Test
    void aWordAsJsonNamesASoundOnlyOnASound() {
        assertThat(JSON.writeValueAsString(new TimedTurns.Word("country.", 5_200, 5_600, 0.91, false)))
                .isEqualTo("{\"text\":\"country.\",\"start\":5200,\"end\":5600,\"confidence\":0.91}");
        assertThat(JSON.readTree(JSON.writeValueAsString(new TimedTurns.Word("[MUSIC]", 0, 4_000, null, true)))
                .path("sound").asBoolean()).isTrue();
    }
}
