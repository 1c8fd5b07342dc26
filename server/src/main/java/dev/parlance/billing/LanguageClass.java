package dev.parlance.billing;

/** What a billing row pays for: transcription of English or of another language, or translation. */
public enum LanguageClass {
    ENGLISH, FOREIGN, TRANSLATION
}
