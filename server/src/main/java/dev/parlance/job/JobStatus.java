package dev.parlance.job;

import java.util.Arrays;
import java.util.Optional;

/** Job statuses as clients read them (Title Case). */
public enum JobStatus {
    /** New; may be modified; waits for perform_transcription (and authorization when required). */
    AUTHORIZING("Authorizing"),
    /** Transcription requested, waiting for a worker. */
    PENDING("Pending"),
    /** The pipeline is working on it. */
    IN_PROCESS("In Process"),
    /** Machine pass done; human passes due (PREMIUM, PROFESSIONAL). */
    REVIEWING("Reviewing"),
    /** Final transcript available. */
    COMPLETE("Complete"),
    /** The media could not be fetched or decoded. */
    MEDIA_FAILURE("Media Failure");

    private final String label;

    JobStatus(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /**
     * Parses a client's status (label or constant name, any case). The spec calls the first state
     * "Authorization", so that spelling means {@link #AUTHORIZING} too.
     */
    public static Optional<JobStatus> parse(String s) {
        if (s.trim().equalsIgnoreCase("Authorization")) {
            return Optional.of(AUTHORIZING);
        }
        return Arrays.stream(values())
                .filter(v -> v.label.equalsIgnoreCase(s.trim()) || v.name().equalsIgnoreCase(s.trim().replace(' ', '_')))
                .findFirst();
    }
}
