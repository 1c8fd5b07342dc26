/**
 * Caption formats: {@link dev.parlance.captions.format.CaptionFormat} (media type, extension,
 * hard limits), the {@link dev.parlance.captions.format.CaptionWriter} contract and
 * {@link dev.parlance.captions.format.CaptionWriters} that picks one per format, the helpers
 * every writer shares (clock times, cue lines, markup escaping, speaker turns), and
 * {@link dev.parlance.captions.format.TextOutput} for line endings and the UTF-8 mark around any
 * writer. Layouts are described in captions/FORMATS.md.
 *
 * <p>Where a format lives follows pycaption's rule: a format gets a package of its own only when
 * it is more than its writer, that is when cooperating classes share details the rest of the
 * library need not see. SRT (its options and the srt_format template grammar), DFXP (its options,
 * which check a client's dfxp_header, and the TTML namespaces the writer shares), QT (its options)
 * and SCC (the EIA-608 codes and the frame timecodes) have one each. A format that is a writer
 * alone (SBV, SAMI, WEB_VTT, ECHO, TRANSCRIPT, TWX, TPM) lives here, beside the contract it
 * implements; it moves into a package when it grows options or constants of its own.
 */
package dev.parlance.captions.format;
