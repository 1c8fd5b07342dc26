package dev.parlance.captions.layout;

/**
 * Hard limits of a caption format that layout must honour, so no writer re-wraps text or
 * lengthens a cue: at most {@code maxColumns} characters per line and {@code maxRows} lines per
 * cue, and {@code roundingMs}, how much longer a cue can appear once the format rounds its start
 * and end to the format's own time unit. The effective limits are the smaller of these and the
 * caller's layout options (SCC: 32 columns, 4 rows, one frame).
 */
public record FormatLimits(int maxColumns, int maxRows, int roundingMs) {
    /** No limit beyond the layout options, times in milliseconds (SRT, WebVTT, DFXP, ...). */
    public static final FormatLimits NONE = new FormatLimits(Integer.MAX_VALUE, Integer.MAX_VALUE);

    /**
     * CEA-608 (SCC): 32 columns; captions use at most 4 of the 15 rows; start and end are rounded
     * to the nearest NTSC frame (1001/30 ms), so a cue can appear up to one frame (34 ms, rounded
     * up) longer than its times.
     */
    public static final FormatLimits CEA_608 = new FormatLimits(32, 4, 34);

    public FormatLimits {
        if (maxColumns < 1 || maxRows < 1 || roundingMs < 0) {
            throw new IllegalArgumentException("limits must be positive: " + maxColumns + " x " + maxRows + ", " + roundingMs + " ms");
        }
    }

    /** Limits of a format that writes times in milliseconds. */
    public FormatLimits(int maxColumns, int maxRows) {
        this(maxColumns, maxRows, 0);
    }
}
