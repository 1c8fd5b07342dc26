package dev.parlance.captions.read;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A cue's text as written, without its markup: the cue's lines joined by a space, tags taken out
 * (SRT's {@code <i> <b> <u> <font>} and {@code {\an8}} positions; WebVTT's {@code <c> <i> <b> <u>
 * <lang> <ruby>} and timestamps, with {@code <rt>} ruby readings dropped), character references
 * decoded, runs of spaces made one. Sound tags such as {@code [MUSIC]} are words as written here.
 */
final class CueMarkup {
    private static final Pattern ASS_OVERRIDE = Pattern.compile("\\{\\\\[^}]*}");
    /** In SRT a {@code <} that starts no tag ("a < b") is text. */
    private static final Pattern SRT_TAG = Pattern.compile("</?[A-Za-z][^<>]*>");
    private static final Pattern VTT_TAG = Pattern.compile("<[^>]*>");
    private static final Pattern VTT_RUBY_TEXT = Pattern.compile("<rt(?:[.\\s][^>]*)?>.*?(?:</rt>|(?=</ruby>)|$)");
    private static final Pattern VTT_VOICE = Pattern.compile("<v(?:\\.[^\\s>]*)?(?:[ \\t]+([^>]*))?>");
    private static final Pattern REFERENCE = Pattern.compile("&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z]+);");
    private static final Pattern SPACES = Pattern.compile("[\\s\\u00A0\\u2007\\u202F]+");

    /** Cue text and the voice its WebVTT markup names (null when none). */
    record Voiced(String speaker, String text) {
    }

    private CueMarkup() {
    }

    static String srt(String joined) {
        String text = joined.indexOf('{') < 0 ? joined : ASS_OVERRIDE.matcher(joined).replaceAll("");
        text = text.indexOf('<') < 0 ? text : SRT_TAG.matcher(text).replaceAll("");
        return collapse(decode(text));
    }

    /** The first {@code <v Name>} of the cue names its speaker (a cue has one; later voices' words are kept). */
    static Voiced vtt(String joined) {
        Matcher voice = VTT_VOICE.matcher(joined);
        String speaker = null;
        if (voice.find() && voice.group(1) != null) {
            String name = collapse(decode(voice.group(1)));
            speaker = name.isEmpty() ? null : name;
        }
        String text = VTT_TAG.matcher(VTT_RUBY_TEXT.matcher(joined).replaceAll("")).replaceAll("");
        return new Voiced(speaker, collapse(decode(text)));
    }

    /** One line, single spaces, no space at either end. */
    static String collapse(String text) {
        return SPACES.matcher(text).replaceAll(" ").strip();
    }

    /** The character references HTML-minded caption tools write; an unknown name stays as written. */
    static String decode(String text) {
        if (text.indexOf('&') < 0) {
            return text;
        }
        Matcher m = REFERENCE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(character(m.group(1)).orElse(m.group())));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static Optional<String> character(String name) {
        if (name.startsWith("#")) {
            boolean hex = name.length() > 1 && (name.charAt(1) == 'x' || name.charAt(1) == 'X');
            int code = Integer.parseInt(name.substring(hex ? 2 : 1), hex ? 16 : 10);
            return Character.isValidCodePoint(code) && code != 0 && (code < 0xD800 || code > 0xDFFF)
                    ? Optional.of(Character.toString(code)) : Optional.empty();
        }
        return Optional.ofNullable(switch (name) {
            case "amp" -> "&";
            case "lt" -> "<";
            case "gt" -> ">";
            case "quot" -> "\"";
            case "apos" -> "'";
            case "nbsp" -> " ";
            case "lrm", "rlm" -> "";
            default -> null;
        });
    }
}
