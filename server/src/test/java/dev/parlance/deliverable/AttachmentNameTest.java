package dev.parlance.deliverable;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("no-database")
class AttachmentNameTest {
    private static final String ID = "0123456789abcdef0123456789abcdef";

    @Test
    void keepsPlainNames() {
        assertThat(AttachmentName.contentDisposition("Board meeting (2024-05)", ID, Flavour.MP4))
                .isEqualTo("attachment; filename=\"Board meeting (2024-05).mp4\"");
    }

    @Test
    void replacesPathsQuotesAndControlCharacters() {
        assertThat(AttachmentName.contentDisposition("..\\..//etc/\"passwd\"\r\n", ID, Flavour.MP3))
                .isEqualTo("attachment; filename=\"etc_passwd.mp3\"");
    }

    @Test
    void fallsBackToTheJobIdWhenNothingIsLeft() {
        assertThat(AttachmentName.contentDisposition(null, ID, Flavour.MP3)).isEqualTo("attachment; filename=\"" + ID + ".mp3\"");
        assertThat(AttachmentName.contentDisposition("/// ...", ID, Flavour.MP3)).isEqualTo("attachment; filename=\"" + ID + ".mp3\"");
    }

    @Test
    void givesOtherScriptsAUtf8NameBesideAnAsciiOne() {
        assertThat(AttachmentName.contentDisposition("Réunion été", ID, Flavour.MP3))
                .isEqualTo("attachment; filename=\"R_union _t.mp3\"; filename*=UTF-8''R%C3%A9union%20%C3%A9t%C3%A9.mp3");
        assertThat(AttachmentName.contentDisposition("会议", ID, Flavour.MP4))
                .isEqualTo("attachment; filename=\"" + ID + ".mp4\"; filename*=UTF-8''%E4%BC%9A%E8%AE%AE.mp4");
    }

    @Test
    void shortensLongNames() {
        assertThat(AttachmentName.clean("a".repeat(300), true)).hasSize(100);
    }
}
