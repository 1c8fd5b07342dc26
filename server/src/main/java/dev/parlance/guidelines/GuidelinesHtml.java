package dev.parlance.guidelines;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Entities;
import org.jsoup.safety.Cleaner;
import org.jsoup.safety.Safelist;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;

/**
 * Guidelines as HTML a worker's page may show. A web page is parsed as a browser would (jsoup: the
 * HTML5 parsing rules, the charset from the bytes' BOM or the page's meta tag when the server named
 * none), and only its body's allowed structure is kept: headings, paragraphs, lists, tables,
 * emphasis, quotes, code and links (http, https and mailto only, opened in a new tab, with no
 * referrer or opener). Scripts, styles, forms, frames, event handlers, {@code style} attributes and
 * images go (an image from another site would tell it who reads the guidelines, and the pages'
 * Content-Security-Policy would not load it anyway). Relative links are made absolute against the
 * page's URL.
 *
 * <p>Why jsoup's {@link Safelist}: the page must be parsed as a document anyway (a whole web page,
 * not a fragment, in whatever charset it declares), and jsoup does that and the allow-list cleaning
 * in one small library without further dependencies; the OWASP sanitizer cleans fragments well but
 * parses no document and brings Guava along.
 */
final class GuidelinesHtml {
    private static final Safelist ALLOWED = Safelist.relaxed()
            .removeTags("img")
            .removeProtocols("a", "href", "ftp")
            .addEnforcedAttribute("a", "rel", "noopener noreferrer nofollow")
            .addEnforcedAttribute("a", "target", "_blank");

    private GuidelinesHtml() {
    }

    /**
     * The cleaned body of an HTML document.
     *
     * @param charset the charset the sender named, or null to detect it
     * @param baseUri where the page came from (relative links resolve against it), or "" when unknown
     */
    static String clean(byte[] document, Charset charset, String baseUri) {
        try {
            Document dirty = Jsoup.parse(new ByteArrayInputStream(document), charset == null ? null : charset.name(), baseUri);
            Document clean = new Cleaner(ALLOWED).clean(dirty);
            clean.outputSettings().prettyPrint(false);
            return clean.body().html().strip();
        } catch (IOException e) {
            throw new UncheckedIOException("Reading a document held in memory failed", e);
        }
    }

    /** Plain text as HTML: every character escaped, a paragraph per block between blank lines, a line break per line. */
    static String fromText(String text) {
        String normalised = text.replace("\r\n", "\n").replace('\r', '\n').strip();
        StringBuilder html = new StringBuilder(normalised.length() + 64);
        for (String paragraph : normalised.split("\n[ \t]*\n")) {
            if (paragraph.isBlank()) {
                continue;
            }
            html.append("<p>");
            String[] lines = paragraph.strip().split("\n");
            for (int i = 0; i < lines.length; i++) {
                if (i > 0) {
                    html.append("<br>");
                }
                html.append(Entities.escape(lines[i]));
            }
            html.append("</p>\n");
        }
        return html.toString().strip();
    }

    /** Whether cleaned HTML says anything: some text, beyond tags and white space. */
    static boolean hasText(String html) {
        return !Jsoup.parseBodyFragment(html).text().isBlank();
    }
}
