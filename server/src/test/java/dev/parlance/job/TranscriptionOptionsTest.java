package dev.parlance.job;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@Tag("no-database")
class TranscriptionOptionsTest {

    @Test
    void readsJsonAndNormalisesEveryKind() {
        var o = TranscriptionOptions.parse("""
                {"notes": "names: Ada", "speaker_id": "True", "return_iwp": ["mechanical", "FINAL"],
                 "customer_approval_tool": "amara", "custom_metadata": {"a": 1, "b": "x"},
                 "generate_media_intelligence_for_iwp": "FINAL"}""");
        assertThat(o.text("notes")).isEqualTo("names: Ada");
        assertThat(o.bool("speaker_id")).isTrue();
        assertThat(o.list("return_iwp")).containsExactly("MECHANICAL", "FINAL");
        assertThat(o.text("customer_approval_tool")).isEqualTo("AMARA");
        assertThat(o.customMetadata()).isEqualTo(Map.of("a", "1", "b", "x"));
        assertThat(o.list("generate_media_intelligence_iwp")).containsExactly("FINAL");
    }

    @Test
    void readsAPythonLiteral() {
        var o = TranscriptionOptions.parse("{'speaker_id': True, 'customer_approval_steps': ('RETURN',), 'notes': None}");
        assertThat(o.bool("speaker_id")).isTrue();
        assertThat(o.list("customer_approval_steps")).containsExactly("RETURN");
        assertThat(o.text("notes")).isEmpty();
    }

    @Test
    void roundTripsThroughStorage() {
        var o = TranscriptionOptions.parse("{\"return_iwp\": [\"FINAL\"], \"music_lyrics\": false}");
        assertThat(TranscriptionOptions.fromJson(o.toJson())).isEqualTo(o);
        assertThat(o.asLabelled()).containsEntry("music_lyrics", Map.of("label", "Music Lyrics", "setting", "false"))
                .containsEntry("return_iwp", Map.of("label", "Return Interim Work Products", "setting", "FINAL"));
    }

    @Test
    void namesTheOptionInEveryError() {
        assertInvalid("{\"colour\": 1}", "colour");
        assertInvalid("{\"speaker_id\": \"maybe\"}", "speaker_id");
        assertInvalid("{\"notes\": \"" + "x".repeat(1001) + "\"}", "notes");
        assertInvalid("{\"first_pass_campaign\": \"FAST\"}", "first_pass_campaign");
        assertInvalid("{\"return_iwp\": [\"NOPE\"]}", "return_iwp");
        assertInvalid("{\"custom_metadata\": {\"a\": {\"b\": 1}}}", "custom_metadata");
        assertInvalid("{\"customer_approval_steps\": [\"LATER\"]}", "customer_approval_steps");
        assertInvalid("not a dict", "options");
        assertInvalid("[1, 2]", "options");
    }

    @Test
    void notesOfExactlyTheLimitAreAccepted() {
        assertThat(TranscriptionOptions.parse("{\"notes\": \"" + "x".repeat(1000) + "\"}").text("notes")).hasSize(1000);
    }

    @Test
    void blankIsNone() {
        assertThat(TranscriptionOptions.parse(" ")).isEqualTo(TranscriptionOptions.NONE);
        assertThat(TranscriptionOptions.NONE.list("return_iwp")).isEqualTo(List.of());
    }

    private static void assertInvalid(String raw, String named) {
        assertThatThrownBy(() -> TranscriptionOptions.parse(raw))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.type()).isEqualTo(ErrorType.INVALID_OPTION);
                    assertThat(e.comment()).contains(named);
                });
    }
}
