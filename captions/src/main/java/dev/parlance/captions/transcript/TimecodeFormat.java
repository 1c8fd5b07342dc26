package dev.parlance.captions.transcript;

import dev.parlance.captions.format.ClockTime;

/**
 * The timecode_format pattern: {@code %H} hours, {@code %M} minutes, {@code %S} seconds (two
 * digits each, hours more when needed), {@code %f} milliseconds (three digits), {@code %%} a
 * percent sign; any other text, unknown directives included, is written as given (as Python's
 * strftime does).
 */
public record TimecodeFormat(String pattern) {
    public static final String DEFAULT = "[%H:%M:%S.%f]";

    public TimecodeFormat {
        if (pattern == null) {
            throw new IllegalArgumentException("timecode_format is required");
        }
    }

    public String format(long ms) {
        ClockTime time = ClockTime.of(ms);
        StringBuilder out = new StringBuilder(pattern.length() + 8);
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c != '%' || i + 1 == pattern.length()) {
                out.append(c);
                continue;
            }
            char directive = pattern.charAt(++i);
            switch (directive) {
                case 'H' -> ClockTime.pad(out, time.hours(), 2);
                case 'M' -> ClockTime.pad(out, time.minutes(), 2);
                case 'S' -> ClockTime.pad(out, time.seconds(), 2);
                case 'f' -> ClockTime.pad(out, time.millis(), 3);
                case '%' -> out.append('%');
                default -> out.append('%').append(directive);
            }
        }
        return out.toString();
    }
}
