package dev.parlance.captions.model;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ElementListJsonTest {
    @Test
    void writesTheClientShapeAndReadsItBack() {
        var tokens = List.of(Token.word("ask", "Ask", 0, 300), Token.word("not", "not", 300, 600),
                Token.punctuation(".", 600), Token.sound(SoundTag.MUSIC, 700, 2000));
        var list = new ElementList(3, 0, 2000, "EN_US",
                List.of(new Segment(List.of(new Sequence(tokens, false, 0, 2000, 0.9)), false, 0, false, 0, 2000)),
                List.of(new Speaker("Speaker 1", 0, "UNKNOWN")), Map.of(), Map.of());
        String json = ElementListJson.write(list);
        assertThat(json).contains("\"type\":\"word\"", "\"type\":\"punctuation\"", "\"type\":\"sound\"",
                "\"display_as\":\"Ask\"", "\"speaker_id\":0", "\"confidence_score\":0.9", "\"start_time\":300",
                "\"tags\":[\"MUSIC\"]", "\"language\":\"EN_US\"");
        assertThat(ElementListJson.read(json)).isEqualTo(list);
    }
}
