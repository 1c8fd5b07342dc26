package dev.parlance.speech;

import dev.parlance.captions.model.ElementList;
import dev.parlance.elementlist.ElementListBuilder;
import dev.parlance.captions.align.Stretch;
import dev.parlance.captions.align.TimeSpan;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.DecodedAudio;
import dev.parlance.speech.media.MediaInfo;
import dev.parlance.speech.media.MediaProbe;
import dev.parlance.speech.media.PcmDecoder;
import dev.parlance.speech.vosk.RecognizerPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Media files to words end to end: real ffmpeg, real model. */
@Tag("no-database")
class MediaTranscriberTest {
    /** See the recognizer test: synthetic speech scores 0-20% here; a broken pipeline far more. */
    static final double MAX_SYNTHETIC_WER = 0.35;
    static final String QUICK_FOX = "the quick brown fox jumps over the lazy dog and then runs into the forest";

    @TempDir
    static Path dir;
    static Path wav;
    static RecognizerPool pool;
    static MediaTranscriber transcriber;
    private final MediaProbe probe = new MediaProbe(Duration.ofSeconds(30));

    @BeforeAll
    static void engine() {
        wav = SpeechFixtures.speech(dir, "fox", QUICK_FOX);
        pool = TestSpeechEngine.pool(1, Long.MAX_VALUE);
        transcriber = new MediaTranscriber(new PcmDecoder(Duration.ofSeconds(30)),
                new SpeechRecognizers(List.of(TestSpeechEngine.recognizer(pool))));
    }

    @AfterAll
    static void close() {
        pool.close();
    }

    private Recognition transcribe(Path media, long startMillis) throws Exception {
        DecodeResult<Recognition> result = transcriber.transcribe(media, "en", startMillis, SpeechRecognizer.Listener.NONE);
        assertThat(result).isInstanceOf(DecodeResult.Decoded.class);
        return ((DecodeResult.Decoded<Recognition>) result).value();
    }

    private static String text(Recognition recognition) {
        return recognition.words().stream().map(RecognizedWord::text).collect(Collectors.joining(" "));
    }

    @Test
    void recognizesSpeechInAnMp3AndAnMp4() throws Exception {
        Path mp3 = SpeechFixtures.convert(wav, dir.resolve("fox.mp3"), "-c:a", "libmp3lame", "-b:a", "48k");
        Path mp4 = SpeechFixtures.videoWithAudio(SpeechFixtures.convert(wav, dir.resolve("fox-stereo.wav"), "-ac", "2", "-ar", "48000"),
                dir.resolve("fox.mp4"));
        for (Path media : List.of(mp3, mp4)) {
            Recognition recognition = transcribe(media, 0);
            double seconds = ((MediaInfo) probe.probe(media)).durationSeconds();
            assertThat(WordErrorRate.of(QUICK_FOX, text(recognition))).as(media.getFileName().toString())
                    .isLessThanOrEqualTo(MAX_SYNTHETIC_WER);
            assertThat(recognition.words().getLast().endMillis()).isLessThanOrEqualTo(Math.round(seconds * 1000));
        }
    }

    @Test
    void resumesFromACheckpointWithMediaTimes() throws Exception {
        Recognition whole = transcribe(wav, 0);
        RecognizedWord checkpoint = whole.words().get(whole.words().size() / 2);
        Recognition rest = transcribe(wav, checkpoint.startMillis());
        assertThat(rest.startMillis()).isEqualTo(checkpoint.startMillis());
        assertThat(rest.words()).isNotEmpty().allMatch(w -> w.startMillis() >= checkpoint.startMillis());
        // the second half is heard again, at the same media times
        RecognizedWord last = whole.words().getLast();
        assertThat(rest.words().getLast().text()).isEqualTo(last.text());
        assertThat(rest.words().getLast().endMillis()).isCloseTo(last.endMillis(), org.assertj.core.data.Offset.offset(100L));
        assertThat(rest.words().size()).isLessThan(whole.words().size());
    }

