package dev.parlance.speech.vosk;

import dev.parlance.speech.PcmFormat;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.speech.SpeechRecognizer;
import dev.parlance.speech.TestSpeechEngine;
import dev.parlance.speech.WordErrorRate;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.PcmDecoder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The real English model on synthetic speech. */
@Tag("no-database")
class VoskSpeechRecognizerTest {
    /**
     * Measured with espeak-ng voices on this model: 0-20% per sentence. A broken pipeline (wrong
     * sample rate, misaligned bytes, lost chunks) scores far above 50%.
     */
    static final double MAX_SYNTHETIC_WER = 0.35;
    static final long TIME_TOLERANCE_MILLIS = 60;

    @TempDir
    static Path dir;
    static byte[] askNot;
    static long askNotMillis;
    private RecognizerPool pool;

    @BeforeAll
    static void speech() throws IOException {
        Path wav = SpeechFixtures.speech(dir, "ask-not", SpeechFixtures.ASK_NOT);
        askNot = pcm(wav);
        askNotMillis = PcmFormat.millis(askNot.length);
    }

    @AfterEach
    void closePool() {
        if (pool != null) {
            pool.close();
        }
    }

    private VoskSpeechRecognizer recognizer(int size) {
        pool = TestSpeechEngine.pool(size, Long.MAX_VALUE);
        return TestSpeechEngine.recognizer(pool);
    }

    static byte[] pcm(Path media) throws IOException {
        DecodeResult<byte[]> result = new PcmDecoder(Duration.ofSeconds(30)).decode(media, 0, InputStream::readAllBytes);
        return ((DecodeResult.Decoded<byte[]>) result).value();
    }

    static String text(Recognition recognition) {
        return recognition.words().stream().map(RecognizedWord::text).collect(Collectors.joining(" "));
    }

    @Test
    void recognizesSyntheticSpeechWithTimesInsideTheAudio() throws Exception {
        Recognition recognition = recognizer(1).recognize(new ByteArrayInputStream(askNot), SpeechRecognizer.Listener.NONE);
        assertThat(WordErrorRate.of(SpeechFixtures.ASK_NOT, text(recognition))).isLessThanOrEqualTo(MAX_SYNTHETIC_WER);
        assertThat(recognition.endMillis()).isEqualTo(askNotMillis);
        long previousStart = -1;
        for (RecognizedWord word : recognition.words()) {
            assertThat(word.startMillis()).isGreaterThanOrEqualTo(previousStart);
            assertThat(word.endMillis()).isGreaterThan(word.startMillis()).isLessThanOrEqualTo(askNotMillis);
            assertThat(word.confidence()).isBetween(0.0, 1.0);
            previousStart = word.startMillis();
        }
        // the sentence fills the clip: words start early and end late
        assertThat(recognition.words().getFirst().startMillis()).isLessThan(1_000);
        assertThat(recognition.words().getLast().endMillis()).isGreaterThan(askNotMillis - 1_500);
    }

    @Test
    void aReusedRecognizerGivesTheSameTimesForTheSameClip() throws Exception {
        VoskSpeechRecognizer recognizer = recognizer(1);
        Recognition first = recognizer.recognize(new ByteArrayInputStream(askNot), SpeechRecognizer.Listener.NONE);
        Recognition second = recognizer.recognize(new ByteArrayInputStream(askNot), SpeechRecognizer.Listener.NONE);
        assertThat(pool.created()).isEqualTo(1);
        assertSameWordsAndTimes(second, first);
    }

    @Test
    void aStreamAbandonedHalfWayLeavesTheRecognizerClean() throws Exception {
        VoskSpeechRecognizer recognizer = recognizer(1);
        Recognition fresh = recognizer.recognize(new ByteArrayInputStream(askNot), SpeechRecognizer.Listener.NONE);
        SpeechRecognizer.Listener stopAfterTwoSeconds = new SpeechRecognizer.Listener() {
            @Override
            public void onProgress(long mediaMillis) {
                if (mediaMillis > 2_000) {
                    throw new IllegalStateException("cancelled");
                }
            }
        };
        assertThatThrownBy(() -> recognizer.recognize(new ByteArrayInputStream(askNot), stopAfterTwoSeconds))
                .hasMessage("cancelled");
        Recognition after = recognizer.recognize(new ByteArrayInputStream(askNot), SpeechRecognizer.Listener.NONE);
        assertThat(pool.created()).isEqualTo(1);
        assertSameWordsAndTimes(after, fresh);
    }

