package dev.parlance.speech;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

import java.time.Duration;

/**
 * Speech settings ({@code parlance.speech.*}, or {@code PARLANCE_SPEECH_*} in the environment).
 *
 * @param recognizers        recognizers that run at once (each uses one core and ~50 MB next to the
 *                           shared 300 MB model); 0 means one per processor
 * @param probeTimeout       longest ffprobe may take for one file
 * @param decodeStallTimeout ffmpeg is killed when it produces no audio for this long
 */
@ConfigurationProperties("parlance.speech")
public record SpeechProperties(
        @DefaultValue("0") int recognizers,
        @DefaultValue("60s") Duration probeTimeout,
        @DefaultValue("2m") Duration decodeStallTimeout) {

    public int recognizerCount() {
        return recognizers > 0 ? recognizers : Runtime.getRuntime().availableProcessors();
    }
}
