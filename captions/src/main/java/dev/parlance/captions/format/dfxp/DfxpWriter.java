package dev.parlance.captions.format.dfxp;

import dev.parlance.captions.format.CaptionWriter;
import dev.parlance.captions.format.ClockTime;
import dev.parlance.captions.format.CueLines;
import dev.parlance.captions.format.Markup;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * DFXP, the W3C Timed Text Markup Language 1 (TTML1) profile: a {@code tt} root in the TTML
 * namespace with {@code xml:lang}, a head (ours: metadata, one style and a bottom region; or the
 * dfxp_header), and one {@code <p begin end>} per cue with {@code <br/>} between lines. Times are
 * media clock times {@code HH:MM:SS.mmm}. Sound-only cues are set in italics inline, so they need
 * no style from the head (which a custom header may not define). Written as text, not through a
 * DOM: thousands of cues stay fast, and the custom header is kept as the client wrote it.
 */
public final class DfxpWriter implements CaptionWriter {
    private static final String STYLE_ID = "caption";
    private static final String REGION_ID = "bottom";

    private final DfxpOptions options;

    public DfxpWriter(DfxpOptions options) {
        this.options = options;
    }

    @Override
    public void write(CaptionTrack track, Writer out) throws IOException {
        StringBuilder text = new StringBuilder(1024);
        text.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tt ").append(DfxpOptions.NAMESPACES)
                .append(" xml:lang=\"");
        Markup.escapeAttribute(text, nonNull(track.language())).append("\">\n");
        appendHead(text, track);
        text.append("  <body>\n    <div>\n");
        out.append(text);
        boolean ownHead = !options.hasCustomHeader();
        for (Cue cue : track.cues()) {
            text.setLength(0);
            text.append("      <p begin=\"");
            ClockTime.append(text, cue.start(), '.').append("\" end=\"");
            ClockTime.append(text, cue.end(), '.').append('"');
            if (ownHead) {
                text.append(" region=\"" + REGION_ID + "\" style=\"" + STYLE_ID + "\"");
            }
            if (cue.sound()) {
                text.append(" tts:fontStyle=\"italic\"");
            }
            text.append('>');
            List<String> lines = CueLines.of(cue);
            for (int i = 0; i < lines.size(); i++) {
                if (i > 0) {
                    text.append("<br/>");
                }
                Markup.escapeText(text, lines.get(i));
            }
            text.append("</p>\n");
            out.append(text);
        }
        out.write("    </div>\n  </body>\n</tt>\n");
    }

    private void appendHead(StringBuilder text, CaptionTrack track) {
        if (options.hasCustomHeader()) {
            String header = options.header();
            if (!options.includeMetadata()) {
                text.append("  ").append(header).append('\n');
                return;
            }
            int startTagEnd = endOfStartTag(header);
            boolean empty = header.charAt(startTagEnd - 1) == '/';
            if (empty) {
                // <head/> (or <head attr="..."/>): open it so the metadata has a place.
                text.append("  ").append(header, 0, startTagEnd - 1).append(">\n");
                appendMetadata(text, track);
                text.append("  </head>\n");
            } else {
                text.append("  ").append(header, 0, startTagEnd + 1).append('\n');
                appendMetadata(text, track);
                String rest = header.substring(startTagEnd + 1);
                // The metadata block ends its own line; drop the break that followed <head>.
                rest = rest.startsWith("\r\n") ? rest.substring(2) : rest.startsWith("\n") ? rest.substring(1) : rest;
                text.append(rest).append('\n');
            }
            return;
        }
        text.append("  <head>\n");
        if (options.includeMetadata()) {
            appendMetadata(text, track);
        }
        text.append("    <styling>\n")
                .append("      <style xml:id=\"" + STYLE_ID + "\" tts:fontFamily=\"proportionalSansSerif\"")
                .append(" tts:fontSize=\"100%\" tts:color=\"white\" tts:backgroundColor=\"black\" tts:textAlign=\"center\"/>\n")
                .append("    </styling>\n")
                .append("    <layout>\n")
                .append("      <region xml:id=\"" + REGION_ID + "\" tts:origin=\"10% 70%\" tts:extent=\"80% 25%\"")
                .append(" tts:displayAlign=\"after\"/>\n")
                .append("    </layout>\n")
                .append("  </head>\n");
    }

    private static void appendMetadata(StringBuilder text, CaptionTrack track) {
        text.append("    <metadata>\n      <ttm:title>");
        Markup.escapeText(text, nonNull(track.title())).append("</ttm:title>\n      <ttm:desc>Job ");
        Markup.escapeText(text, nonNull(track.jobId())).append(", language ");
        Markup.escapeText(text, nonNull(track.language())).append("</ttm:desc>\n    </metadata>\n");
    }

    /**
     * Index of the {@code >} closing the header's start tag, after any leading comments; an
     * attribute value may hold a {@code >}.
     */
    private static int endOfStartTag(String header) {
        int start = 0;
        while (true) {
            while (start < header.length() && Character.isWhitespace(header.charAt(start))) {
                start++;
            }
            if (!header.startsWith("<!--", start)) {
                break;
            }
            start = header.indexOf("-->", start) + 3;
        }
        char quote = 0;
        for (int i = start; i < header.length(); i++) {
            char c = header.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '>') {
                return i;
            }
        }
        throw new IllegalStateException("dfxp_header was checked to be an element");
    }

    private static String nonNull(String value) {
        return value == null ? "" : value;
    }
}
