package dev.parlance.captions.transcript;

import dev.parlance.captions.format.Golden;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.StringReader;

import static org.assertj.core.api.Assertions.assertThat;

class HtmlTranscriptTest {
    private static final TranscriptOptions HTML = TranscriptOptions.builder().fileFormat(TranscriptFileFormat.HTML).build();

    /** The HTML is polyglot markup, so an XML parser checks that it is well-formed. */
    static Document parse(String html) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(html)));
    }

    @Test
    void writesAParagraphPerSegmentWithTimecodeAndSpeakerSpans() throws Exception {
        String html = TranscriptWriterTest.write(TestElementLists.twoSpeakers(), HTML);
        Golden.assertMatches("transcript/html", "two-speakers.html", html);
        assertThat(html).startsWith("<!DOCTYPE html>\n<html lang=\"en-US\">");
        Document document = parse(html);
        assertThat(document.getElementsByTagName("title").item(0).getTextContent()).isEqualTo("Morning meeting");
        NodeList paragraphs = document.getElementsByTagName("p");
        assertThat(paragraphs.getLength()).isEqualTo(4);
        Element first = (Element) paragraphs.item(0);
        assertThat(first.getTextContent()).isEqualTo("[00:00:00.000] >> Alice Smith: Good morning, everyone. Thanks for joining us.");
        NodeList spans = first.getElementsByTagName("span");
        assertThat(((Element) spans.item(0)).getAttribute("class")).isEqualTo("timecode");
        assertThat(((Element) spans.item(1)).getAttribute("class")).isEqualTo("speaker");
        assertThat(spans.item(1).getTextContent()).isEqualTo(">> Alice Smith:");
    }

    @Test
    void escapesTextAndKeepsNonAsciiCharacters() throws Exception {
        String html = TranscriptWriterTest.write(TestElementLists.nonAscii(), HTML);
        Golden.assertMatches("transcript/html", "non-ascii.html", html);
        assertThat(html).contains("R&amp;D &lt;b&gt;").contains("<html lang=\"fr-FR\">");
        assertThat(parse(html).getElementsByTagName("p").item(1).getTextContent())
                .isEqualTo("[00:00:06.000] 日本語, Ελληνικά, R&D <b> русский.");
    }

    @Test
    void turnsOneLineBreakIntoABreakAndTwoIntoAParagraph() throws Exception {
        TranscriptOptions options = TranscriptOptions.builder().fileFormat(TranscriptFileFormat.HTML)
                .newlinesAfterSentence(1).newlinesAfterParagraph(0).build();
        String html = TranscriptWriterTest.write(TestElementLists.twoSpeakers(), options);
        Document document = parse(html);
        assertThat(document.getElementsByTagName("p").getLength()).isEqualTo(1);
        assertThat(document.getElementsByTagName("br").getLength()).isEqualTo(3);
        assertThat(html).contains("everyone.<br/>\nThanks");
    }

    @Test
    void writesAValidDocumentForAnEmptyList() throws Exception {
        String html = TranscriptWriterTest.write(TestElementLists.empty(), HTML);
        Golden.assertMatches("transcript/html", "empty.html", html);
        assertThat(parse(html).getElementsByTagName("p").getLength()).isZero();
    }
}
