package dev.parlance.web.work;

import dev.parlance.work.TimedTurns;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LoadedTurnViewTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The work API's load carries 30,000 words for a three-hour text: as columns, each key once a turn. */
    @Test
    void aTurnsWordsAreColumnsWithSoundsAndPinsByIndexAndConfidencesToThreePlaces() {
        var turn = new TimedTurns.Turn("Ann", "[MUSIC] Ask country.", List.of(
                new TimedTurns.Word("[MUSIC]", 0, 4_000, null, true),
                new TimedTurns.Word("Ask", 4_100, 4_400, 0.876543, false),
                new TimedTurns.Word("country.", 5_200, 5_600, 0.91, false, false, true)), true);

        assertThat(JSON.writeValueAsString(LoadedTurnView.of(turn))).isEqualTo("{\"speaker\":\"Ann\",\"text\":\"[MUSIC] Ask country.\","
                + "\"words\":{\"text\":[\"[MUSIC]\",\"Ask\",\"country.\"],\"start\":[0,4100,5200],\"end\":[4000,4400,5600],"
                + "\"confidence\":[null,0.877,0.91],\"sound\":[0],\"pinnedEnd\":[2]},\"retimed\":true}");
    }

    @Test
    void aTurnWithoutSoundsOrPinsLeavesTheirColumnsOut() {
        var turn = new TimedTurns.Turn(null, "Ask", List.of(new TimedTurns.Word("Ask", 100, 400, 0.5, false)), false);

        assertThat(JSON.readTree(JSON.writeValueAsString(LoadedTurnView.of(turn))).path("words").propertyNames())
                .containsExactly("text", "start", "end", "confidence");
    }
}
