package dev.parlance.captions.format.dfxp;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.IOException;
import java.io.StringReader;

/**
 * DFXP writer options. {@code header} is the dfxp_header parameter: a whole {@code <head>}
 * element written in place of ours (absent or blank: our default head). It may use the
 * {@code tts:}, {@code ttm:} and {@code ttp:} prefixes the root declares; it is checked here to be
 * one well-formed {@code head} element so that a bad header fails the request, not the file.
 * {@code includeMetadata} (include_dfxp_metadata) adds job name, id and language as a
 * {@code <metadata>} block at the start of the head, ours or the custom one.
 */
public record DfxpOptions(String header, boolean includeMetadata) {
    static final String TTML = "http://www.w3.org/ns/ttml";
    static final String NAMESPACES = "xmlns=\"" + TTML + "\""
            + " xmlns:tts=\"http://www.w3.org/ns/ttml#styling\""
            + " xmlns:ttm=\"http://www.w3.org/ns/ttml#metadata\""
            + " xmlns:ttp=\"http://www.w3.org/ns/ttml#parameter\"";

    public DfxpOptions {
        header = header == null || header.isBlank() ? null : header.strip();
        if (header != null) {
            checkHeader(header);
        }
    }

    public static DfxpOptions defaults() {
        return new DfxpOptions(null, true);
    }

    public boolean hasCustomHeader() {
        return header != null;
    }

    private static void checkHeader(String header) {
        Document document;
        try {
            document = secureBuilder().parse(new InputSource(new StringReader("<tt " + NAMESPACES + ">" + header + "</tt>")));
        } catch (SAXException e) {
            throw new IllegalArgumentException("dfxp_header is not well-formed XML: " + e.getMessage());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        Element root = document.getDocumentElement();
        int elements = 0;
        Element head = null;
        for (var node = root.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element) {
                elements++;
                head = element;
            } else if (node.getNodeType() == org.w3c.dom.Node.TEXT_NODE && !node.getTextContent().isBlank()) {
                throw new IllegalArgumentException("dfxp_header must be one <head> element, found text outside it");
            }
        }
        if (elements != 1 || !"head".equals(head.getLocalName()) || !TTML.equals(head.getNamespaceURI())) {
            throw new IllegalArgumentException("dfxp_header must be one <head>...</head> element in the TTML namespace");
        }
    }

    private static DocumentBuilder secureBuilder() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            // A header is user input: no DTDs, no external entities.
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            DocumentBuilder builder = factory.newDocumentBuilder();
            builder.setErrorHandler(null);
            return builder;
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }
}
