package dev.parlance.captions.transcript;

import dev.parlance.captions.format.Markup;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * A small HTML5 document, written as polyglot markup (every element closed, so XML tools read it
 * too). Two or more line breaks between blocks end a {@code <p>}, one is a {@code <br/>}, none a
 * space; timecodes and speaker labels are spans a style sheet can address.
 */
final class HtmlTranscript {
    private HtmlTranscript() {
    }

    static void write(Transcript transcript, Writer out) throws IOException {
        StringBuilder html = new StringBuilder(4096);
        html.append("<!DOCTYPE html>\n<html lang=\"");
        Markup.escapeAttribute(html, htmlLanguage(transcript.language())).append("\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>");
        Markup.escapeText(html, transcript.title()).append("</title>\n<style>\n")
                .append("body { font-family: sans-serif; max-width: 48em; margin: 2em auto; padding: 0 1em; line-height: 1.5; }\n")
                .append(".timecode { color: #555; font-family: monospace; }\n")
                .append(".speaker { font-weight: bold; }\n")
                .append("</style>\n</head>\n<body>\n<h1>");
        Markup.escapeText(html, transcript.title()).append("</h1>\n");
        List<Transcript.Block> blocks = transcript.blocks();
        boolean open = false;
        for (int i = 0; i < blocks.size(); i++) {
            Transcript.Block block = blocks.get(i);
            if (!open) {
                html.append("<p>");
                open = true;
            }
            boolean firstRun = true;
            for (Transcript.Run run : block.runs()) {
                if (!firstRun) {
                    html.append(' ');
                }
                firstRun = false;
                switch (run.kind()) {
                    case TIMECODE -> Markup.escapeText(html.append("<span class=\"timecode\">"), run.text()).append("</span>");
                    case SPEAKER -> Markup.escapeText(html.append("<span class=\"speaker\">"), run.text()).append("</span>");
                    case TEXT -> Markup.escapeText(html, run.text());
                }
            }
            boolean last = i + 1 == blocks.size();
            if (last || block.newlinesAfter() >= 2) {
                html.append("</p>\n");
                open = false;
            } else if (block.newlinesAfter() == 1) {
                html.append("<br/>\n");
            } else {
                html.append(' ');
            }
            if (html.length() > 8192) {
                out.append(html);
                html.setLength(0);
            }
        }
        html.append("</body>\n</html>\n");
        out.append(html);
    }

    /** {@code EN_US} (the ElementList form) as the BCP 47 tag {@code en-US}. */
    static String htmlLanguage(String language) {
        if (language == null || language.isBlank()) {
            return "und";
        }
        String[] parts = language.strip().split("[_-]");
        StringBuilder tag = new StringBuilder(parts[0].toLowerCase(java.util.Locale.ROOT));
        for (int i = 1; i < parts.length; i++) {
            tag.append('-').append(parts[i].length() == 2 ? parts[i].toUpperCase(java.util.Locale.ROOT) : parts[i].toLowerCase(java.util.Locale.ROOT));
        }
        return tag.toString();
    }
}
