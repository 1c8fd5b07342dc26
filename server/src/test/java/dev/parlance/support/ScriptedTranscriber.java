package dev.parlance.support;

import dev.parlance.speech.MediaTranscriber;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SectionPlan;
import dev.parlance.speech.SignalMeter;
import dev.parlance.speech.SpeechRecognizer;
import dev.parlance.speech.SpeechRecognizers;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.PcmDecoder;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Speech recognition as a step test wants it: instant, and saying what the test tells it to. Unless
 * told otherwise it hears one word in each stretch it is asked for, named after where it lies
 * ("w65500": 500 ms into the section that begins at 65 s), and it remembers every stretch asked for.
 * The speakers pass is the real one (ffmpeg and the speaker detector, no speech model).
 */
public final class ScriptedTranscriber extends MediaTranscriber {

    /** One call: the stretch of media asked for, with the decode overlaps. */
    public record Stretch(long startMillis, long endMillis) {
        /** Where the section proper begins: the decode starts an overlap before it, except at the start of the media. */
        public long sectionStartMillis() {
            return startMillis == 0 ? 0 : startMillis + SectionPlan.OVERLAP_MILLIS;
        }
    }

    /** What to answer for a stretch; may also report progress or throw. */
    @FunctionalInterface
    public interface Answer {
        DecodeResult<Recognition> answer(Stretch stretch, SpeechRecognizer.Listener listener) throws IOException;
    }

    /** The default: one word half a second into the section. */
    public static final Answer ONE_WORD_PER_SECTION = (stretch, listener) -> {
        long at = stretch.sectionStartMillis() + 500;
        return new DecodeResult.Decoded<>(new Recognition(List.of(new RecognizedWord("w" + at, at, at + 300, 1.0)),
                stretch.startMillis(), at + 300), 0);
    };

    private final List<Stretch> asked = new CopyOnWriteArrayList<>();
    private volatile Answer answer = ONE_WORD_PER_SECTION;

    ScriptedTranscriber(PcmDecoder decoder, SpeechRecognizers recognizers) {
        super(decoder, recognizers);
    }

    /** From now on, answers so. */
    public void answer(Answer answer) {
        this.answer = answer;
    }

    /** The stretches asked for so far, in order. */
    public List<Stretch> asked() {
        return List.copyOf(asked);
    }

    /** Back to one word per section, nothing asked yet. */
    public void reset() {
        answer = ONE_WORD_PER_SECTION;
        asked.clear();
    }

    @Override
    public DecodeResult<Recognition> transcribe(Path media, String languageCode, long startMillis, long endMillis,
                                                SpeechRecognizer.Listener listener, SignalMeter meter) throws IOException {
        Stretch stretch = new Stretch(startMillis, endMillis);
        asked.add(stretch);
        return answer.answer(stretch, listener);
    }

    /** Replaces the application's transcriber for every step test (one context for all of them). */
    @TestConfiguration(proxyBeanMethods = false)
    public static class Config {
        @Bean
        @Primary
        ScriptedTranscriber scriptedTranscriber(PcmDecoder decoder, SpeechRecognizers recognizers) {
            return new ScriptedTranscriber(decoder, recognizers);
        }
    }
}
