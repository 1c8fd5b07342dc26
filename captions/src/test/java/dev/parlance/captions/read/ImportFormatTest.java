package dev.parlance.captions.read;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ImportFormatTest {
    @Test
    void namesAreReadInAnyCase() {
        assertThat(ImportFormat.parse("text")).isEqualTo(ImportFormat.TEXT);
        assertThat(ImportFormat.parse(" SRT ")).isEqualTo(ImportFormat.SRT);
        assertThat(ImportFormat.parse("Vtt")).isEqualTo(ImportFormat.VTT);
        assertThat(ImportFormat.parse("dfxp")).isEqualTo(ImportFormat.DFXP);
    }

    @Test
    void anUnknownNameListsTheAllowedOnes() {
        assertThatThrownBy(() -> ImportFormat.parse("docx")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown format 'docx'; allowed: text, srt, vtt, dfxp");
        assertThatThrownBy(() -> ImportFormat.parse(null)).isInstanceOf(IllegalArgumentException.class);
    }
}
