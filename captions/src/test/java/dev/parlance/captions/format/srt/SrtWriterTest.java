package dev.parlance.captions.format.srt;

import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.CaptionWriterContract;
import dev.parlance.captions.format.FfmpegReader;
import dev.parlance.captions.format.TestTracks;
import dev.parlance.captions.layout.CaptionTrack;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.parlance.captions.format.TestTracks.cue;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SrtWriterTest extends CaptionWriterContract {
    SrtWriterTest() {
        super(CaptionFormat.SRT, "srt", () -> new SrtWriter(SrtOptions.defaults()));
    }

    private static String withTemplate(String template, CaptionTrack track) {
        return write(new SrtWriter(SrtOptions.fromParameter(template)), track);
    }

    @Test
    void ffmpegReadsEveryCueWithItsTimesAndText() throws Exception {
        CaptionTrack track = TestTracks.twoSpeakers();
        List<FfmpegReader.ReadCue> cues = FfmpegReader.read(write(track), "srt", "srt");
        assertThat(cues).hasSize(4);
        assertThat(cues.get(0)).isEqualTo(new FfmpegReader.ReadCue(1_000, 3_500, ">> ALICE: Good morning,\neveryone."));
        assertThat(cues.get(3)).isEqualTo(new FfmpegReader.ReadCue(9_200, 12_000, "Shall we start?"));
    }

    @Test
    void ffmpegReadsNonAsciiText() throws Exception {
        List<FfmpegReader.ReadCue> cues = FfmpegReader.read(write(TestTracks.nonAscii()), "srt", "srt");
        assertThat(cues).extracting(FfmpegReader.ReadCue::text)
                .containsExactly("Café, crème brûlée, façade.\n¿Qué tal? ¡Olé, señor Muñoz!", "Grüße aus Köln: Øre, Åse, ÉTÉ.",
                        "“Quoted” text — it’s fine… ♪", "日本語, Ελληνικά, русский");
    }

    @Test
    void theDefaultTemplateIsTheDocumentedOne() {
        CaptionTrack track = TestTracks.twoSpeakers();
        assertThat(withTemplate(SrtTemplate.DEFAULT, track)).isEqualTo(write(track));
        assertThat(withTemplate("", track)).isEqualTo(write(track));
        assertThat(withTemplate(null, track)).isEqualTo(write(track));
    }

    @Test
    void followsACustomTemplate() {
        CaptionTrack track = TestTracks.track("t", "en", cue(3_723_004, 3_725_060, "Hello", "world"));
        String template = "#{caption_number:03d} [{start_hour:d}h{start_minute:02d}m{start_second:02d}.{start_millisecond:03d}"
                + " - {end_hour:02d}:{end_minute:02d}:{end_second:02d}.{end_millisecond:d}]\\n{caption_text}\\n--\\n";
        assertThat(withTemplate(template, track)).isEqualTo("#001 [1h02m03.004 - 01:02:05.60]\nHello\nworld\n--\n");
    }

    @Test
    void allowsANameSeveralTimes() {
        CaptionTrack track = TestTracks.track("t", "en", cue(0, 1_000, "a"), cue(1_000, 2_000, "b"));
        assertThat(withTemplate("{caption_number:d}/{caption_number:02d} {caption_text}|{caption_text}\\n", track))
                .isEqualTo("1/01 a|a\n2/02 b|b\n");
    }

    @Test
    void readsDoublyEscapedNewlinesAndLiteralBraces() {
        CaptionTrack track = TestTracks.track("t", "en", cue(0, 1_000, "a"));
        assertThat(withTemplate("{{{caption_number}}}\\\\n{caption_text:s}", track)).isEqualTo("{1}\na");
    }

    @Test
    void padsWithSpacesForAWidthWithoutZero() {
        CaptionTrack track = TestTracks.track("t", "en", cue(0, 1_000, "a"));
        assertThat(withTemplate("[{caption_number:3d}]", track)).isEqualTo("[  1]");
    }

    @Test
    void refusesAnUnknownNameNamingIt() {
        assertThatThrownBy(() -> SrtOptions.fromParameter("{caption_number:d} {speaker_name}"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("srt_format").hasMessageContaining("'speaker_name'").hasMessageContaining("caption_text");
    }

    @Test
    void refusesBadSpecsAndBraces() {
        assertThatThrownBy(() -> SrtOptions.fromParameter("{start_hour:x}")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'x'");
        assertThatThrownBy(() -> SrtOptions.fromParameter("{caption_text:02d}")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SrtOptions.fromParameter("{caption_number")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unclosed");
        assertThatThrownBy(() -> SrtOptions.fromParameter("x } y")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void dropsBlankLinesThatWouldEndTheBlock() {
        CaptionTrack track = TestTracks.track("t", "en", cue(0, 1_000, "one", " ", "two\nthree"));
        assertThat(write(track)).isEqualTo("1\n00:00:00,000 --> 00:00:01,000\none\ntwo\nthree\n\n");
    }
}
