package dev.parlance.captions.read;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The timestamps of SRT and WebVTT timing lines, read strictly, and times written back in messages. */
final class CueTimes {
    /** SRT: hours (any number of digits), minutes, seconds, a comma (or a point, as many tools write) and milliseconds. */
    private static final Pattern SRT = Pattern.compile("(\\d+):([0-5]\\d):([0-5]\\d)[,.](\\d{3})");
    /** WebVTT: hours optional (two digits or more), minutes, seconds, a point and milliseconds. */
    private static final Pattern VTT = Pattern.compile("(?:(\\d{2,}):)?([0-5]\\d):([0-5]\\d)\\.(\\d{3})");
    private static final long MAX_HOURS = 1_000_000;

    private CueTimes() {
    }

    static long srt(String text, int line, String which) {
        return parse(SRT, text, line, which, "hh:mm:ss,mmm such as 00:01:02,500");
    }

    static long vtt(String text, int line, String which) {
        return parse(VTT, text, line, which, "mm:ss.mmm or hh:mm:ss.mmm such as 00:01:02.500");
    }

    private static long parse(Pattern pattern, String text, int line, String which, String expected) {
        Matcher m = pattern.matcher(text);
        if (!m.matches()) {
            throw new TranscriptFileException(line, "malformed " + which + " time '" + text + "'; expected " + expected);
        }
        String hoursText = m.group(1);
        long hours = hoursText == null ? 0 : hoursText.length() > 7 ? Long.MAX_VALUE : Long.parseLong(hoursText);
        if (hours > MAX_HOURS) {
            throw new TranscriptFileException(line, which + " time '" + text + "' is out of range");
        }
        return ((hours * 60 + Long.parseLong(m.group(2))) * 60 + Long.parseLong(m.group(3))) * 1000
                + Long.parseLong(m.group(4));
    }

    /** {@code 01:02:03.045}, the form messages show times in. */
    static String format(long ms) {
        return String.format("%02d:%02d:%02d.%03d", ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000);
    }
}
