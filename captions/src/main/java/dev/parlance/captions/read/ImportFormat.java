package dev.parlance.captions.read;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The formats add_transcript reads, its {@code format} parameter. */
public enum ImportFormat {
    TEXT, SRT, VTT, DFXP;

    /**
     * The add_transcript {@code format} parameter: text, srt, vtt or dfxp, in any case, as every
     * enumerated value of the API is read.
     *
     * @throws IllegalArgumentException naming the allowed values
     */
    public static ImportFormat parse(String value) {
        if (value != null) {
            String wanted = value.strip().toUpperCase(Locale.ROOT);
            for (ImportFormat format : values()) {
                if (format.name().equals(wanted)) {
                    return format;
                }
            }
        }
        throw new IllegalArgumentException("unknown format '" + value + "'; allowed: "
                + Arrays.stream(values()).map(f -> f.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", ")));
    }
}
