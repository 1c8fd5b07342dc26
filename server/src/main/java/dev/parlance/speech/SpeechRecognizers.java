package dev.parlance.speech;

import java.util.List;

/** Every recognizer the server has, chosen by job language. */
public class SpeechRecognizers {
    private final List<SpeechRecognizer> recognizers;

    public SpeechRecognizers(List<SpeechRecognizer> recognizers) {
        this.recognizers = List.copyOf(recognizers);
    }

    public boolean supports(String languageCode) {
        return recognizers.stream().anyMatch(r -> r.supports(languageCode));
    }

    /** The languages recognized here, as job codes, sorted. */
    public List<String> languages() {
        return recognizers.stream().map(SpeechRecognizer::language).distinct().sorted().toList();
    }

    /** The recognizer for a language; {@link UnsupportedLanguageException} when there is none. */
    public SpeechRecognizer forLanguage(String languageCode) {
        return recognizers.stream()
                .filter(r -> r.supports(languageCode))
                .findFirst()
                .orElseThrow(() -> new UnsupportedLanguageException(languageCode));
    }
}
