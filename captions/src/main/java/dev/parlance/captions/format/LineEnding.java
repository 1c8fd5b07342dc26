package dev.parlance.captions.format;

import java.util.Locale;

/** The line_ending_format values: what a line break becomes in the delivered file. */
public enum LineEnding {
    UNIX("\n"), WINDOWS("\r\n"), OSX("\r");

    private final String chars;

    LineEnding(String chars) {
        this.chars = chars;
    }

    public String chars() {
        return chars;
    }

    /**
     * Parses a line_ending_format value, ignoring case.
     *
     * @throws IllegalArgumentException when the value is not UNIX, WINDOWS or OSX
     */
    public static LineEnding parse(String value) {
        if (value != null) {
            String wanted = value.strip().toUpperCase(Locale.ROOT);
            for (LineEnding ending : values()) {
                if (ending.name().equals(wanted)) {
                    return ending;
                }
            }
        }
        throw new IllegalArgumentException("Unknown line_ending_format '" + value + "'; allowed: UNIX, WINDOWS, OSX");
    }
}