    @Test
    void oddSizedReadsDoNotShiftTheSamples() throws Exception {
        VoskSpeechRecognizer recognizer = recognizer(1);
        Recognition whole = recognizer.recognize(new ByteArrayInputStream(askNot), SpeechRecognizer.Listener.NONE);
        Recognition trickled = recognizer.recognize(new TricklingStream(askNot), SpeechRecognizer.Listener.NONE);
        assertSameWordsAndTimes(trickled, whole);
    }

    @Test
    void timesAreMediaTimesWhenResumingAtAnOffset() throws Exception {
        VoskSpeechRecognizer recognizer = recognizer(1);
        Recognition atZero = recognizer.recognize(new ByteArrayInputStream(askNot), SpeechRecognizer.Listener.NONE);
        Recognition atOneMinute = recognizer.recognize(new ByteArrayInputStream(askNot), 60_000, SpeechRecognizer.Listener.NONE);
        assertThat(atOneMinute.startMillis()).isEqualTo(60_000);
        assertThat(atOneMinute.endMillis()).isEqualTo(60_000 + askNotMillis);
        assertSameWordsAndTimes(atOneMinute, shifted(atZero, 60_000));
    }

    @Test
    void theListenerHearsEveryWordOnceAndProgressToTheEnd() throws Exception {
        // Three sentences with long pauses, so Vosk ends utterances inside the stream.
        Path wav = SpeechFixtures.speech(dir, "three", "the first sentence is here. [[ ]] ... second one follows after a pause.");
        Path silence = SpeechFixtures.silence(dir, "gap", 2.0);
        ByteArrayOutputStream joined = new ByteArrayOutputStream();
        joined.write(pcm(wav));
        joined.write(pcm(silence));
        joined.write(pcm(wav));
        List<RecognizedWord> heard = new ArrayList<>();
        List<Integer> utterances = new ArrayList<>();
        AtomicLong progress = new AtomicLong();
        Recognition recognition = recognizer(1).recognize(new ByteArrayInputStream(joined.toByteArray()), new SpeechRecognizer.Listener() {
            @Override
            public void onWords(List<RecognizedWord> words) {
                heard.addAll(words);
                utterances.add(words.size());
            }

            @Override
            public void onProgress(long mediaMillis) {
                assertThat(mediaMillis).isGreaterThanOrEqualTo(progress.get());
                progress.set(mediaMillis);
            }
        });
        assertThat(heard).isEqualTo(recognition.words());
        assertThat(utterances).hasSizeGreaterThan(1);
        assertThat(progress.get()).isEqualTo(PcmFormat.millis(joined.size()));
    }

    /** A person's words found in the audio: each where it was said, with the engine hearing nothing else. */
    @Test
    void listeningForTypedWordsFindsWhereEachWasSaid() throws Exception {
        VoskSpeechRecognizer recognizer = recognizer(1);
        Recognition free = recognizer.recognize(new ByteArrayInputStream(askNot), SpeechRecognizer.Listener.NONE);
        List<String> typed = List.of("Ask", "not", "what", "your", "country", "can", "do", "for", "you", "—", "Xyzzyq");
        Recognition heard = recognizer.listenFor(new ByteArrayInputStream(askNot), 0, typed);

        List<String> allowed = List.of("ask", "not", "what", "your", "country", "can", "do", "for", "you");
        assertThat(heard.words()).isNotEmpty().allSatisfy(w -> assertThat(allowed).contains(w.text()));
        RecognizedWord country = heard.words().stream().filter(w -> w.text().equals("country")).findFirst().orElseThrow();
        RecognizedWord freeCountry = free.words().stream().filter(w -> w.text().equals("country")).findFirst().orElseThrow();
        assertThat(country.startMillis()).isCloseTo(freeCountry.startMillis(), within(TIME_TOLERANCE_MILLIS * 3));
        // The grammar recognizer is the caller's alone: the pool's next stream is free recognition again.
        assertThat(text(recognizer.recognize(new ByteArrayInputStream(askNot), SpeechRecognizer.Listener.NONE)))
                .isEqualTo(text(free));
        assertThat(recognizer.listenFor(new ByteArrayInputStream(askNot), 0, List.of("42", "—")).words()).isEmpty();
    }

    @Test
    void supportsEveryFormOfEnglishOnly() {
        VoskSpeechRecognizer recognizer = recognizer(1);
        assertThat(List.of("en", "en-us", "en-gb", "EN_US", "en-AU", " en ")).allMatch(recognizer::supports);
        assertThat(List.of("fr", "de", "es-es", "eng", "", "zh-cmn")).noneMatch(recognizer::supports);
        assertThat(recognizer.supports(null)).isFalse();
    }

