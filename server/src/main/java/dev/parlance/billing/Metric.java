package dev.parlance.billing;

import dev.parlance.job.Fidelity;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The metrics of an aggregate_statistics block, in billable minutes. Every billing record counts
 * toward the total, toward exactly one fidelity and toward exactly one language class, so
 * total = mechanical + premium + professional = foreign + English + translation, as the spec states.
 * Audio description minutes are the exception: they count toward their own metric only, which the
 * spec does not list and which is given when asked for by name, so those relations hold unchanged.
 */
public enum Metric {
    TOTAL("billable_minutes_total"),
    MECHANICAL("billable_minutes_mechanical"),
    PREMIUM("billable_minutes_premium"),
    PROFESSIONAL("billable_minutes_professional"),
    FOREIGN_TRANSCRIPTION("billable_minutes_foreign_transcription"),
    TRANSLATION("billable_minutes_translation"),
    ENGLISH_TRANSCRIPTION("billable_minutes_english_transcription"),
    /** Minutes of media described for blind viewers (option {@code audio_description}); not in the spec's list, an addition. */
    AUDIO_DESCRIPTION("billable_minutes_audio_description");

    private final String apiName;

    Metric(String apiName) {
        this.apiName = apiName;
    }

    public String apiName() {
        return apiName;
    }

    /** Whether minutes billed for this fidelity and language class count toward this metric. */
    boolean counts(Fidelity fidelity, LanguageClass languageClass) {
        return switch (this) {
            case TOTAL -> languageClass != LanguageClass.DESCRIPTION;
            case MECHANICAL -> fidelity == Fidelity.MECHANICAL && languageClass != LanguageClass.DESCRIPTION;
            case PREMIUM -> fidelity == Fidelity.PREMIUM && languageClass != LanguageClass.DESCRIPTION;
            case PROFESSIONAL -> fidelity == Fidelity.PROFESSIONAL && languageClass != LanguageClass.DESCRIPTION;
            case FOREIGN_TRANSCRIPTION -> languageClass == LanguageClass.FOREIGN;
            case TRANSLATION -> languageClass == LanguageClass.TRANSLATION;
            case ENGLISH_TRANSCRIPTION -> languageClass == LanguageClass.ENGLISH;
            case AUDIO_DESCRIPTION -> languageClass == LanguageClass.DESCRIPTION;
        };
    }

    /** The metrics the spec lists, given when none is asked for by name. */
    public static List<Metric> specified() {
        return Arrays.stream(values()).filter(m -> m != AUDIO_DESCRIPTION).toList();
    }

    /** A metric by its API name, in any case. */
    public static Optional<Metric> parse(String name) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(m -> m.apiName.equals(wanted)).findFirst();
    }
}
