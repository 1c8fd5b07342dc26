package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;

/**
 * Microsoft SAMI: an HTML-like document whose style sheet declares one class per language
 * ({@code .ENCC { Name: English; lang: en; SAMIType: CC; }}), then per cue
 * {@code <SYNC Start=ms>} with the lines separated by {@code <BR>}, and a blank {@code &nbsp;}
 * SYNC at the cue's end, left out when the next cue starts right then. Text escapes only
 * {@code &} and {@code <}, as HTML requires, because SAMI readers decode few entities.
 */
public final class SamiWriter implements CaptionWriter {
    @Override
    public void write(CaptionTrack track, Writer out) throws IOException {
        String language = track.language() == null ? "" : track.language().replaceAll("[^A-Za-z0-9_-]", "");
        if (language.isEmpty()) {
            language = "und";
        }
        String className = languageClass(language);
        StringBuilder text = new StringBuilder(1024);
        text.append("<SAMI>\n<HEAD>\n<TITLE>");
        Markup.escapeText(text, track.title() == null ? "" : track.title()).append("</TITLE>\n")
                .append("<SAMIParam>\n  Metrics {time:ms;}\n  Spec {MSFT:1.0;}\n</SAMIParam>\n")
                .append("<STYLE TYPE=\"text/css\">\n<!--\n")
                .append("P { font-family: Arial, sans-serif; font-size: 20pt; color: white; background-color: black;")
                .append(" text-align: center; margin-left: 8pt; margin-right: 8pt; margin-top: 2pt; margin-bottom: 2pt; }\n")
                .append('.').append(className).append(" { Name: ").append(displayName(language))
                .append("; lang: ").append(language).append("; SAMIType: CC; }\n")
                .append("-->\n</STYLE>\n</HEAD>\n<BODY>\n");
        out.append(text);
        List<Cue> cues = track.cues();
        for (int i = 0; i < cues.size(); i++) {
            Cue cue = cues.get(i);
            text.setLength(0);
            text.append("<SYNC Start=").append(Math.max(0, cue.start())).append("><P Class=").append(className).append('>');
            List<String> lines = CueLines.of(cue);
            for (int l = 0; l < lines.size(); l++) {
                if (l > 0) {
                    text.append("<BR>");
                }
                Markup.escapeHtmlText(text, lines.get(l));
            }
            text.append("</P></SYNC>\n");
            boolean nextStartsAtEnd = i + 1 < cues.size() && cues.get(i + 1).start() <= cue.end();
            if (!nextStartsAtEnd) {
                text.append("<SYNC Start=").append(Math.max(0, cue.end())).append("><P Class=").append(className)
                        .append(">&nbsp;</P></SYNC>\n");
            }
            out.append(text);
        }
        out.write("</BODY>\n</SAMI>\n");
    }

    /** A CSS class name from the language code: {@code en} → {@code ENCC}, {@code pt-pt} → {@code PTPTCC}. */
    static String languageClass(String language) {
        StringBuilder name = new StringBuilder();
        for (char c : language.toCharArray()) {
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
                name.append(Character.toUpperCase(c));
            }
        }
        if (name.isEmpty() || Character.isDigit(name.charAt(0))) {
            name.insert(0, "L");
        }
        return name.append("CC").toString();
    }

    private static String displayName(String language) {
        String name = Locale.forLanguageTag(language.replace('_', '-')).getDisplayLanguage(Locale.ENGLISH);
        return name.isBlank() ? language : name.replace(';', ' ').replace('}', ' ');
    }
}
