package dev.parlance.captions.read;

import javax.xml.XMLConstants;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * DFXP / TTML: each {@code <p>} of the body is a cue, timed by its {@code begin} and {@code end}
 * (or {@code dur}), which count from the {@code begin} of the {@code <body>} and {@code <div>}s
 * around it. Its text is the text of the paragraph and its {@code <span>}s, a {@code <br/>} a
 * space; other elements inside it (metadata, animation) are not words. The speaker comes from the
 * paragraph's {@code ttm:agent} (the agent's {@code ttm:name} in the head) or a label in the text.
 *
 * <p>The XML is read with the JDK's streaming parser set up so that it cannot be made to read
 * anything but the file: no DTD (a {@code <!DOCTYPE>} is refused, so no entity can be declared,
 * expanded or fetched), no external entities, and the file's size in characters capped.
 */
final class DfxpReader {
    /** Markup weighs more than text: the file may hold this many times the text budget in characters. */
    static final int MARKUP_ALLOWANCE = 10;

    private DfxpReader() {
    }

    static ImportedTranscript read(Reader text, TextEncoding encoding, int maxCharacters) throws IOException {
        long maxDocument = (long) maxCharacters * MARKUP_ALLOWANCE;
        CappedReader capped = new CappedReader(text, maxDocument);
        XMLStreamReader xml;
        try {
            xml = factory().createXMLStreamReader(capped);
        } catch (XMLStreamException e) {
            throw notWellFormed(e);
        }
        try {
            return new Walk(xml, encoding, maxCharacters).run();
        } catch (XMLStreamException e) {
            if (capped.exceeded) {
                throw new TranscriptFileException(0, "the file is longer than " + maxDocument + " characters, the limit"
                        + " of a DFXP transcript");
            }
            if (e.getNestedException() instanceof IOException io) {
                throw io;
            }
            throw notWellFormed(e);
        } finally {
            try {
                xml.close();
            } catch (XMLStreamException ignored) {
                // the reader underneath is closed by the caller
            }
        }
    }

    private static XMLInputFactory factory() {
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        return factory;
    }

    private static TranscriptFileException notWellFormed(XMLStreamException e) {
        Location at = e.getLocation();
        String message = e.getMessage() == null ? "" : e.getMessage();
        int cut = message.indexOf("Message: ");
        return new TranscriptFileException(at == null ? 0 : Math.max(at.getLineNumber(), 0),
                "not well-formed XML: " + (cut >= 0 ? message.substring(cut + 9) : message).strip());
    }

    /** One pass over the document. */
    private static final class Walk {
        private final XMLStreamReader xml;
        private final TextEncoding encoding;
        private final CueList cues;
        private final Map<String, String> agents = new HashMap<>();
        /** The begin of each open body or div, counted from the document's start. */
        private final Deque<Long> containers = new ArrayDeque<>();
        private TtmlTime time = TtmlTime.DEFAULTS;
        private String agentId;
        private StringBuilder agentName;
        private StringBuilder paragraph;
        private Paragraph open;
        /** Elements inside a paragraph whose text is not words (metadata, set, animate), nested. */
        private int skipped;
        private final int maxCharacters;

        Walk(XMLStreamReader xml, TextEncoding encoding, int maxCharacters) {
            this.xml = xml;
            this.encoding = encoding;
            this.maxCharacters = maxCharacters;
            this.cues = new CueList(ImportFormat.DFXP, maxCharacters);
        }

        private record Paragraph(long beginMs, long endMs, String speaker, int line) {
        }

        ImportedTranscript run() throws XMLStreamException {
            boolean root = true;
            while (xml.hasNext()) {
                int event = xml.next();
                switch (event) {
                    case XMLStreamConstants.DTD -> throw new TranscriptFileException(line(),
                            "a <!DOCTYPE> is not accepted in a DFXP file");
                    case XMLStreamConstants.ENTITY_REFERENCE -> throw new TranscriptFileException(line(),
                            "entity reference &" + xml.getLocalName() + "; is not declared in DFXP");
                    case XMLStreamConstants.START_ELEMENT -> {
                        if (root) {
                            root(xml.getLocalName());
                            root = false;
                        } else {
                            start(xml.getLocalName());
                        }
                    }
                    case XMLStreamConstants.END_ELEMENT -> end(xml.getLocalName());
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> text();
                    default -> {
                        // comments, processing instructions, the document's start and end
                    }
                }
            }
            if (root) {
                throw new TranscriptFileException(0, "the file holds no XML element");
            }
            return cues.finish();
        }

        private void root(String name) {
            if (!name.equals("tt")) {
                throw new TranscriptFileException(line(), "the root element is <" + name + ">; a DFXP (TTML) file has <tt>");
            }
            time = TtmlTime.of(parameter("frameRate"), parameter("subFrameRate"), parameter("frameRateMultiplier"),
                    parameter("tickRate"), line());
        }

