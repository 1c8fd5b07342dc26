package dev.parlance.captions.layout;

/**
 * Hard limits of a caption format that layout must honour, so no writer re-wraps text: at most
 * {@code maxColumns} characters per line and {@code maxRows} lines per cue. The effective limits
 * are the smaller of these and the caller's layout options (SCC: 32 columns, 4 rows).
 */
public record FormatLimits(int maxColumns, int maxRows) {
    /** No limit beyond the layout options (SRT, WebVTT, DFXP, ...). */
    public static final FormatLimits NONE = new FormatLimits(Integer.MAX_VALUE, Integer.MAX_VALUE);

    /** CEA-608 (SCC): 32 columns; captions use at most 4 of the 15 rows. */
    public static final FormatLimits CEA_608 = new FormatLimits(32, 4);

    public FormatLimits {
        if (maxColumns < 1 || maxRows < 1) {
            throw new IllegalArgumentException("limits must be positive: " + maxColumns + " x " + maxRows);
        }
    }
}
