package dev.parlance.job;

import java.util.Locale;
import java.util.Optional;

/**
 * Transcription fidelity. Requests say MECHANICAL, PREMIUM, PROFESSIONAL (legacy STANDARD, HIGH),
 * or EXTERNAL for imported transcripts; Job Info reports MECHANICAL, STANDARD, HIGH, EXTERNAL.
 */
public enum Fidelity {
    MECHANICAL("MECHANICAL"), PREMIUM("STANDARD"), PROFESSIONAL("HIGH"), EXTERNAL("EXTERNAL");

    private final String reported;

    Fidelity(String reported) {
        this.reported = reported;
    }

    public String reported() {
        return reported;
    }

    public static Optional<Fidelity> parse(String s) {
        return switch (s.trim().toUpperCase(Locale.ROOT)) {
            case "MECHANICAL" -> Optional.of(MECHANICAL);
            case "PREMIUM", "STANDARD" -> Optional.of(PREMIUM);
            case "PROFESSIONAL", "HIGH" -> Optional.of(PROFESSIONAL);
            case "EXTERNAL" -> Optional.of(EXTERNAL);
            default -> Optional.empty();
        };
    }

    /**
     * A fidelity a client may order (perform_transcription, job/modify): any but EXTERNAL, which
     * only an imported transcript gives a job.
     */
    public static Optional<Fidelity> requestable(String s) {
        return parse(s).filter(f -> f != EXTERNAL);
    }
}
