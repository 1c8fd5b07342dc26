package dev.parlance.speech;

import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.PcmDecoder;
import dev.parlance.speech.vosk.RecognizerPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Sections recognized apart and stitched give the words of the whole media: real speech, ffmpeg
 * seeking into it, the real model. Seams fall wherever the plan puts them, mid-sentence included.
 */
@Tag("no-database")
class SectionedRecognitionTest {
    private static final String PASSAGE = "the quick brown fox jumps over the lazy dog and then runs into the forest, "
            + "and so my fellow americans ask not what your country can do for you, "
            + "ask what you can do for your country, "
            + "we went to the market in the morning and bought some fresh bread and a bottle of milk";

    @TempDir
    static Path dir;
    static Path media;
    static RecognizerPool pool;
    static MediaTranscriber transcriber;

    @BeforeAll
    static void engine() {
        // Over three minutes of continuous speech, as mp3 (seeking in a compressed stream).
        String text = String.join(", ", java.util.Collections.nCopies(12, PASSAGE));
        media = SpeechFixtures.convert(SpeechFixtures.speech(dir, "passage", text), dir.resolve("passage.mp3"),
                "-c:a", "libmp3lame", "-b:a", "64k");
        pool = TestSpeechEngine.pool(2, Long.MAX_VALUE);
        transcriber = new MediaTranscriber(new PcmDecoder(Duration.ofSeconds(30)),
                new SpeechRecognizers(List.of(TestSpeechEngine.recognizer(pool))));
    }

    @AfterAll
    static void close() {
        pool.close();
    }

    private static List<RecognizedWord> words(long from, long to) throws Exception {
        DecodeResult<Recognition> result = transcriber.transcribe(media, "en", from, to, SpeechRecognizer.Listener.NONE);
        assertThat(result).isInstanceOf(DecodeResult.Decoded.class);
        return ((DecodeResult.Decoded<Recognition>) result).value().words();
    }

    private static String text(List<RecognizedWord> words) {
        return words.stream().map(RecognizedWord::text).collect(Collectors.joining(" "));
    }

    @Test
    void stitchedSectionsHearWhatTheWholeMediaHears() throws Exception {
        String spoken = String.join(" ", java.util.Collections.nCopies(12, PASSAGE)).replace(",", "");
        List<RecognizedWord> whole = words(0, PcmDecoder.TO_THE_END);
        long length = whole.getLast().endMillis() + 500;
        for (int lanes : new int[]{2, 3}) {
            List<RecognizedSection> sections = new ArrayList<>();
            for (MediaSection section : SectionPlan.of(length, lanes)) {
                sections.add(new RecognizedSection(section, words(section.decodeStartMillis(), section.decodeEndMillis())));
            }
            assertThat(sections.size()).isEqualTo(lanes);
            List<RecognizedWord> stitched = SectionStitcher.stitch(sections);

            assertThat(stitched).extracting(RecognizedWord::startMillis).isSorted().doesNotHaveDuplicates();
            for (int i = 1; i < stitched.size(); i++) {
                assertThat(stitched.get(i).startMillis()).as("word %d overlaps the one before", i)
                        .isGreaterThanOrEqualTo(stitched.get(i - 1).endMillis() - 100);
            }
            // As accurate as the whole. (Not word for word the same: the recognizer's utterances, and
            // so its language-model context, fall differently from a different starting point.)
            assertThat(WordErrorRate.of(spoken, text(stitched))).as("%d sections", lanes)
                    .isLessThan(WordErrorRate.of(spoken, text(whole)) + 0.03);
            // Nothing dropped or doubled at the seams.
            assertThat((double) stitched.size()).isCloseTo(whole.size(), org.assertj.core.data.Percentage.withPercentage(3));
        }
    }

    @Test
    void aStretchIsDecodedFromItsStartToItsEndOnly() throws Exception {
        List<RecognizedWord> stretch = words(30_000, 40_000);
        assertThat(stretch).isNotEmpty();
        assertThat(stretch.getFirst().startMillis()).isGreaterThanOrEqualTo(30_000);
        assertThat(stretch.getLast().endMillis()).isLessThanOrEqualTo(40_000);
        assertThat(stretch.size()).isBetween(15, 35);
    }
}