    @Test
    void silenceGivesNoWordsAndAnEmptyElementListOverTheWholeMedia() throws Exception {
        Path silence = SpeechFixtures.silence(dir, "silence", 6.0);
        Recognition recognition = transcribe(silence, 0);
        assertThat(recognition.words()).isEmpty();
        assertThat(recognition.endMillis()).isEqualTo(6_000);
        MediaInfo info = (MediaInfo) probe.probe(silence);
        ElementList list = new ElementListBuilder().build(recognition.words(), info.durationMillis(), "en");
        assertThat(list.segments()).isEmpty();
        assertThat(list.startTime()).isZero();
        assertThat(list.endTime()).isEqualTo(6_000);
        assertThat(list.language()).isEqualTo("EN_US");
    }

    @Test
    void garbageIsAMediaFailure() throws Exception {
        DecodeResult<Recognition> result = transcriber.transcribe(SpeechFixtures.garbage(dir), "en", 0, SpeechRecognizer.Listener.NONE);
        assertThat(((DecodeResult.Failed<Recognition>) result).failure().reason()).isNotBlank();
    }

    @Test
    void anUnsupportedLanguageIsRefusedBeforeAnyWork() {
        assertThatThrownBy(() -> transcriber.transcribe(dir.resolve("does-not-exist.mp3"), "fr", 0, SpeechRecognizer.Listener.NONE))
                .isInstanceOf(UnsupportedLanguageException.class)
                .hasMessageContaining("'fr'");
    }

    @Test
    void stretchesAreHeardAlikeWhetherEachIsDecodedOnItsOwnOrTheAudioOnce() throws Exception {
        Recognition whole = transcribe(wav, 0);
        RecognizedWord fox = whole.words().stream().filter(w -> w.text().equals("fox")).findFirst().orElseThrow();
        RecognizedWord lazy = whole.words().stream().filter(w -> w.text().equals("lazy")).findFirst().orElseThrow();
        Stretch stretch = new Stretch(0, 1, new TimeSpan(Math.max(0, fox.startMillis() - 600), lazy.endMillis() + 400),
                List.of("fox", "jumps", "over", "the", "lazy"), 5);
        List<List<TimeSpan>> answers = new ArrayList<>();
        try (StretchListener listener = new StretchListener(transcriber, wav, "en")) {
            // The first few decode the stretch alone, the rest read the audio decoded once.
            for (int k = 0; k < StretchListener.SEEKS_BEFORE_DECODING_ONCE + 2; k++) {
                answers.add(listener.align(stretch));
            }
        }
        List<TimeSpan> seeking = answers.getFirst();
        List<TimeSpan> decodedOnce = answers.getLast();
        assertThat(seeking.getFirst()).as("fox heard: %s", seeking).isNotNull();
        assertThat(Math.abs(seeking.getFirst().start() - fox.startMillis())).isLessThanOrEqualTo(60);
        assertThat(decodedOnce).hasSameSizeAs(seeking);
        for (int w = 0; w < seeking.size(); w++) {
            assertThat(decodedOnce.get(w) == null).isEqualTo(seeking.get(w) == null);
            if (seeking.get(w) != null) {
                assertThat(Math.abs(decodedOnce.get(w).start() - seeking.get(w).start())).as(stretch.words().get(w))
                        .isLessThanOrEqualTo(30);
            }
        }
    }

    @Test
    void audioDecodedOnceReadsByTimeAndIsDeletedWhenClosed() throws Exception {
        DecodedAudio audio = ((DecodeResult.Decoded<DecodedAudio>) transcriber.decodeWhole(wav)).value();
        long millis = ((MediaInfo) probe.probe(wav)).durationMillis();
        assertThat(audio.millis()).isCloseTo(millis, org.assertj.core.data.Offset.offset(50L));
        try (InputStream range = audio.range(1_000, 1_500)) {
            assertThat(range.readAllBytes()).hasSize(PcmFormat.BYTES_PER_SECOND / 2);
        }
        try (InputStream past = audio.range(millis - 100, millis + 5_000)) {
            assertThat(past.readAllBytes().length).isBetween(0, PcmFormat.BYTES_PER_SECOND / 10);
        }
        audio.close();
        assertThatThrownBy(() -> audio.range(0, 100)).isInstanceOf(java.nio.file.NoSuchFileException.class);
    }
}