    @Test
    void aRecognizerIsReplacedAfterItsAudioAllowanceAndTimesStayRight() throws Exception {
        pool = TestSpeechEngine.pool(1, PcmFormat.SAMPLE_RATE * 5L);
        VoskSpeechRecognizer recognizer = TestSpeechEngine.recognizer(pool);
        Recognition first = recognizer.recognize(new ByteArrayInputStream(askNot), SpeechRecognizer.Listener.NONE);
        Recognition second = recognizer.recognize(new ByteArrayInputStream(askNot), SpeechRecognizer.Listener.NONE);
        assertThat(pool.created()).isEqualTo(2);
        assertSameWordsAndTimes(second, first);
    }

    @Test
    void thePoolLendsEachRecognizerToOneThreadAtATime() throws Exception {
        pool = TestSpeechEngine.pool(1, Long.MAX_VALUE);
        CountDownLatch secondBorrowed = new CountDownLatch(1);
        try (PooledRecognizer first = pool.borrow()) {
            Thread.ofVirtual().start(() -> {
                try (PooledRecognizer second = pool.borrow()) {
                    assertThat(second).isSameAs(first);
                    secondBorrowed.countDown();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            assertThat(secondBorrowed.await(300, TimeUnit.MILLISECONDS)).isFalse();
        }
        assertThat(secondBorrowed.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(pool.created()).isEqualTo(1);
    }

    @Test
    void aPoolOfTwoRecognizesTwoStreamsAtOnce() throws Exception {
        VoskSpeechRecognizer recognizer = recognizer(2);
        CountDownLatch bothStarted = new CountDownLatch(2);
        SpeechRecognizer.Listener waitForTheOther = new SpeechRecognizer.Listener() {
            @Override
            public void onProgress(long mediaMillis) {
                bothStarted.countDown();
                try {
                    if (!bothStarted.await(20, TimeUnit.SECONDS)) {
                        throw new IllegalStateException("the other stream never started");
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        List<Recognition> results = new ArrayList<>();
        Thread other = Thread.ofVirtual().start(() -> {
            try {
                Recognition r = recognizer.recognize(new ByteArrayInputStream(askNot), waitForTheOther);
                synchronized (results) {
                    results.add(r);
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        Recognition mine = recognizer.recognize(new ByteArrayInputStream(askNot), waitForTheOther);
        other.join(Duration.ofSeconds(30));
        assertThat(pool.created()).isEqualTo(2);
        assertThat(results).hasSize(1);
        assertSameWordsAndTimes(results.getFirst(), mine);
    }

    /**
     * Vosk is not bit-for-bit repeatable (confidences and a word boundary move a few milliseconds
     * between runs of the same clip), so "the same" means the same words at the same times within
     * two frames. A wrong offset moves every time by seconds.
     */
    static void assertSameWordsAndTimes(Recognition actual, Recognition expected) {
        assertThat(text(actual)).isEqualTo(text(expected));
        for (int i = 0; i < expected.words().size(); i++) {
            RecognizedWord a = actual.words().get(i);
            RecognizedWord e = expected.words().get(i);
            assertThat(a.startMillis()).as("start of word %d", i).isCloseTo(e.startMillis(), within(TIME_TOLERANCE_MILLIS));
            assertThat(a.endMillis()).as("end of word %d", i).isCloseTo(e.endMillis(), within(TIME_TOLERANCE_MILLIS));
        }
    }

    private static Recognition shifted(Recognition recognition, long millis) {
        return new Recognition(recognition.words().stream()
                .map(w -> new RecognizedWord(w.text(), w.startMillis() + millis, w.endMillis() + millis, w.confidence()))
                .toList(), recognition.startMillis() + millis, recognition.endMillis() + millis);
    }

    /** Hands out the bytes in small, mostly odd-sized pieces, like a slow pipe. */
    private static final class TricklingStream extends InputStream {
        private final byte[] bytes;
        private final Random random = new Random(7);
        private int position;

        TricklingStream(byte[] bytes) {
            this.bytes = bytes;
        }

        @Override
        public int read() {
            return position < bytes.length ? bytes[position++] & 0xff : -1;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) {
            if (position >= bytes.length) {
                return -1;
            }
            int n = Math.min(Math.min(length, 1 + 2 * random.nextInt(700)), bytes.length - position);
            System.arraycopy(bytes, position, buffer, offset, n);
            position += n;
            return n;
        }
    }
}
