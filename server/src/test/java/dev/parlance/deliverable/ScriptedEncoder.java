package dev.parlance.deliverable;

import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * The encoder of the step tests: the real ffmpeg encode unless a test scripts another ending (a
 * failure, progress reported at a chosen moment, something happening mid-encode). The real
 * encoder reports progress only every half second, which a short test encode never reaches.
 */
public final class ScriptedEncoder extends Encoder {

    /** What an encode does instead; {@code real} runs the actual ffmpeg encode. */
    @FunctionalInterface
    public interface Answer {
        Result encode(List<String> arguments, Path media, double expectedSeconds, IntConsumer progress, Answer real);
    }

    private final Answer real = (arguments, media, seconds, progress, unused) -> super.encode(arguments, media, seconds, progress);
    private volatile Answer answer = real;

    ScriptedEncoder() {
        super(Duration.ofMinutes(2));
    }

    /** From now on, encodes so. */
    public void answer(Answer answer) {
        this.answer = answer;
    }

    /** Back to the real encode. */
    public void reset() {
        answer = real;
    }

    @Override
    public Result encode(List<String> arguments, Path media, double expectedSeconds, IntConsumer progress) {
        return answer.encode(arguments, media, expectedSeconds, progress, real);
    }

    /** Replaces the application's encoder for every step test (one context for all of them). */
    @TestConfiguration(proxyBeanMethods = false)
    public static class Config {
        @Bean
        @Primary
        ScriptedEncoder scriptedEncoder() {
            return new ScriptedEncoder();
        }
    }
}
