package dev.parlance.speech;

import dev.parlance.speech.vosk.RecognizerPool;
import dev.parlance.speech.vosk.VoskModelLoader;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The speech beans alone, without the web application or a database. */
@Tag("no-database")
class SpeechConfigurationTest {
    @TempDir
    Path data;

    private ApplicationContextRunner runner() {
        return new ApplicationContextRunner()
                .withUserConfiguration(SpeechConfiguration.class)
                .withPropertyValues("parlance.data-dir=" + data);
    }

    @Test
    void oneRecognizerPerProcessorByDefault() {
        runner().run(context -> assertThat(context.getBean(RecognizerPool.class).size())
                .isEqualTo(Runtime.getRuntime().availableProcessors()));
    }

    @Test
    void theRecognizerCountIsASetting() {
        runner().withPropertyValues("parlance.speech.recognizers=3")
                .run(context -> assertThat(context.getBean(RecognizerPool.class).size()).isEqualTo(3));
    }

    @Test
    void timeoutsAreSettings() {
        runner().withPropertyValues("parlance.speech.probe-timeout=5s", "parlance.speech.decode-stall-timeout=7s")
                .run(context -> {
                    SpeechProperties speech = context.getBean(SpeechProperties.class);
                    assertThat(speech.probeTimeout()).hasSeconds(5);
                    assertThat(speech.decodeStallTimeout()).hasSeconds(7);
                });
    }

    @Test
    void startingDoesNotTouchTheModel() {
        runner().run(context -> {
            assertThat(context.getBean(VoskModelLoader.class).isLoaded()).isFalse();
            assertThat(data.resolve("models")).doesNotExist();
        });
    }

    @Test
    void englishIsRecognizedAndOtherLanguagesAreRefusedClearly() {
        runner().run(context -> {
            SpeechRecognizers recognizers = context.getBean(SpeechRecognizers.class);
            assertThat(recognizers.supports("en-us")).isTrue();
            assertThat(recognizers.supports("fr")).isFalse();
            assertThat(recognizers.languages()).containsExactly("en");
            assertThatThrownBy(() -> recognizers.forLanguage("de"))
                    .isInstanceOf(UnsupportedLanguageException.class)
                    .hasMessage("Mechanical transcription is not available for language 'de'");
        });
    }
}
