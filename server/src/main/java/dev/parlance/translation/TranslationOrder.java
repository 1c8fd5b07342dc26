package dev.parlance.translation;

/**
 * One target language of a translation order: the child job that translates into it, and whether
 * this order made it ({@code false}: the job already had a translation into that language).
 */
public record TranslationOrder(String language, String jobId, boolean created) {
    /** "es: created as job X" or "es: already exists as job X", for the translate answer's message. */
    public String describe() {
        return language + (created ? ": created" : ": already exists") + " as job " + jobId;
    }
}
