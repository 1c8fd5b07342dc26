package dev.parlance.captions.format;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class SamiWriterTest extends CaptionWriterContract {
    /**
     * ffmpeg 5.1's SAMI decoder reports each blank clearing SYNC this way, though it reads them
     * right (they end the cues); files without them draw no such message.
     */
    private static final Pattern CLEARING_SYNC_NOTICE =
            Pattern.compile("Error while decoding stream #0:0: Operation not permitted|\\s*Last message repeated \\d+ times");

    private static List<FfmpegReader.ReadCue> read(String sami) throws Exception {
        return FfmpegReader.read(sami, "smi", "sami", CLEARING_SYNC_NOTICE);
    }

    SamiWriterTest() {
        super(CaptionFormat.SAMI, "sami", SamiWriter::new);
    }

    @Test
    void ffmpegReadsEveryCueEndingAtItsClearingSync() throws Exception {
        List<FfmpegReader.ReadCue> cues = read(write(TestTracks.twoSpeakers()));
        assertThat(cues).extracting(FfmpegReader.ReadCue::text)
                .containsExactly(">> ALICE: Good morning,\neveryone.", "Thanks for joining us.", ">> BOB: Happy to be here.", "Shall we start?");
        assertThat(cues).extracting(FfmpegReader.ReadCue::start).containsExactly(1_000L, 3_500L, 7_000L, 9_200L);
        assertThat(cues).extracting(FfmpegReader.ReadCue::end).containsExactly(3_500L, 6_000L, 9_200L, 12_000L);
    }

    @Test
    void ffmpegReadsNonAsciiAndEscapedText() throws Exception {
        List<FfmpegReader.ReadCue> cues = read(write(TestTracks.nonAscii()));
        assertThat(cues).hasSize(4);
        assertThat(cues.get(1).text()).isEqualTo("Grüße aus Köln: Øre, Åse, ÉTÉ.");
        // ffmpeg leaves entities as they are; the two that SAMI text needs stand for & and <.
        assertThat(read(write(TestTracks.specialCharacters()))).extracting(FfmpegReader.ReadCue::text).containsExactly(
                "Tom &amp; Jerry &lt;3 cheese\na --> b, \"quoted\" 'single'",
                "{braces} [brackets] back\\slash\n^caret_ |pipe| ~tilde* 100%");
    }

    @Test
    void clearsTheScreenAtACueEndUnlessTheNextCueStartsThere() {
        String sami = write(TestTracks.twoSpeakers());
        assertThat(sami).contains("<SYNC Start=6000><P Class=ENCC>&nbsp;</P></SYNC>\n<SYNC Start=7000>")
                .contains("<SYNC Start=12000><P Class=ENCC>&nbsp;</P></SYNC>\n</BODY>")
                .doesNotContain("<SYNC Start=3500><P Class=ENCC>&nbsp;");
    }

    @Test
    void namesTheLanguageClassAfterTheTrackLanguage() {
        assertThat(write(TestTracks.nonAscii())).contains(".FRCC { Name: French; lang: fr; SAMIType: CC; }", "<P Class=FRCC>");
        assertThat(SamiWriter.languageClass("pt-pt")).isEqualTo("PTPTCC");
        assertThat(SamiWriter.languageClass("zh-cmn")).isEqualTo("ZHCMNCC");
    }
}
