package dev.parlance.billing;

/**
 * What a billing row pays for: transcription of English or of another language, translation, or
 * audio description (stored as DESCRIPTION: the column holds 16 characters).
 */
public enum LanguageClass {
    ENGLISH, FOREIGN, TRANSLATION, DESCRIPTION
}
