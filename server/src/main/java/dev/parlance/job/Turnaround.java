package dev.parlance.job;

import dev.parlance.common.ApiException;

import java.time.Duration;

/**
 * Priority and turnaround together. Defaults: 168 h ECONOMY, 48 h STANDARD, 24 h PRIORITY, 12 h
 * CRITICAL (the spec names the middle two; the others follow the same ladder). A turnaround shorter
 * than the chosen priority's default silently raises the priority one step, as the spec's example
 * says (16 hours with STANDARD becomes PRIORITY).
 */
public record Turnaround(Priority priority, int hours) {
    static final int MAX_HOURS = JobService.MAX_TURNAROUND_HOURS;

    public static Turnaround of(Priority requested, Long requestedHours) {
        Priority priority = requested == null ? Priority.STANDARD : requested;
        if (requestedHours == null) {
            return new Turnaround(priority, defaultHours(priority));
        }
        if (requestedHours < 1 || requestedHours > MAX_HOURS) {
            throw ApiException.invalid("turnaround_hours", "must be between 1 and " + MAX_HOURS + ", got " + requestedHours);
        }
        int hours = requestedHours.intValue();
        return new Turnaround(hours < defaultHours(priority) ? raised(priority) : priority, hours);
    }

    public Duration duration() {
        return Duration.ofHours(hours);
    }

    static int defaultHours(Priority p) {
        return switch (p) {
            case ECONOMY -> 168;
            case STANDARD -> 48;
            case PRIORITY -> 24;
            case CRITICAL, HIGH -> 12;
        };
    }

    private static Priority raised(Priority p) {
        return switch (p) {
            case ECONOMY -> Priority.STANDARD;
            case STANDARD -> Priority.PRIORITY;
            case PRIORITY, CRITICAL, HIGH -> Priority.CRITICAL;
        };
    }
}
