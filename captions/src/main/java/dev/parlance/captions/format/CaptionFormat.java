package dev.parlance.captions.format;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The caption formats of get_caption, with what HTTP and file names need (media type, extension)
 * and the hard limits a format puts on layout. Limits are plain ints so the layout can read them
 * without depending on writers: {@link #maxColumns()} characters per line and {@link #maxRows()}
 * lines per cue, {@link #UNLIMITED} where the format has none.
 *
 * <p>Media types are the registered ones where they exist ({@code text/vtt},
 * {@code application/ttml+xml}, {@code text/tab-separated-values}), else the ones in common use
 * (freedesktop.org shared-mime-info: {@code application/x-subrip}, {@code application/x-sami}),
 * else {@code text/plain}. Every format is written as UTF-8 text; see captions/FORMATS.md for
 * the layout of each.
 */
public enum CaptionFormat {
    SRT("application/x-subrip", "srt"),
    SBV("text/plain", "sbv"),
    /** EIA-608 pop-on captions: 32 columns, at most 4 rows of text on screen, times in NTSC frames. */
    SCC("text/plain", "scc", 32, 4, 34),
    DFXP("application/ttml+xml", "dfxp"),
    QT("text/plain", "qt.txt"),
    SAMI("application/x-sami", "smi"),
    WEB_VTT("text/vtt", "vtt"),
    TRANSCRIPT("text/plain", "txt"),
    TWX("text/tab-separated-values", "tsv"),
    TPM("text/plain", "txt"),
    ECHO("text/vtt", "vtt");

    /** Value of {@link #maxColumns()} and {@link #maxRows()} for a format without that limit. */
    public static final int UNLIMITED = Integer.MAX_VALUE;

    private final String mediaType;
    private final String extension;
    private final int maxColumns;
    private final int maxRows;
    private final int roundingMs;

    CaptionFormat(String mediaType, String extension) {
        this(mediaType, extension, UNLIMITED, UNLIMITED, 0);
    }

    CaptionFormat(String mediaType, String extension, int maxColumns, int maxRows, int roundingMs) {
        this.mediaType = mediaType;
        this.extension = extension;
        this.maxColumns = maxColumns;
        this.maxRows = maxRows;
        this.roundingMs = roundingMs;
    }

    /**
     * Parses a caption_format value, ignoring case and surrounding blanks.
     *
     * @throws IllegalArgumentException naming the allowed values when the value is none of them
     */
    public static CaptionFormat parse(String value) {
        if (value != null) {
            String wanted = value.strip().toUpperCase(Locale.ROOT);
            for (CaptionFormat format : values()) {
                if (format.name().equals(wanted)) {
                    return format;
                }
            }
        }
        throw new IllegalArgumentException("Unknown caption_format '" + value + "'; allowed: "
                + Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", ")));
    }

    /** The bare media type, such as {@code text/vtt}. */
    public String mediaType() {
        return mediaType;
    }

    /** The Content-Type header value: the media type with {@code charset=utf-8}. */
    public String contentType() {
        return mediaType + "; charset=utf-8";
    }

    /** File name extension without the leading dot, such as {@code srt} or {@code qt.txt}. */
    public String extension() {
        return extension;
    }

    /** Most characters a caption line may hold, or {@link #UNLIMITED}. */
    public int maxColumns() {
        return maxColumns;
    }

    /** Most lines a cue may hold, or {@link #UNLIMITED}. */
    public int maxRows() {
        return maxRows;
    }

    /**
     * How much longer a cue can appear than its times in milliseconds once the format rounds start
     * and end to its own time unit: 0 where times are written in milliseconds, one frame rounded up
     * (34 ms) for SCC, whose times are the nearest NTSC frame.
     */
    public int roundingMs() {
        return roundingMs;
    }
}
