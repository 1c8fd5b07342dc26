package dev.parlance.captions.read;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import static dev.parlance.captions.read.Reading.cue;
import static dev.parlance.captions.read.Reading.read;
import static dev.parlance.captions.read.Reading.refused;
import static org.assertj.core.api.Assertions.assertThat;

class DfxpReaderTest {
    private static final ImportFormat DFXP = ImportFormat.DFXP;

    private static String tt(String attributes, String body) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<tt xmlns=\"http://www.w3.org/ns/ttml\" xmlns:ttp=\"http://www.w3.org/ns/ttml#parameter\"\n"
                + "    xmlns:ttm=\"http://www.w3.org/ns/ttml#metadata\" xmlns:tts=\"http://www.w3.org/ns/ttml#styling\""
                + " xml:lang=\"en\"" + attributes + ">\n"
                + body + "</tt>\n";
    }

    @Test
    void readsParagraphsWithClockAndOffsetTimesBreaksAndSpans() {
        ImportedTranscript t = read(DFXP, tt("", """
                <head><styling><style xml:id="s1" tts:color="white"/></styling></head>
                <body><div>
                  <p begin="00:00:00.500" end="00:00:02.750" style="s1">and so my <span tts:fontStyle="italic">fellow</span>
                     americans<br/>ask not</p>
                  <p begin="2.75s" end="5100ms">what your country &amp; <span begin="3s" end="4s">can</span> do</p>
                  <p begin="0.1m" dur="0.5s">for you</p>
                  <p begin="00:00:07" end="00:00:08.0005"><metadata><ttm:desc>not words</ttm:desc></metadata>[APPLAUSE]</p>
                </div></body>
                """));
        assertThat(t.format()).isEqualTo(DFXP);
        assertThat(t.cues()).containsExactly(
                cue(500, 2750, null, "and so my fellow americans ask not"),
                cue(2750, 5100, null, "what your country & can do"),
                cue(6000, 6500, null, "for you"),
                cue(7000, 8001, null, "[APPLAUSE]"));
    }

    @Test
    void framesAndTicksFollowTheDocumentsRates() {
        ImportedTranscript t = read(DFXP, tt(" ttp:frameRate=\"25\" ttp:tickRate=\"10000000\"", """
                <body><div>
                  <p begin="00:00:01:05" end="00:00:02:00">frames</p>
                  <p begin="20000000t" end="30000000t">ticks</p>
                  <p begin="75f" end="100f">frame counts</p>
                </div></body>
                """));
        assertThat(t.cues()).containsExactly(cue(1200, 2000, null, "frames"), cue(2000, 3000, null, "ticks"),
                cue(3000, 4000, null, "frame counts"));
        ImportedTranscript ntsc = read(DFXP, tt(" ttp:frameRate=\"30\" ttp:frameRateMultiplier=\"1000 1001\"",
                "<body><p begin=\"00:00:00:15\" end=\"00:00:01:00\">drop</p></body>"));
        assertThat(ntsc.cues()).containsExactly(cue(501, 1000, null, "drop"));
        assertThat(refused(DFXP, tt(" ttp:frameRate=\"25\"", "<body>\n<p begin=\"00:00:00:25\" end=\"00:00:02:00\">x</p></body>"))
                .getMessage()).isEqualTo("line 5: begin time '00:00:00:25' has frame 25, past the frame rate of 25");
    }

    @Test
    void containersOffsetTheirParagraphs() {
        ImportedTranscript t = read(DFXP, tt("", """
                <body begin="10s"><div begin="00:00:05.000">
                  <p begin="1s" end="2s">late</p>
                </div></body>
                """));
        assertThat(t.cues()).containsExactly(cue(16_000, 17_000, null, "late"));
    }

    @Test
    void anAgentOrATextLabelNamesTheSpeaker() {
        ImportedTranscript t = read(DFXP, tt("", """
                <head><metadata>
                  <ttm:agent xml:id="a1" type="person"><ttm:name type="full">Alice Example</ttm:name></ttm:agent>
                </metadata></head>
                <body><div>
                  <p begin="1s" end="2s" ttm:agent="a1">Hello.</p>
                  <p begin="2s" end="3s">&gt;&gt; BOB: Hi.</p>
                  <p begin="3s" end="4s" ttm:agent="unknown">Nobody.</p>
                </div></body>
                """));
        assertThat(t.cues()).containsExactly(cue(1000, 2000, "Alice Example", "Hello."), cue(2000, 3000, "BOB", "Hi."),
                cue(3000, 4000, null, "Nobody."));
    }

    @Test
    void errorsNameTheLineOfTheParagraph() {
        assertThat(refused(DFXP, tt("", "<body>\n<div>\n<p end=\"2s\">x</p></div></body>")).getMessage())
                .isEqualTo("line 6: the <p> has no begin time");
        assertThat(refused(DFXP, tt("", "<body>\n<p begin=\"1s\">x</p></body>")).getMessage())
                .isEqualTo("line 5: the <p> has no end time (end or dur)");
        assertThat(refused(DFXP, tt("", "<body>\n<p begin=\"1,5s\" end=\"2s\">x</p></body>")).getMessage())
                .startsWith("line 5: malformed begin time '1,5s'; expected a clock time such as 00:00:01.500");
        assertThat(refused(DFXP, tt("", "<body>\n<p begin=\"3s\" end=\"2s\">x</p></body>")).getMessage())
                .isEqualTo("line 5: the cue ends (00:00:02.000) before it starts (00:00:03.000)");
        assertThat(refused(DFXP, tt("", "<body>\n<p begin=\"1s\" end=\"3s\">x</p>\n<p begin=\"2s\" end=\"4s\">y</p></body>"))
                .getMessage()).startsWith("line 6: the cue starts at 00:00:02.000, before the previous cue (line 5)");
        assertThat(refused(DFXP, tt("", "<body>\n<p begin=\"1s\" end=\"3s\"> <br/> </p></body>")).getMessage())
                .isEqualTo("line 5: the cue has no text");
        assertThat(refused(DFXP, tt("", "<body><div timeContainer=\"seq\">\n<p begin=\"1s\" end=\"3s\">x</p></div></body>"))
                .getMessage()).startsWith("line 4: timeContainer=\"seq\" is not supported");
    }

    @Test
    void xmlThatIsNotWellFormedOrNotTtmlIsRefused() {
        TranscriptFileException e = refused(DFXP, tt("", "<body>\n<p begin=\"1s\" end=\"3s\">x</div></body>"));
        assertThat(e.line()).isEqualTo(5);
        assertThat(e.getMessage()).startsWith("line 5: not well-formed XML: ").contains("\"p\"");
        assertThat(refused(DFXP, "<html><body>hello</body></html>").getMessage())
                .isEqualTo("line 1: the root element is <html>; a DFXP (TTML) file has <tt>");
        assertThat(refused(DFXP, "just text").getMessage()).startsWith("line 1: not well-formed XML");
        assertThat(refused(DFXP, tt("", "<body></body>")).getMessage()).isEqualTo("the file holds no cues");
    }

    @Test
    void aDoctypeIsRefusedSoNoEntityIsExpandedOrFetched() throws IOException {
        Path secret = Files.createTempFile("dfxp-secret", ".txt");
        Files.writeString(secret, "TOP SECRET");
        AtomicInteger fetched = new AtomicInteger();
        var server = com.sun.net.httpserver.HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            fetched.incrementAndGet();
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        server.start();
        try {
            String local = "<?xml version=\"1.0\"?>\n<!DOCTYPE tt [<!ENTITY xxe SYSTEM \"" + secret.toUri() + "\">]>\n"
                    + "<tt xmlns=\"http://www.w3.org/ns/ttml\"><body><p begin=\"1s\" end=\"2s\">&xxe;</p></body></tt>";
            TranscriptFileException e = refused(DFXP, local);
            assertThat(e.getMessage()).doesNotContain("TOP SECRET").contains("DOCTYPE");
            String remote = "<?xml version=\"1.0\"?>\n<!DOCTYPE tt SYSTEM \"http://127.0.0.1:" + server.getAddress().getPort()
                    + "/ttml.dtd\">\n<tt xmlns=\"http://www.w3.org/ns/ttml\"><body><p begin=\"1s\" end=\"2s\">x</p></body></tt>";
            assertThat(refused(DFXP, remote).getMessage()).contains("DOCTYPE");
            String laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE tt [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;\">]>\n"
                    + "<tt xmlns=\"http://www.w3.org/ns/ttml\"><body><p begin=\"1s\" end=\"2s\">&b;</p></body></tt>";
            assertThat(refused(DFXP, laughs).getMessage()).contains("DOCTYPE");
            assertThat(fetched).hasValue(0);
        } finally {
            server.stop(0);
            Files.deleteIfExists(secret);
        }
    }

    @Test
    void theDocumentIsCapped() throws IOException {
        String padded = tt("", "<body><!--" + "x".repeat(2000) + "--><p begin=\"1s\" end=\"2s\">x</p></body>");
        TranscriptFileException e = org.assertj.core.api.Assertions.catchThrowableOfType(TranscriptFileException.class,
                () -> TranscriptReader.read(DFXP, ByteSource.of(padded.getBytes()), 100));
        assertThat(e.getMessage()).isEqualTo("the file is longer than 1000 characters, the limit of a DFXP transcript");
        assertThat(TranscriptReader.read(DFXP, ByteSource.of(padded.getBytes()), 1000).cues()).hasSize(1);
    }
}
