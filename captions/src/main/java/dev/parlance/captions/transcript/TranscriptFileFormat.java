package dev.parlance.captions.transcript;

import java.util.Locale;

/**
 * The file_format values of get_transcript, with their Content-Type and file extension: the spec's
 * txt, html and pdf, and Parlance's docx (a Word document).
 */
public enum TranscriptFileFormat {
    TXT("text/plain; charset=utf-8", "txt"),
    HTML("text/html; charset=utf-8", "html"),
    PDF("application/pdf", "pdf"),
    DOCX("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx");

    private final String contentType;
    private final String extension;

    TranscriptFileFormat(String contentType, String extension) {
        this.contentType = contentType;
        this.extension = extension;
    }

    /** The Content-Type header value. */
    public String contentType() {
        return contentType;
    }

    public String extension() {
        return extension;
    }

    /** True for the formats written as text (a {@link java.io.Writer} can take them). */
    public boolean isText() {
        return this == TXT || this == HTML;
    }

    /**
     * Parses a file_format value, ignoring case.
     *
     * @throws IllegalArgumentException when it is not txt, html, pdf or docx
     */
    public static TranscriptFileFormat parse(String value) {
        if (value != null) {
            String wanted = value.strip().toUpperCase(Locale.ROOT);
            for (TranscriptFileFormat format : values()) {
                if (format.name().equals(wanted)) {
                    return format;
                }
            }
        }
        throw new IllegalArgumentException("Unknown file_format '" + value + "'; allowed: txt, html, pdf, docx");
    }
}
