package dev.parlance.captions.format;

/** Escaping for the XML- and HTML-like formats (DFXP, SAMI, WebVTT, HTML transcripts). */
public final class Markup {
    private Markup() {
    }

    /**
     * Escapes {@code & < >} as entities, enough for element text in XML and HTML and for WebVTT
     * cue text (whose older readers know no other entity), and drops the control characters
     * XML 1.0 forbids.
     */
    public static StringBuilder escapeText(StringBuilder out, String text) {
        return escape(out, text, false);
    }

    /** Like {@link #escapeText} and also escapes {@code "}: for double-quoted attribute values. */
    public static StringBuilder escapeAttribute(StringBuilder out, String text) {
        return escape(out, text, true);
    }

    /**
     * Escapes only {@code &} and {@code <}, all that HTML text needs: for SAMI, whose readers
     * decode few entities (ffmpeg none), so a speaker's {@code >>} stays as written.
     */
    public static StringBuilder escapeHtmlText(StringBuilder out, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '&') {
                out.append("&amp;");
            } else if (c == '<') {
                out.append("&lt;");
            } else if (c >= 0x20 || c == '\t') {
                out.append(c);
            }
        }
        return out;
    }

    public static String escapeText(String text) {
        return escapeText(new StringBuilder(text.length() + 16), text).toString();
    }

    public static String escapeAttribute(String text) {
        return escapeAttribute(new StringBuilder(text.length() + 16), text).toString();
    }

    private static StringBuilder escape(StringBuilder out, String text, boolean quotes) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append(quotes ? "&quot;" : "\"");
                default -> {
                    if ((c >= 0x20 || c == '\t' || c == '\n' || c == '\r') && c != '\uFFFE' && c != '\uFFFF') {
                        out.append(c);
                    }
                }
            }
        }
        return out;
    }
}
