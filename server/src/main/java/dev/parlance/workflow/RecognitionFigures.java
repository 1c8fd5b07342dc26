package dev.parlance.workflow;

import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Metrics;

/**
 * Recognition's figures for the operator (docs/deploy.md, metrics): the audio recognized
 * ({@code parlance_recognition_audio_seconds_total}) and each section's real-time factor, audio
 * seconds per wall-clock second of decoding and recognizing it ({@code parlance_recognition_realtime_factor}).
 */
final class RecognitionFigures {
    private RecognitionFigures() {
    }

    static void record(long audioMillis, long elapsedNanos) {
        double audioSeconds = audioMillis / 1000.0;
        Metrics.counter("parlance.recognition.audio.seconds").increment(audioSeconds);
        if (elapsedNanos > 0) {
            DistributionSummary.builder("parlance.recognition.realtime.factor")
                    .description("audio seconds recognized per wall-clock second, per section")
                    .register(Metrics.globalRegistry)
                    .record(audioSeconds / (elapsedNanos / 1e9));
        }
    }
}
