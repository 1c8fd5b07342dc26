package dev.parlance.captions.transcript;

import java.util.Locale;

/** The file_format values of get_transcript, with their Content-Type and file extension. */
public enum TranscriptFileFormat {
    TXT("text/plain; charset=utf-8", "txt"),
    HTML("text/html; charset=utf-8", "html"),
    PDF("application/pdf", "pdf");

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
        return this != PDF;
    }

    /**
     * Parses a file_format value, ignoring case.
     *
     * @throws IllegalArgumentException when it is not txt, html or pdf
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
        throw new IllegalArgumentException("Unknown file_format '" + value + "'; allowed: txt, html, pdf");
    }
}
