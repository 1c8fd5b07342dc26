package dev.parlance.speech.vosk;

import dev.parlance.speech.PcmFormat;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SpeechRecognizer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Speech recognition with a Vosk model from the {@link RecognizerPool}. Audio goes in as it
 * arrives, in 8 KB chunks (a quarter second); words come out per utterance, when Vosk detects its
 * end, and once more at the end of the stream.
 */
public class VoskSpeechRecognizer implements SpeechRecognizer {
    static final int CHUNK_BYTES = 8 * 1024;
    /** What Vosk writes for a stretch it heard but could not match to a word. */
    private static final String UNKNOWN_WORD = "[unk]";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final RecognizerPool pool;
    private final String language;

    /** @param language the primary language subtag the model is for, such as {@code en} */
    public VoskSpeechRecognizer(RecognizerPool pool, String language) {
        this.pool = pool;
        this.language = language.toLowerCase(Locale.ROOT);
    }

    @Override
    public String language() {
        return language;
    }

    /** The model's language and every regional form of it: {@code en}, {@code en-us}, {@code EN_GB}... */
    @Override
    public boolean supports(String languageCode) {
        if (languageCode == null) {
            return false;
        }
        String code = languageCode.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        return code.equals(language) || code.startsWith(language + "-");
    }

    @Override
    public Recognition recognize(InputStream pcm, long startMillis, Listener listener) throws IOException {
        return run(borrow(), pcm, startMillis, listener);
    }

    /**
     * Listens for the words with a grammar: each word as the model spells it (lower case, letters
     * and apostrophes; a hyphenated word as its parts), and {@code [unk]} for anything else said.
     * Words the model does not know are heard as {@code [unk]}, and so are not found.
     */
    @Override
    public Recognition listenFor(InputStream pcm, long startMillis, Collection<String> words) throws IOException {
        Set<String> vocabulary = new LinkedHashSet<>();
        for (String word : words) {
            for (String part : word.toLowerCase(Locale.ROOT).replace('’', '\'').split("[^\\p{L}']+")) {
                String spelled = part.replaceAll("^'+|'+$", "");
                if (!spelled.isEmpty()) {
                    vocabulary.add(spelled);
                }
            }
        }
        if (vocabulary.isEmpty()) {
            return new Recognition(List.of(), startMillis, startMillis);
        }
        vocabulary.add(UNKNOWN_WORD);
        try {
            return run(pool.borrowListeningFor(JSON.writeValueAsString(vocabulary)), pcm, startMillis, Listener.NONE);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("Interrupted while waiting for a recognizer");
        }
    }

    private Recognition run(PooledRecognizer recognizer, InputStream pcm, long startMillis, Listener listener) throws IOException {
        try (recognizer) {
            Stream stream = new Stream(recognizer, startMillis, listener);
            boolean finished = false;
            try {
                byte[] chunk = new byte[CHUNK_BYTES];
                Dither dither = new Dither();
                int n;
                // readNBytes fills whole chunks, so an odd byte count (half a sample) can only be the
                // very end of the stream, where dropping it is right.
                while ((n = pcm.readNBytes(chunk, 0, chunk.length)) > 0) {
                    int whole = n & ~1;
                    dither.apply(chunk, whole);
                    if (whole > 0 && recognizer.accept(chunk, whole)) {
                        stream.utteranceEnded(recognizer.result());
                    }
                    listener.onProgress(stream.mediaMillis());
                }
                stream.utteranceEnded(recognizer.finalResult());
                finished = true;
                return new Recognition(stream.words, startMillis, stream.mediaMillis());
            } finally {
                if (!finished) {
                    abandon(recognizer);
                }
            }
        }
    }

    private PooledRecognizer borrow() throws InterruptedIOException {
        try {
            return pool.borrow();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("Interrupted while waiting for a recognizer");
        }
    }

    /** Ends the round of a stream that failed half-way, so the recognizer's next stream starts clean. */
    private static void abandon(PooledRecognizer recognizer) {
        try {
            recognizer.finalResult();
        } catch (RuntimeException e) {
            recognizer.markBroken();
        }
    }

    /**
     * A Vosk time as milliseconds since the stream began. Vosk's times are whole frames (30 ms) from
     * the stream's start, plus the recognizer's clock at that start computed in single precision:
     * off by up to a millisecond after hours of use, which made the same clip's times differ from
     * one job to the next. Snapped to the 10 ms grid, they come out the same every time.
     */
    static long sinceStreamStart(double voskSeconds, double clockAtStart) {
        return Math.max(0, Math.round((voskSeconds - clockAtStart) * 100)) * 10;
    }

    /** One stream's bookkeeping: where the recognizer's clock stood when it began, and its words. */
    private static final class Stream {
        private final PooledRecognizer recognizer;
        private final long firstSample;
        private final long startMillis;
        private final Listener listener;
        private final List<RecognizedWord> words = new ArrayList<>();

        Stream(PooledRecognizer recognizer, long startMillis, Listener listener) {
            this.recognizer = recognizer;
            this.firstSample = recognizer.samplesFed();
            this.startMillis = startMillis;
            this.listener = listener;
        }

        long mediaMillis() {
            return startMillis + PcmFormat.samplesToMillis(recognizer.samplesFed() - firstSample);
        }

        void utteranceEnded(String json) {
            List<RecognizedWord> utterance = new ArrayList<>();
            double clockAtStart = (double) firstSample / PcmFormat.SAMPLE_RATE;
            for (JsonNode word : JSON.readTree(json).path("result")) {
                String text = word.path("word").asString("");
                if (text.isBlank() || text.equals(UNKNOWN_WORD)) {
                    continue;
                }
                long start = startMillis + sinceStreamStart(word.path("start").asDouble(), clockAtStart);
                long end = startMillis + sinceStreamStart(word.path("end").asDouble(), clockAtStart);
                utterance.add(new RecognizedWord(text, start, Math.max(start, end), word.path("conf").asDouble(0)));
            }
            if (!utterance.isEmpty()) {
                words.addAll(utterance);
                listener.onWords(List.copyOf(utterance));
            }
        }
    }
}
