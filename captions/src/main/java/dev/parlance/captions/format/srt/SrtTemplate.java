package dev.parlance.captions.format.srt;

import dev.parlance.captions.format.ClockTime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The srt_format template: Python-format-style substitutions {@code {name}} or
 * {@code {name:spec}}, everything else literal. Numbers take the spec {@code d}, a width
 * ({@code 2d}, space-padded) or a zero-padded width ({@code 02d}, {@code 03d}); caption_text takes
 * none or {@code s}. {@code {{} and {@code }}} are literal braces, as in Python. A line break is
 * written as the two characters backslash-n (or backslash-backslash-n, when a client escaped the
 * parameter twice). Parsed once; rendering a cue is a walk over the parts.
 */
public final class SrtTemplate {
    /** The block layout used when srt_format is not given. */
    public static final String DEFAULT = "{caption_number:d}\\n"
            + "{start_hour:02d}:{start_minute:02d}:{start_second:02d},{start_millisecond:03d} --> "
            + "{end_hour:02d}:{end_minute:02d}:{end_second:02d},{end_millisecond:03d}\\n{caption_text}\\n\\n";

    private static final Pattern NUMBER_SPEC = Pattern.compile("(0?)(\\d*)d");
    private static final Pattern ESCAPED_NEWLINE = Pattern.compile("\\\\{1,2}n");

    /** The substitution names; the lower-case enum name is the name in the template. */
    enum Field {
        CAPTION_NUMBER, START_HOUR, START_MINUTE, START_SECOND, START_MILLISECOND,
        END_HOUR, END_MINUTE, END_SECOND, END_MILLISECOND, CAPTION_TEXT;

        final String templateName = name().toLowerCase(Locale.ROOT);
    }

    private sealed interface Part permits Literal, Substitution {
    }

    private record Literal(String text) implements Part {
    }

    private record Substitution(Field field, int width, boolean zeroPad) implements Part {
    }

    private final String source;
    private final List<Part> parts;

    private SrtTemplate(String source, List<Part> parts) {
        this.source = source;
        this.parts = List.copyOf(parts);
    }

    /**
     * Parses a template.
     *
     * @throws IllegalArgumentException naming the problem (unknown name, bad spec, unbalanced brace)
     */
    public static SrtTemplate parse(String template) {
        if (template == null) {
            throw new IllegalArgumentException("srt_format is required");
        }
        String text = ESCAPED_NEWLINE.matcher(template).replaceAll("\n");
        List<Part> parts = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '{' && i + 1 < text.length() && text.charAt(i + 1) == '{') {
                literal.append('{');
                i += 2;
            } else if (c == '}' && i + 1 < text.length() && text.charAt(i + 1) == '}') {
                literal.append('}');
                i += 2;
            } else if (c == '}') {
                throw new IllegalArgumentException("srt_format has a single '}' at position " + i
                        + " (write '}}' for a literal brace)");
            } else if (c == '{') {
                int close = text.indexOf('}', i);
                if (close < 0) {
                    throw new IllegalArgumentException("srt_format has an unclosed '{' at position " + i);
                }
                if (!literal.isEmpty()) {
                    parts.add(new Literal(literal.toString()));
                    literal.setLength(0);
                }
                parts.add(substitution(text.substring(i + 1, close)));
                i = close + 1;
            } else {
                literal.append(c);
                i++;
            }
        }
        if (!literal.isEmpty()) {
            parts.add(new Literal(literal.toString()));
        }
        return new SrtTemplate(template, parts);
    }

    private static Substitution substitution(String body) {
        int colon = body.indexOf(':');
        String name = (colon < 0 ? body : body.substring(0, colon)).strip();
        String spec = colon < 0 ? "" : body.substring(colon + 1).strip();
        Field field = Arrays.stream(Field.values()).filter(f -> f.templateName.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("srt_format uses the unknown name '" + name
                        + "'; allowed: " + Arrays.stream(Field.values()).map(f -> f.templateName)
                        .collect(Collectors.joining(", "))));
        if (field == Field.CAPTION_TEXT) {
            if (!spec.isEmpty() && !spec.equals("s")) {
                throw new IllegalArgumentException("srt_format: caption_text takes no number format, got '" + spec + "'");
            }
            return new Substitution(field, 0, false);
        }
        if (spec.isEmpty()) {
            return new Substitution(field, 0, false);
        }
        Matcher number = NUMBER_SPEC.matcher(spec);
        if (!number.matches()) {
            throw new IllegalArgumentException("srt_format: unsupported format '" + spec + "' for " + name
                    + "; use d, 02d or 03d");
        }
        int width = number.group(2).isEmpty() ? 0 : Integer.parseInt(number.group(2));
        if (width > 20) {
            throw new IllegalArgumentException("srt_format: width " + width + " for " + name + " is too large");
        }
        return new Substitution(field, width, !number.group(1).isEmpty());
    }

    /** The template as given. */
    public String source() {
        return source;
    }

    /** Appends one block: the caption number (from 1), its times and its lines joined by line breaks. */
    void render(StringBuilder out, int captionNumber, long startMs, long endMs, String captionText) {
        ClockTime start = null;
        ClockTime end = null;
        for (Part part : parts) {
            if (part instanceof Literal literal) {
                out.append(literal.text());
                continue;
            }
            Substitution s = (Substitution) part;
            if (s.field() == Field.CAPTION_TEXT) {
                out.append(captionText);
                continue;
            }
            if (start == null) {
                start = ClockTime.of(startMs);
                end = ClockTime.of(endMs);
            }
            long value = switch (s.field()) {
                case CAPTION_NUMBER -> captionNumber;
                case START_HOUR -> start.hours();
                case START_MINUTE -> start.minutes();
                case START_SECOND -> start.seconds();
                case START_MILLISECOND -> start.millis();
                case END_HOUR -> end.hours();
                case END_MINUTE -> end.minutes();
                case END_SECOND -> end.seconds();
                case END_MILLISECOND -> end.millis();
                case CAPTION_TEXT -> throw new AssertionError();
            };
            if (s.zeroPad()) {
                ClockTime.pad(out, value, s.width());
            } else {
                String digits = Long.toString(value);
                for (int i = digits.length(); i < s.width(); i++) {
                    out.append(' ');
                }
                out.append(digits);
            }
        }
    }

    @Override
    public String toString() {
        return source;
    }
}
