package dev.parlance.job;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Turnaround priority; STANDARD when omitted. Default turnarounds: 48 h STANDARD, 24 h PRIORITY. */
public enum Priority {
    ECONOMY, STANDARD, PRIORITY, CRITICAL, HIGH;

    public static Optional<Priority> parse(String s) {
        return Arrays.stream(values()).filter(p -> p.name().equals(s.trim().toUpperCase(Locale.ROOT))).findFirst();
    }

    /**
     * A priority a job may be ordered at (perform_transcription, job/modify): any but HIGH, which
     * only an uplevel accepts.
     */
    public static Optional<Priority> requestable(String s) {
        return parse(s).filter(p -> p != HIGH);
    }
}
