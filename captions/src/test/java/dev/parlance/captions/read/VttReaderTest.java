package dev.parlance.captions.read;

import org.junit.jupiter.api.Test;

import static dev.parlance.captions.read.Reading.cue;
import static dev.parlance.captions.read.Reading.read;
import static dev.parlance.captions.read.Reading.refused;
import static org.assertj.core.api.Assertions.assertThat;

class VttReaderTest {
    private static final ImportFormat VTT = ImportFormat.VTT;

    @Test
    void skipsTheHeaderNotesStylesAndRegionsAndIgnoresCueSettings() {
        ImportedTranscript t = read(VTT, """
                WEBVTT - a talk
                Kind: captions
                Language: en

                STYLE
                ::cue { color: yellow }

                REGION
                id:fred width:40%

                NOTE this is a comment
                spanning lines --> with an arrow

                intro
                00:00.500 --> 00:02.750 align:start line:0 position:10%
                and so my fellow americans

                NOTE another

                00:00:02.750 --> 00:00:05.100
                ask not
                """);
        assertThat(t.format()).isEqualTo(VTT);
        assertThat(t.cues()).containsExactly(cue(500, 2750, null, "and so my fellow americans"),
                cue(2750, 5100, null, "ask not"));
    }

    @Test
    void aVoiceNamesTheSpeakerAndTagsTimestampsAndRubyReadingsGo() {
        ImportedTranscript t = read(VTT, """
                WEBVTT

                00:01.000 --> 00:03.000
                <v.loud Mary Smith>Hello <c.yellow>there</c>, <i>friend</i> &amp; <b>all</b>

                00:03.000 --> 00:05.000
                <v Bob>Good <00:03.500>to <00:04.000>see <lang fr>vous</lang> <ruby>漢<rt>kan</rt></ruby>&nbsp;!
                <v Alice>And you.</v>

                00:05.000 --> 00:06.000
                >> CAROL: labelled in the text

                00:06.000 --> 00:07.000
                <v>unnamed &lt;voice&gt;
                """);
        assertThat(t.cues()).containsExactly(
                cue(1000, 3000, "Mary Smith", "Hello there, friend & all"),
                cue(3000, 5000, "Bob", "Good to see vous 漢 ! And you."),
                cue(5000, 6000, "CAROL", "labelled in the text"),
                cue(6000, 7000, null, "unnamed <voice>"));
    }

    @Test
    void aFileMustStartWithTheSignature() {
        TranscriptFileException e = refused(VTT, "1\n00:01.000 --> 00:02.000\nhello\n");
        assertThat(e.getMessage()).isEqualTo("line 1: a WebVTT file starts with the line WEBVTT; found '1'");
        assertThat(refused(VTT, "WEBVTTX\n").line()).isEqualTo(1);
    }

    @Test
    void theHeaderNeedsABlankLineBeforeTheFirstCue() {
        assertThat(refused(VTT, "WEBVTT\n00:01.000 --> 00:02.000\nhello\n").getMessage())
                .isEqualTo("line 2: a blank line must separate the WEBVTT header from the first cue");
    }

    @Test
    void malformedTimesNameTheirLine() {
        assertThat(refused(VTT, "WEBVTT\n\n00:01,000 --> 00:02.000\nhello\n").getMessage())
                .startsWith("line 3: malformed start time '00:01,000'; expected mm:ss.mmm or hh:mm:ss.mmm");
        assertThat(refused(VTT, "WEBVTT\n\n1:00:01.000 --> 1:00:02.000\nhello\n").getMessage())
                .startsWith("line 3: malformed start time '1:00:01.000'");
        assertThat(refused(VTT, "WEBVTT\n\nid\nnot a timing line\nhello\n").getMessage())
                .isEqualTo("line 4: expected the timing line of cue 'id', such as 00:00:01.000 --> 00:00:04.000");
    }

    @Test
    void overlapsEmptyCuesAndMissingSeparatorsAreRefused() {
        assertThat(refused(VTT, "WEBVTT\n\n00:01.000 --> 00:05.000\na\n\n00:04.000 --> 00:06.000\nb\n").getMessage())
                .startsWith("line 6: the cue starts at 00:00:04.000, before the previous cue (line 3) ends at 00:00:05.000");
        assertThat(refused(VTT, "WEBVTT\n\n00:01.000 --> 00:02.000\n\n00:02.000 --> 00:03.000\nb\n").getMessage())
                .isEqualTo("line 3: the cue has no text");
        assertThat(refused(VTT, "WEBVTT\n\n00:01.000 --> 00:02.000\na\n00:02.000 --> 00:03.000\nb\n").getMessage())
                .isEqualTo("line 5: '-->' inside the text of the cue of line 3; cues must be separated by a blank line");
        assertThat(refused(VTT, "WEBVTT\n\nNOTE nothing else\n").getMessage()).isEqualTo("the file holds no cues");
    }
}
