package dev.parlance.captions.format;

import dev.parlance.captions.format.dfxp.DfxpWriter;
import dev.parlance.captions.format.qt.QtWriter;
import dev.parlance.captions.format.scc.SccWriter;
import dev.parlance.captions.format.srt.SrtWriter;

/** The one place that knows which writer serves which format. */
public final class CaptionWriters {
    private CaptionWriters() {
    }

    public static CaptionWriter create(CaptionFormat format, WriterOptions options) {
        return switch (format) {
            case SRT -> new SrtWriter(options.srt());
            case SBV -> new SbvWriter();
            case SCC -> new SccWriter();
            case DFXP -> new DfxpWriter(options.dfxp());
            case QT -> new QtWriter(options.qt());
            case SAMI -> new SamiWriter();
            case WEB_VTT -> new VttWriter();
            case TRANSCRIPT -> new TranscriptTextWriter();
            case TWX -> new TwxWriter();
            case TPM -> new TpmWriter();
            case ECHO -> new EchoWriter();
        };
    }
}
