package dev.parlance.job;

import java.util.Arrays;
import java.util.Optional;

/** How hard the media is to transcribe, as Job Info reports it; a new job is {@code Unknown}. */
public enum JobDifficulty {
    GOOD("Good"), BAD("Bad"), UNKNOWN("Unknown");

    private final String label;

    JobDifficulty(String label) {
        this.label = label;
    }

    /** The stored and reported spelling. */
    public String label() {
        return label;
    }

    public static Optional<JobDifficulty> parse(String s) {
        return Arrays.stream(values()).filter(d -> d.label.equalsIgnoreCase(s.trim())).findFirst();
    }
}
