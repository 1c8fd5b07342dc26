package dev.parlance.speech;

/** No recognizer handles the job's language; the API reports it when transcription is requested. */
public class UnsupportedLanguageException extends RuntimeException {
    private final String languageCode;

    public UnsupportedLanguageException(String languageCode) {
        super("Mechanical transcription is not available for language '" + languageCode + "'");
        this.languageCode = languageCode;
    }

    public String languageCode() {
        return languageCode;
    }
}
