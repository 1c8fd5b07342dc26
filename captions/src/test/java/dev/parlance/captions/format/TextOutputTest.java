package dev.parlance.captions.format;

import dev.parlance.captions.format.dfxp.DfxpOptions;
import dev.parlance.captions.format.dfxp.DfxpWriter;
import dev.parlance.captions.format.srt.SrtOptions;
import dev.parlance.captions.format.srt.SrtWriter;
import dev.parlance.captions.layout.CaptionTrack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TextOutputTest {
    private static final CaptionTrack TRACK = TestTracks.twoSpeakers();
    private static final CaptionWriter SRT = new SrtWriter(SrtOptions.defaults());

    @Test
    void unixKeepsNewlines() {
        String unix = new TextOutput(LineEnding.UNIX, false).render(SRT, TRACK);
        assertThat(unix).isEqualTo(TextOutput.defaults().render(SRT, TRACK)).contains("\n").doesNotContain("\r");
    }

    @Test
    void windowsEndsEveryLineWithCarriageReturnAndNewline() {
        String unix = TextOutput.defaults().render(SRT, TRACK);
        String windows = new TextOutput(LineEnding.WINDOWS, false).render(SRT, TRACK);
        assertThat(windows).isEqualTo(unix.replace("\n", "\r\n"));
        assertThat(windows.replace("\r\n", "")).doesNotContain("\n", "\r");
    }

    @Test
    void osxEndsEveryLineWithCarriageReturn() {
        String unix = TextOutput.defaults().render(SRT, TRACK);
        assertThat(new TextOutput(LineEnding.OSX, false).render(SRT, TRACK)).isEqualTo(unix.replace('\n', '\r'));
    }

    @Test
    void normalisesLineBreaksThatCameWithUserInput() {
        // A DFXP header pasted from a Windows editor carries \r\n; the file gets one ending throughout.
        CaptionWriter dfxp = new DfxpWriter(new DfxpOptions("<head>\r\n<styling/>\r\n</head>", false));
        String windows = new TextOutput(LineEnding.WINDOWS, false).render(dfxp, TRACK);
        assertThat(windows.replace("\r\n", "")).doesNotContain("\n", "\r");
        String unix = TextOutput.defaults().render(dfxp, TRACK);
        assertThat(unix).contains("<head>\n<styling/>\n</head>").doesNotContain("\r");
    }

    @ParameterizedTest
    @EnumSource(LineEnding.class)
    void writesTheByteOrderMarkFirstWhenAsked(LineEnding ending) throws Exception {
        ByteArrayOutputStream marked = new ByteArrayOutputStream();
        new TextOutput(ending, true).write(SRT, TRACK, marked);
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        new TextOutput(ending, false).write(SRT, TRACK, plain);
        byte[] bytes = marked.toByteArray();
        assertThat(Arrays.copyOf(bytes, 3)).containsExactly(0xEF, 0xBB, 0xBF);
        assertThat(Arrays.copyOfRange(bytes, 3, bytes.length)).isEqualTo(plain.toByteArray());
        assertThat(plain.toByteArray()[0]).isEqualTo((byte) '1');
    }

    @Test
    void marksEvenAnEmptyFile() {
        assertThat(new TextOutput(LineEnding.UNIX, true).render(SRT, TestTracks.emptyTrack())).isEqualTo("\uFEFF");
    }

    @Test
    void writesUtf8() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TextOutput.defaults().write(SRT, TestTracks.nonAscii(), out);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("crème brûlée", "日本語");
    }

    @Test
    void parsesLineEndingNamesInAnyCase() {
        assertThat(LineEnding.parse("windows")).isEqualTo(LineEnding.WINDOWS);
        assertThat(LineEnding.parse(" Osx ")).isEqualTo(LineEnding.OSX);
        assertThatThrownBy(() -> LineEnding.parse("MAC")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("line_ending_format").hasMessageContaining("UNIX, WINDOWS, OSX");
    }
}
