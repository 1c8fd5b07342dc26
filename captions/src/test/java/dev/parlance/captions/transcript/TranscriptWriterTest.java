package dev.parlance.captions.transcript;

import dev.parlance.captions.format.Golden;
import dev.parlance.captions.model.ElementList;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The txt transcript and every get_transcript option; html, pdf and docx have their own tests. */
class TranscriptWriterTest {
    static String write(ElementList list, TranscriptOptions options) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            new TranscriptWriter(options).write(list, "Morning meeting", out);
            return out.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String txt(TranscriptOptions.Builder options) {
        return write(TestElementLists.twoSpeakers(), options.build());
    }

    private static TranscriptOptions.Builder defaults() {
        return TranscriptOptions.builder();
    }

    @Test
    void writesOneTimedParagraphPerSegmentWithSpeakerChanges() {
        String text = txt(defaults());
        assertThat(text).isEqualTo("""
                [00:00:00.000] >> Alice Smith: Good morning, everyone. Thanks for joining us.

                [00:00:05.200] Today we look at (roughly) three topics.

                [00:00:10.000] >> Speaker 2: Happy to be here! Shall we start?

                [00:01:05.000] >> Alice Smith: Yes. [MUSIC] Let's go.
                """);
        Golden.assertMatches("transcript/txt", "two-speakers.txt", text);
    }

    @Test
    void writesNonAsciiText() {
        Golden.assertMatches("transcript/txt", "non-ascii.txt", write(TestElementLists.nonAscii(), TranscriptOptions.defaults()));
    }

    @Test
    void writesNothingForAnEmptyList() {
        assertThat(write(TestElementLists.empty(), TranscriptOptions.defaults())).isEmpty();
    }

    @Test
    void withoutParagraphsRunsTheTextOn() {
        assertThat(txt(defaults().createParagraphs(false))).isEqualTo(
                "[00:00:00.000] >> Alice Smith: Good morning, everyone. Thanks for joining us. Today we look at (roughly) three topics."
                        + " >> Speaker 2: Happy to be here! Shall we start? >> Alice Smith: Yes. [MUSIC] Let's go.\n");
    }

    @Test
    void putsTheAskedNumberOfLineBreaksAfterAParagraph() {
        assertThat(txt(defaults().newlinesAfterParagraph(1))).contains("us.\n[00:00:05.200] Today").doesNotContain("\n\n");
        assertThat(txt(defaults().newlinesAfterParagraph(3))).contains("us.\n\n\n[00:00:05.200] Today");
        assertThat(txt(defaults().newlinesAfterParagraph(0))).contains("us. [00:00:05.200] Today").doesNotContain("\n[");
    }

    @Test
    void putsTheAskedNumberOfLineBreaksAfterASentence() {
        assertThat(txt(defaults().newlinesAfterSentence(1))).startsWith("""
                [00:00:00.000] >> Alice Smith: Good morning, everyone.
                Thanks for joining us.

                [00:00:05.200] Today""").contains("Happy to be here!\nShall we start?\n\n");
        assertThat(txt(defaults().createParagraphs(false).newlinesAfterSentence(2)))
                .contains("everyone.\n\nThanks for joining us.\n\nToday we look").doesNotContain("[00:00:05.200]");
    }

    @Test
    void leavesParagraphTimecodesOutWhenAsked() {
        assertThat(txt(defaults().timecodeEveryParagraph(false))).startsWith(">> Alice Smith: Good morning").doesNotContain("[0");
    }

    @Test
    void followsTheTimecodeFormat() {
        assertThat(txt(defaults().timecodeFormat("%H:%M:%S,%f %% %Q"))).contains("\n00:00:05,200 % %Q Today we look");
    }

    @Test
    void addsATimecodeLineAtEveryInterval() {
        String text = txt(defaults().createParagraphs(false).timecodeEveryParagraph(false).timecodeIntervalMs(30_000));
        assertThat(text).isEqualTo("[00:00:00.000] >> Alice Smith: Good morning, everyone. Thanks for joining us. Today we look at"
                + " (roughly) three topics. >> Speaker 2: Happy to be here! Shall we start?\n"
                + "[00:01:05.000] >> Alice Smith: Yes. [MUSIC] Let's go.\n");
        assertThat(txt(defaults().timecodeIntervalMs(5_000)))
                .contains("[00:00:00.000] >> Alice Smith: Good morning, everyone. Thanks for joining us.\n\n[00:00:05.200] Today");
        assertThat(txt(defaults().timecodeEveryParagraph(false).timecodeIntervalMs(1_000)))
                .startsWith("[00:00:00.000] >> Alice Smith: Good morning, everyone. Thanks\n[00:00:01.200] for joining");
    }

    @Test
    void shiftsTimecodesByTheOffset() {
        assertThat(txt(defaults().timecodeOffsetMs(3_600_000))).startsWith("[01:00:00.000] >>").contains("[01:00:05.200] Today");
        assertThat(txt(defaults().timecodeOffsetMs(-5_000))).startsWith("[00:00:00.000] >>").contains("[00:00:00.200] Today");
    }

    @Test
    void writesTheSpeakerChangeTokenAsAsked() {
        assertThat(txt(defaults().speakerChangeToken("--"))).contains("] -- Alice Smith: Good", "] -- Speaker 2: Happy").doesNotContain(">>");
        assertThat(txt(defaults().speakerChangeToken(""))).contains("] Alice Smith: Good").doesNotContain(">>");
    }

    @Test
    void labelsSpeakersAsAsked() {
        assertThat(txt(defaults().speakerLabel(SpeakerLabel.NO))).contains("] >> Good morning", "] >> Happy");
        assertThat(txt(defaults().speakerLabel(SpeakerLabel.NUMBER))).contains("] >> Speaker 1: Good morning", "] >> Speaker 2: Happy");
        assertThat(txt(defaults().speakerLabel(SpeakerLabel.NO).speakerChangeToken(""))).startsWith("[00:00:00.000] Good morning");
    }

    @Test
    void writesTextFormatsToACharacterStream() throws IOException {
        StringWriter out = new StringWriter();
        new TranscriptWriter(TranscriptOptions.defaults()).write(TestElementLists.twoSpeakers(), "Morning meeting", out);
        assertThat(out.toString()).isEqualTo(txt(defaults()));
        TranscriptWriter pdf = new TranscriptWriter(defaults().fileFormat(TranscriptFileFormat.PDF).build());
        assertThatThrownBy(() -> pdf.write(TestElementLists.twoSpeakers(), "t", new StringWriter()))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void refusesOptionsOutOfRange() {
        assertThatThrownBy(() -> defaults().newlinesAfterParagraph(-1).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("newlines_after_paragraph");
        assertThatThrownBy(() -> defaults().newlinesAfterSentence(101).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("newlines_after_sentence");
        assertThatThrownBy(() -> defaults().timecodeIntervalMs(-1).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("timecode_interval");
    }

    @Test
    void parsesFileFormatsAndSpeakerLabels() {
        assertThat(TranscriptFileFormat.parse("HTML")).isEqualTo(TranscriptFileFormat.HTML);
        assertThat(TranscriptFileFormat.parse("pdf").contentType()).isEqualTo("application/pdf");
        assertThat(TranscriptFileFormat.TXT.contentType()).isEqualTo("text/plain; charset=utf-8");
        assertThat(TranscriptFileFormat.parse("docx").extension()).isEqualTo("docx");
        assertThatThrownBy(() -> TranscriptFileFormat.parse("doc")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("txt, html, pdf, docx");
        assertThat(SpeakerLabel.parse("Number")).isEqualTo(SpeakerLabel.NUMBER);
    }
}
