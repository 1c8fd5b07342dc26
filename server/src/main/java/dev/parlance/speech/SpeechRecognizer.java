package dev.parlance.speech;

import java.io.IOException;
import java.io.InputStream;
import java.util.Collection;
import java.util.List;

/**
 * Turns speech into timed words. One implementation per engine and model; it says which job
 * languages it handles, so other languages and engines plug in beside the English Vosk one.
 * Implementations are thread-safe: each call may run on its own worker thread.
 */
public interface SpeechRecognizer {

    /** Whether this recognizer handles a job language code such as {@code en} or {@code en-gb}. */
    boolean supports(String languageCode);

    /** The language this recognizer is for, as a job code ({@code en}), for people to read. */
    default String language() {
        return "?";
    }

    /**
     * Recognizes a whole stream of 16 kHz mono signed 16-bit little-endian PCM, read to its end.
     *
     * @param pcm16kMono  the audio
     * @param startMillis where in the media the stream begins; every reported time is offset by it
     * @param listener    told about finished utterances and progress as recognition goes; an
     *                    exception it throws ends recognition and propagates
     */
    Recognition recognize(InputStream pcm16kMono, long startMillis, Listener listener) throws IOException;

    default Recognition recognize(InputStream pcm16kMono, Listener listener) throws IOException {
        return recognize(pcm16kMono, 0, listener);
    }

    /**
     * Recognizes a stream in which only these words are expected (what a person typed for it): the
     * engine listens for them alone, which finds where each was said far better than free
     * recognition does. An engine that cannot be restricted recognizes freely.
     *
     * @param words the words as typed, any case; each is listened for wherever it comes
     */
    default Recognition listenFor(InputStream pcm16kMono, long startMillis, Collection<String> words) throws IOException {
        return recognize(pcm16kMono, startMillis, Listener.NONE);
    }

    /** Hears about recognition while it runs (for progress display and checkpoints). */
    interface Listener {
        Listener NONE = new Listener() {
        };

        /** The words of one finished utterance, in media time; every word is reported once, in order. */
        default void onWords(List<RecognizedWord> words) {
        }

        /** The media time up to which audio has been processed; called every quarter second of audio or so. */
        default void onProgress(long mediaMillis) {
        }
    }
}