        private void start(String name) {
            if (open != null) {
                // A span's words are the paragraph's (its own times, if any, are finer than a cue's).
                if (skipped > 0 || !name.equals("span") && !name.equals("br")) {
                    skipped++;
                } else if (name.equals("br")) {
                    paragraph.append(' ');
                }
                return;
            }
            switch (name) {
                case "agent" -> {
                    agentId = xmlId();
                    agentName = null;
                }
                case "name" -> {
                    if (agentId != null && isMetadata(xml.getNamespaceURI())) {
                        agentName = new StringBuilder();
                    }
                }
                case "body", "div" -> {
                    if ("seq".equals(attribute("timeContainer"))) {
                        throw new TranscriptFileException(line(), "timeContainer=\"seq\" is not supported; give each"
                                + " <p> its own begin and end");
                    }
                    String begin = attribute("begin");
                    long parent = containers.isEmpty() ? 0 : containers.peek();
                    containers.push(parent + (begin == null ? 0 : time.millis(begin, line(), "begin")));
                }
                case "p" -> paragraph();
                default -> {
                    // head, styling, layout and other elements that hold no cue
                }
            }
        }

        private void paragraph() {
            int line = line();
            String begin = attribute("begin");
            if (begin == null) {
                throw new TranscriptFileException(line, "the <p> has no begin time");
            }
            long offset = containers.isEmpty() ? 0 : containers.peek();
            long beginMs = offset + time.millis(begin, line, "begin");
            String end = attribute("end");
            String dur = attribute("dur");
            if (end == null && dur == null) {
                throw new TranscriptFileException(line, "the <p> has no end time (end or dur)");
            }
            long endMs = end != null ? offset + time.millis(end, line, "end") : Long.MAX_VALUE;
            if (dur != null) {
                endMs = Math.min(endMs, beginMs + time.millis(dur, line, "dur"));
            }
            String agent = metadataAttribute("agent");
            String speaker = agent == null || agent.isBlank() ? null : agents.get(agent.strip().split("\\s+")[0]);
            open = new Paragraph(beginMs, endMs, speaker, line);
            paragraph = new StringBuilder();
        }

        private void end(String name) {
            if (open != null) {
                if (skipped > 0) {
                    skipped--;
                } else if (name.equals("p")) {
                    cues.addCue(open.beginMs(), open.endMs(), open.speaker(), CueMarkup.collapse(paragraph.toString()),
                            open.line());
                    open = null;
                    paragraph = null;
                }
                return;
            }
            switch (name) {
                case "body", "div" -> containers.pop();
                case "name" -> {
                    if (agentName != null) {
                        String named = CueMarkup.collapse(agentName.toString());
                        if (!named.isEmpty()) {
                            agents.putIfAbsent(agentId, named);
                        }
                        agentName = null;
                    }
                }
                case "agent" -> agentId = null;
                default -> {
                    // nothing to close
                }
            }
        }

        private void text() {
            if (open != null && skipped == 0) {
                String chars = xml.getText();
                for (int i = 0; i < chars.length(); i++) {
                    char c = chars.charAt(i);
                    LineReader.problem(c, encoding).ifPresent(why -> {
                        throw new TranscriptFileException(line(), why);
                    });
                }
                paragraph.append(chars);
                cues.reserve(paragraph.length(), line());
            } else if (agentName != null && agentName.length() < maxCharacters) {
                agentName.append(xml.getText());
            }
        }

        /** A TTML parameter attribute of the root ({@code ttp:frameRate}), whichever TTML version's namespace. */
        private String parameter(String name) {
            for (int i = 0; i < xml.getAttributeCount(); i++) {
                String namespace = xml.getAttributeNamespace(i);
                if (name.equals(xml.getAttributeLocalName(i)) && namespace != null && namespace.endsWith("#parameter")) {
                    return xml.getAttributeValue(i);
                }
            }
            return null;
        }

        /** A {@code ttm:} attribute, whichever TTML version's namespace. */
        private String metadataAttribute(String name) {
            for (int i = 0; i < xml.getAttributeCount(); i++) {
                if (name.equals(xml.getAttributeLocalName(i)) && isMetadata(xml.getAttributeNamespace(i))) {
                    return xml.getAttributeValue(i);
                }
            }
            return null;
        }

        /** TTML's metadata namespace ({@code http://www.w3.org/ns/ttml#metadata}) or DFXP 1.0's. */
        private static boolean isMetadata(String namespace) {
            return namespace != null && namespace.endsWith("#metadata");
        }

        /** An attribute without namespace, such as begin, end, dur, timeContainer. */
        private String attribute(String name) {
            String value = xml.getAttributeValue(null, name);
            if (value == null) {
                value = xml.getAttributeValue("", name);
            }
            return value;
        }

        private String xmlId() {
            return xml.getAttributeValue(XMLConstants.XML_NS_URI, "id");
        }

        private int line() {
            return Math.max(xml.getLocation().getLineNumber(), 0);
        }
    }

    /** Counts the characters the parser takes and stops it past the limit. */
    private static final class CappedReader extends FilterReader {
        private final long limit;
        private long count;
        private boolean exceeded;

        CappedReader(Reader in, long limit) {
            super(in);
            this.limit = limit;
        }

        @Override
        public int read() throws IOException {
            char[] one = new char[1];
            return read(one, 0, 1) < 0 ? -1 : one[0];
        }

        @Override
        public int read(char[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                count += n;
                if (count > limit) {
                    exceeded = true;
                    throw new IOException("more than " + limit + " characters");
                }
            }
            return n;
        }
    }
}
