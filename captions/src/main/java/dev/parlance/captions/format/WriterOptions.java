package dev.parlance.captions.format;

import dev.parlance.captions.format.dfxp.DfxpOptions;
import dev.parlance.captions.format.qt.QtOptions;
import dev.parlance.captions.format.srt.SrtOptions;

/**
 * The per-format options of get_caption, each parsed once; a format ignores the others'
 * (as the API says of dfxp_header, include_dfxp_metadata and qt_seamless).
 */
public record WriterOptions(SrtOptions srt, DfxpOptions dfxp, QtOptions qt) {
    public WriterOptions {
        srt = srt == null ? SrtOptions.defaults() : srt;
        dfxp = dfxp == null ? DfxpOptions.defaults() : dfxp;
        qt = qt == null ? QtOptions.defaults() : qt;
    }

    public static WriterOptions defaults() {
        return new WriterOptions(null, null, null);
    }
}
