package dev.parlance.captions.read;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * TTML time expressions, as {@code begin}, {@code end} and {@code dur} carry them: clock time
 * ({@code 00:00:01.500}, {@code 00:00:01:12} with frames, {@code 00:00:01:12.1} with sub-frames)
 * and offset time ({@code 1.5s}, {@code 1500ms}, {@code 2m}, {@code 1h}, {@code 36f} frames,
 * {@code 15000t} ticks), with the document's frame and tick rates ({@code ttp:frameRate},
 * {@code ttp:subFrameRate}, {@code ttp:frameRateMultiplier}, {@code ttp:tickRate}; TTML's defaults
 * 30 frames a second, and ticks at the frame rate when one is given, else one a second).
 */
record TtmlTime(BigDecimal frameRate, BigDecimal multiplierNumerator, BigDecimal multiplierDenominator,
                BigDecimal subFrameRate, BigDecimal tickRate) {
    private static final Pattern CLOCK = Pattern.compile("(\\d{2,}):(\\d{2}):(\\d{2})(?:(\\.\\d+)|:(\\d{2,})(?:\\.(\\d+))?)?");
    private static final Pattern OFFSET = Pattern.compile("(\\d+(?:\\.\\d+)?)(h|ms|m|s|f|t)");
    private static final BigDecimal THOUSAND = BigDecimal.valueOf(1000);
    private static final BigDecimal MAX_MS = BigDecimal.valueOf(1_000_000L * 3_600_000L);

    static final TtmlTime DEFAULTS = new TtmlTime(BigDecimal.valueOf(30), BigDecimal.ONE, BigDecimal.ONE, BigDecimal.ONE,
            BigDecimal.ONE);

    /**
     * The rates from the root element's parameter attributes as written (null when absent).
     *
     * @throws TranscriptFileException when one is not a positive number
     */
    static TtmlTime of(String frameRate, String subFrameRate, String multiplier, String tickRate, int line) {
        BigDecimal frames = frameRate == null ? BigDecimal.valueOf(30) : positive("ttp:frameRate", frameRate, line);
        BigDecimal numerator = BigDecimal.ONE;
        BigDecimal denominator = BigDecimal.ONE;
        if (multiplier != null) {
            String[] parts = multiplier.strip().split("\\s+");
            if (parts.length != 2) {
                throw new TranscriptFileException(line, "ttp:frameRateMultiplier '" + multiplier
                        + "' is not two numbers such as '1000 1001'");
            }
            numerator = positive("ttp:frameRateMultiplier", parts[0], line);
            denominator = positive("ttp:frameRateMultiplier", parts[1], line);
        }
        BigDecimal sub = subFrameRate == null ? BigDecimal.ONE : positive("ttp:subFrameRate", subFrameRate, line);
        BigDecimal ticks = tickRate != null ? positive("ttp:tickRate", tickRate, line)
                : frameRate != null ? frames.multiply(numerator).multiply(sub).divide(denominator, 20, RoundingMode.HALF_EVEN)
                : BigDecimal.ONE;
        return new TtmlTime(frames, numerator, denominator, sub, ticks);
    }

    private static BigDecimal positive(String name, String value, int line) {
        try {
            BigDecimal number = new BigDecimal(value.strip());
            if (number.signum() > 0) {
                return number;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new TranscriptFileException(line, name + " '" + value + "' is not a positive number");
    }

    /** Milliseconds, rounded to the nearest. */
    long millis(String text, int line, String attribute) {
        String value = text.strip();
        Matcher clock = CLOCK.matcher(value);
        BigDecimal ms;
        if (clock.matches()) {
            int minutes = Integer.parseInt(clock.group(2));
            int seconds = Integer.parseInt(clock.group(3));
            if (minutes > 59 || seconds > 59) {
                throw malformed(value, line, attribute);
            }
            ms = new BigDecimal(clock.group(1)).multiply(BigDecimal.valueOf(3_600_000))
                    .add(BigDecimal.valueOf(minutes * 60_000L + seconds * 1000L));
            if (clock.group(4) != null) {
                ms = ms.add(new BigDecimal("0" + clock.group(4)).multiply(THOUSAND));
            } else if (clock.group(5) != null) {
                BigDecimal frames = new BigDecimal(clock.group(5));
                if (frames.compareTo(frameRate) >= 0) {
                    throw new TranscriptFileException(line, attribute + " time '" + value + "' has frame "
                            + frames + ", past the frame rate of " + frameRate.stripTrailingZeros().toPlainString());
                }
                if (clock.group(6) != null) {
                    frames = frames.add(new BigDecimal(clock.group(6)).divide(subFrameRate, 12, RoundingMode.HALF_EVEN));
                }
                ms = ms.add(framesToMillis(frames));
            }
        } else {
            Matcher offset = OFFSET.matcher(value);
            if (!offset.matches()) {
                throw malformed(value, line, attribute);
            }
            BigDecimal count = new BigDecimal(offset.group(1));
            ms = switch (offset.group(2)) {
                case "h" -> count.multiply(BigDecimal.valueOf(3_600_000));
                case "m" -> count.multiply(BigDecimal.valueOf(60_000));
                case "s" -> count.multiply(THOUSAND);
                case "ms" -> count;
                case "f" -> framesToMillis(count);
                default -> count.multiply(THOUSAND).divide(tickRate, 12, RoundingMode.HALF_EVEN);
            };
        }
        if (ms.compareTo(MAX_MS) > 0) {
            throw new TranscriptFileException(line, attribute + " time '" + value + "' is out of range");
        }
        return ms.setScale(0, RoundingMode.HALF_UP).longValueExact();
    }

    /** Frames at the effective rate (frame rate times its multiplier), kept as a fraction so 29.97 fps rounds right. */
    private BigDecimal framesToMillis(BigDecimal frames) {
        return frames.multiply(THOUSAND).multiply(multiplierDenominator)
                .divide(frameRate.multiply(multiplierNumerator), 12, RoundingMode.HALF_EVEN);
    }

    private static TranscriptFileException malformed(String value, int line, String attribute) {
        return new TranscriptFileException(line, "malformed " + attribute + " time '" + value
                + "'; expected a clock time such as 00:00:01.500 or an offset such as 1.5s or 1500ms");
    }
}
