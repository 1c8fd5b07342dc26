package dev.parlance.speech;

import dev.parlance.speech.vosk.RecognizerPool;
import dev.parlance.speech.vosk.VoskModelLoader;
import dev.parlance.speech.vosk.VoskSpeechRecognizer;

import java.nio.file.Path;

/**
 * The real English model, extracted and loaded once per test JVM (300 MB, a few seconds), shared by
 * the tests that recognize speech.
 */
public final class TestSpeechEngine {
    private static final VoskModelLoader MODEL = new VoskModelLoader(modelsDir(), "vosk-model-en-us");

    private TestSpeechEngine() {
    }

    public static VoskModelLoader model() {
        return MODEL;
    }

    /** A pool of its own, so a test can reason about which recognizer it gets. */
    public static RecognizerPool pool(int size, long recycleAfterSamples) {
        return new RecognizerPool(MODEL::model, size, recycleAfterSamples);
    }

    public static VoskSpeechRecognizer recognizer(RecognizerPool pool) {
        return new VoskSpeechRecognizer(pool, "en");
    }

    /** Under the build folder: reused by later test runs (the marker says it is current), gone with {@code mvn clean}. */
    private static Path modelsDir() {
        return Path.of("target", "test-models").toAbsolutePath();
    }
}
