package dev.parlance.captions.format;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CaptionFormatTest {
    @Test
    void parsesTheApiNamesInAnyCase() {
        assertThat(CaptionFormat.parse("srt")).isEqualTo(CaptionFormat.SRT);
        assertThat(CaptionFormat.parse("Web_Vtt")).isEqualTo(CaptionFormat.WEB_VTT);
        assertThat(CaptionFormat.parse(" dfxp ")).isEqualTo(CaptionFormat.DFXP);
        assertThat(CaptionFormat.values()).extracting(Enum::name).containsExactly(
                "SRT", "SBV", "SCC", "DFXP", "QT", "SAMI", "WEB_VTT", "TRANSCRIPT", "TWX", "TPM", "ECHO");
    }

    @Test
    void refusesAnUnknownFormatListingTheKnownOnes() {
        assertThatThrownBy(() -> CaptionFormat.parse("VTT")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'VTT'").hasMessageContaining("WEB_VTT").hasMessageContaining("ECHO");
        assertThatThrownBy(() -> CaptionFormat.parse(null)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @EnumSource(CaptionFormat.class)
    void servesEveryFormatAsUtf8TextNeverJson(CaptionFormat format) {
        assertThat(format.contentType()).endsWith("; charset=utf-8").doesNotContain("json");
        assertThat(format.mediaType()).matches("(text|application)/[a-z0-9.+-]+");
        assertThat(format.extension()).matches("[a-z.]+");
        assertThat(CaptionWriters.create(format, WriterOptions.defaults())).isNotNull();
    }

    @Test
    void usesTheRegisteredOrCommonMediaTypes() {
        assertThat(CaptionFormat.SRT.mediaType()).isEqualTo("application/x-subrip");
        assertThat(CaptionFormat.WEB_VTT.mediaType()).isEqualTo("text/vtt");
        assertThat(CaptionFormat.DFXP.mediaType()).isEqualTo("application/ttml+xml");
        assertThat(CaptionFormat.SAMI.mediaType()).isEqualTo("application/x-sami");
        assertThat(CaptionFormat.TWX.mediaType()).isEqualTo("text/tab-separated-values");
    }

    @Test
    void declaresTheHardLimitsLayoutMustHonour() {
        assertThat(CaptionFormat.SCC.maxColumns()).isEqualTo(32);
        assertThat(CaptionFormat.SCC.maxRows()).isEqualTo(4);
        assertThat(CaptionFormat.SRT.maxColumns()).isEqualTo(CaptionFormat.UNLIMITED);
        assertThat(CaptionFormat.DFXP.maxRows()).isEqualTo(CaptionFormat.UNLIMITED);
    }
}
