package dev.parlance.captions.read;

import org.junit.jupiter.api.Test;

import static dev.parlance.captions.read.Reading.cue;
import static dev.parlance.captions.read.Reading.read;
import static dev.parlance.captions.read.Reading.refused;
import static org.assertj.core.api.Assertions.assertThat;

class SrtReaderTest {
    private static final ImportFormat SRT = ImportFormat.SRT;

    @Test
    void readsNumberedCuesWithTheirTimesAndJoinedLines() {
        ImportedTranscript t = read(SRT, """
                1
                00:00:00,500 --> 00:00:02,750
                and so my fellow americans
                ask not

                2
                00:00:02,750 --> 00:00:05,100
                what your country can do for you
                """);
        assertThat(t.format()).isEqualTo(SRT);
        assertThat(t.cues()).containsExactly(
                cue(500, 2750, null, "and so my fellow americans ask not"),
                cue(2750, 5100, null, "what your country can do for you"));
    }

    @Test
    void takesCrLfBlankLinesWithSpacesMissingNumbersPointsAndOldPositions() {
        ImportedTranscript t = read(SRT, "\r\n\r\n00:00:01.000 --> 00:00:02.000 X1:100 X2:200 Y1:10 Y2:20\r\nfirst\r\n  \r\n"
                + "7\r\n01:00:00,000-->01:00:01,250\r\nsecond\r\n");
        assertThat(t.cues()).containsExactly(cue(1000, 2000, null, "first"), cue(3_600_000, 3_601_250, null, "second"));
    }

    @Test
    void stripsTagsAndPositionCodesDecodesEntitiesAndKeepsSoundTags() {
        ImportedTranscript t = read(SRT, """
                1
                00:00:01,000 --> 00:00:03,000
                {\\an8}<i>Tom &amp; Jerry</i> <font color="#ff0000">say</font>
                [MUSIC] a < b &#8217;&#x2019;

                """);
        assertThat(t.cues()).containsExactly(cue(1000, 3000, null, "Tom & Jerry say [MUSIC] a < b ’’"));
    }

    @Test
    void speakerLabelsAtTheCueStartNameTheSpeaker() {
        ImportedTranscript t = read(SRT, """
                1
                00:00:01,000 --> 00:00:02,000
                >> ALICE: Good morning,
                everyone.

                2
                00:00:02,000 --> 00:00:03,000
                BOB: Hello.

                3
                00:00:03,000 --> 00:00:04,000
                >> And then:
                nothing.
                """);
        assertThat(t.cues()).containsExactly(cue(1000, 2000, "ALICE", "Good morning, everyone."),
                cue(2000, 3000, "BOB", "Hello."), cue(3000, 4000, null, "And then: nothing."));
    }

    @Test
    void aMalformedTimeNamesItsLine() {
        TranscriptFileException e = refused(SRT, """
                1
                00:00:01,000 --> 00:00:02,000
                fine

                2
                00:00:3,000 --> 00:00:04,000
                broken
                """);
        assertThat(e.line()).isEqualTo(6);
        assertThat(e.getMessage()).startsWith("line 6: malformed start time '00:00:3,000'");
        assertThat(refused(SRT, "1\n00:00:01,000 --> 00:61:00,000\nx\n").getMessage())
                .startsWith("line 2: malformed end time '00:61:00,000'");
        assertThat(refused(SRT, "1\n00:00:01,000 -> 00:00:02,000\nx\n").getMessage())
                .isEqualTo("line 2: expected the timing line of cue 1, such as 00:00:01,000 --> 00:00:04,000;"
                        + " found '00:00:01,000 -> 00:00:02,000'");
    }

    @Test
    void anEndBeforeTheStartOrAZeroLengthCueIsRefused() {
        TranscriptFileException e = refused(SRT, "1\n00:00:05,000 --> 00:00:04,000\nbackwards\n");
        assertThat(e.getMessage()).isEqualTo("line 2: the cue ends (00:00:04.000) before it starts (00:00:05.000)");
        assertThat(refused(SRT, "1\n00:00:05,000 --> 00:00:05,000\nnothing\n").getMessage())
                .isEqualTo("line 2: the cue ends when it starts (00:00:05.000); a cue needs a duration");
    }

    @Test
    void overlappingOrUnorderedCuesAreRefusedNamingBothLines() {
        TranscriptFileException e = refused(SRT, """
                1
                00:00:01,000 --> 00:00:04,000
                first

                2
                00:00:03,500 --> 00:00:06,000
                second
                """);
        assertThat(e.line()).isEqualTo(6);
        assertThat(e.getMessage()).isEqualTo("line 6: the cue starts at 00:00:03.500, before the previous cue (line 2)"
                + " ends at 00:00:04.000; cues must be in time order and must not overlap");
    }

    @Test
    void aCueWithoutTextIsRefused() {
        assertThat(refused(SRT, "1\n00:00:01,000 --> 00:00:02,000\n\n2\n00:00:02,000 --> 00:00:03,000\nx\n").getMessage())
                .isEqualTo("line 2: the cue has no text");
        assertThat(refused(SRT, "1\n00:00:01,000 --> 00:00:02,000\n<i></i>\n").getMessage())
                .isEqualTo("line 2: the cue has no text");
        assertThat(refused(SRT, "1\n00:00:01,000 --> 00:00:02,000\n>> BOB:\n").getMessage())
                .isEqualTo("line 2: the cue of BOB has no text");
    }

    @Test
    void aMissingBlankLineBetweenCuesIsRefused() {
        TranscriptFileException e = refused(SRT, "1\n00:00:01,000 --> 00:00:02,000\nfirst\n2\n00:00:02,000 --> 00:00:03,000\nsecond\n");
        assertThat(e.getMessage()).isEqualTo("line 5: a timing line inside the text of the cue of line 2;"
                + " cues must be separated by a blank line");
    }

    @Test
    void textWhereACueShouldStartIsRefused() {
        assertThat(refused(SRT, "Hello there\n").getMessage()).isEqualTo("line 1: expected a cue number or a timing line"
                + " such as 00:00:01,000 --> 00:00:04,000; found 'Hello there'");
        assertThat(refused(SRT, "1\n").getMessage()).isEqualTo("line 1: cue 1 has no timing line");
    }

    @Test
    void aFileOfBlankLinesHoldsNoCues() {
        TranscriptFileException e = refused(SRT, "\n \n\n");
        assertThat(e.line()).isZero();
        assertThat(e.getMessage()).isEqualTo("the file holds no cues");
    }
}
