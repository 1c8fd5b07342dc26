package dev.parlance.common;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** Timestamps as the v1 API writes them: {@code YYYY-MM-DDThh:mm:ss.ffffff}, UTC, no zone. */
public final class ApiTime {
    private static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS");

    private ApiTime() {
    }

    public static String format(Instant instant) {
        return instant == null ? "" : FORMAT.format(LocalDateTime.ofInstant(instant, ZoneOffset.UTC));
    }
}
