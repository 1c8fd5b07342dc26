package dev.parlance.speech;

import dev.parlance.speech.media.MediaProbe;
import dev.parlance.speech.media.PcmDecoder;
import dev.parlance.speech.vosk.RecognizerPool;
import dev.parlance.speech.vosk.VoskModelLoader;
import dev.parlance.speech.vosk.VoskSpeechRecognizer;
import dev.parlance.system.ParlanceProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.time.Duration;
import java.util.List;

/**
 * The speech engine as beans. Nothing heavy happens here: the model is extracted and loaded by the
 * first recognition, so the API starts in a second.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({SpeechProperties.class, ParlanceProperties.class})
public class SpeechConfiguration {
    /** Where the build puts the English model inside the application. */
    static final String ENGLISH_MODEL = "vosk-model-en-us";
    /** See {@link RecognizerPool}: a fresh recognizer every few hours of audio keeps times exact. */
    static final Duration RECYCLE_RECOGNIZER_AFTER = Duration.ofHours(4);

    @Bean(destroyMethod = "close")
    VoskModelLoader englishModel(ParlanceProperties parlance) {
        return new VoskModelLoader(parlance.dataDir().resolve("models"), ENGLISH_MODEL);
    }

    @Bean(destroyMethod = "close")
    RecognizerPool englishRecognizers(VoskModelLoader englishModel, SpeechProperties speech) {
        return new RecognizerPool(englishModel::model, speech.recognizerCount(),
                RECYCLE_RECOGNIZER_AFTER.toSeconds() * PcmFormat.SAMPLE_RATE);
    }

    @Bean
    VoskSpeechRecognizer englishRecognizer(RecognizerPool englishRecognizers) {
        return new VoskSpeechRecognizer(englishRecognizers, "en");
    }

    @Bean
    SpeechRecognizers speechRecognizers(List<SpeechRecognizer> recognizers) {
        return new SpeechRecognizers(recognizers);
    }

    @Bean
    MediaProbe mediaProbe(SpeechProperties speech) {
        return new MediaProbe(speech.probeTimeout());
    }

    @Bean
    PcmDecoder pcmDecoder(SpeechProperties speech) {
        return new PcmDecoder(speech.decodeStallTimeout());
    }

    @Bean
    MediaTranscriber mediaTranscriber(PcmDecoder pcmDecoder, SpeechRecognizers speechRecognizers) {
        return new MediaTranscriber(pcmDecoder, speechRecognizers);
    }
}
