package dev.parlance.captions.format.dfxp;

import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.CaptionWriterContract;
import dev.parlance.captions.format.TestTracks;
import dev.parlance.captions.layout.CaptionTrack;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.StringReader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DfxpWriterTest extends CaptionWriterContract {
    private static final String TTML = "http://www.w3.org/ns/ttml";
    private static final String TTM = "http://www.w3.org/ns/ttml#metadata";
    private static final String TTS = "http://www.w3.org/ns/ttml#styling";

    DfxpWriterTest() {
        super(CaptionFormat.DFXP, "dfxp", () -> new DfxpWriter(DfxpOptions.defaults()));
    }

    static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    }

    @Test
    void namesTheTracksLanguageSoATranslationIsMarkedAsItsOwn() throws Exception {
        var spanish = TestTracks.track("Conferencia", "es",
                TestTracks.cue(1_000, 3_000, "¿Qué tal? ¡Olé, señor Muñoz!"));
        Document document = parse(write(spanish));
        assertThat(document.getDocumentElement().getAttributeNS("http://www.w3.org/XML/1998/namespace", "lang"))
                .isEqualTo("es");
        assertThat(document.getElementsByTagNameNS(TTML, "p").item(0).getTextContent())
                .isEqualTo("¿Qué tal? ¡Olé, señor Muñoz!");
    }

    @Test
    void isTtmlWithOneParagraphPerCue() throws Exception {
        Document document = parse(write(TestTracks.twoSpeakers()));
        Element root = document.getDocumentElement();
        assertThat(root.getNamespaceURI()).isEqualTo(TTML);
        assertThat(root.getLocalName()).isEqualTo("tt");
        assertThat(root.getAttributeNS("http://www.w3.org/XML/1998/namespace", "lang")).isEqualTo("en");
        NodeList paragraphs = document.getElementsByTagNameNS(TTML, "p");
        assertThat(paragraphs.getLength()).isEqualTo(4);
        Element first = (Element) paragraphs.item(0);
        assertThat(first.getAttribute("begin")).isEqualTo("00:00:01.000");
        assertThat(first.getAttribute("end")).isEqualTo("00:00:03.500");
        assertThat(first.getElementsByTagNameNS(TTML, "br").getLength()).isEqualTo(1);
        assertThat(first.getTextContent()).isEqualTo(">> ALICE: Good morning,everyone.");
        // Every style and region a paragraph names is defined in the head.
        assertThat(document.getElementsByTagNameNS(TTML, "style").getLength()).isEqualTo(1);
        assertThat(((Element) document.getElementsByTagNameNS(TTML, "style").item(0))
                .getAttributeNS("http://www.w3.org/XML/1998/namespace", "id")).isEqualTo(first.getAttribute("style"));
        assertThat(((Element) document.getElementsByTagNameNS(TTML, "region").item(0))
                .getAttributeNS("http://www.w3.org/XML/1998/namespace", "id")).isEqualTo(first.getAttribute("region"));
    }

    @Test
    void escapesTextAndTitleSoTheXmlStaysWellFormed() throws Exception {
        Document document = parse(write(TestTracks.specialCharacters()));
        assertThat(document.getElementsByTagNameNS(TTM, "title").item(0).getTextContent()).isEqualTo("<Title> & \"more\"");
        assertThat(document.getElementsByTagNameNS(TTML, "p").item(0).getTextContent())
                .isEqualTo("Tom & Jerry <3 cheesea --> b, \"quoted\" 'single'");
    }

    @Test
    void metadataNamesJobIdAndLanguage() throws Exception {
        Document document = parse(write(TestTracks.twoSpeakers()));
        assertThat(document.getElementsByTagNameNS(TTM, "title").item(0).getTextContent()).isEqualTo("Morning meeting");
        assertThat(document.getElementsByTagNameNS(TTM, "desc").item(0).getTextContent())
                .isEqualTo("Job " + TestTracks.JOB_ID + ", language en");
    }

    @Test
    void leavesMetadataOutWhenAsked() throws Exception {
        String xml = write(new DfxpWriter(new DfxpOptions(null, false)), TestTracks.twoSpeakers());
        Document document = parse(xml);
        assertThat(document.getElementsByTagNameNS(TTML, "metadata").getLength()).isZero();
        assertThat(xml).doesNotContain(TestTracks.JOB_ID, "Morning meeting");
        assertThat(document.getElementsByTagNameNS(TTML, "p").getLength()).isEqualTo(4);
    }

    @Test
    void aCustomHeaderReplacesOursAndGetsTheMetadata() throws Exception {
        String header = "<head>\n    <styling><style xml:id=\"mine\" tts:color=\"yellow\"/></styling>\n  </head>";
        String xml = write(new DfxpWriter(new DfxpOptions(header, true)), TestTracks.twoSpeakers());
        assertGolden("custom-header", xml);
        Document document = parse(xml);
        Element style = (Element) document.getElementsByTagNameNS(TTML, "style").item(0);
        assertThat(style.getAttributeNS(TTS, "color")).isEqualTo("yellow");
        assertThat(document.getElementsByTagNameNS(TTML, "style").getLength()).isEqualTo(1);
        assertThat(document.getElementsByTagNameNS(TTML, "region").getLength()).isZero();
        Element head = (Element) document.getElementsByTagNameNS(TTML, "head").item(0);
        assertThat(((Element) head.getElementsByTagNameNS(TTML, "metadata").item(0)).getParentNode()).isEqualTo(head);
        // Our style and region do not exist here, so paragraphs must not point at them.
        Element first = (Element) document.getElementsByTagNameNS(TTML, "p").item(0);
        assertThat(first.hasAttribute("style")).isFalse();
        assertThat(first.hasAttribute("region")).isFalse();
    }

    @Test
    void aCustomHeaderWithoutMetadataIsWrittenAsGiven() throws Exception {
        String header = "<head><!-- ours --></head>";
        String xml = write(new DfxpWriter(new DfxpOptions(header, false)), TestTracks.twoSpeakers());
        assertThat(xml).contains("\n  <head><!-- ours --></head>\n");
        assertThat(parse(xml).getElementsByTagNameNS(TTML, "metadata").getLength()).isZero();
    }

    @Test
    void anEmptyCustomHeaderElementIsOpenedForTheMetadata() throws Exception {
        String xml = write(new DfxpWriter(new DfxpOptions("<head/>", true)), TestTracks.twoSpeakers());
        Document document = parse(xml);
        assertThat(document.getElementsByTagNameNS(TTM, "title").item(0).getTextContent()).isEqualTo("Morning meeting");
    }

    @Test
    void refusesAHeaderThatIsNotOneHeadElement() {
        assertThatThrownBy(() -> new DfxpOptions("<head><styling></head>", true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("dfxp_header");
        assertThatThrownBy(() -> new DfxpOptions("<styling/>", true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("<head>");
        assertThatThrownBy(() -> new DfxpOptions("<head/><head/>", true)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new DfxpOptions("text <head/>", true)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new DfxpOptions("<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><head>&e;</head>", true))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void setsSoundCuesInItalics() throws Exception {
        CaptionTrack track = TestTracks.longCue();
        NodeList paragraphs = parse(write(track)).getElementsByTagNameNS(TTML, "p");
        assertThat(((Element) paragraphs.item(1)).getAttributeNS(TTS, "fontStyle")).isEqualTo("italic");
        assertThat(((Element) paragraphs.item(0)).hasAttributeNS(TTS, "fontStyle")).isFalse();
    }
}
