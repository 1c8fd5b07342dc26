/**
 * Scenarist SCC (caption_format SCC): EIA-608 pop-on captions. The
 * {@link dev.parlance.captions.format.scc.SccWriter} sends each cue as a block of 608 words
 * timed to land on its first frame; {@link dev.parlance.captions.format.scc.SccCodes} holds the
 * control codes, preamble addresses and character sets, and
 * {@link dev.parlance.captions.format.scc.SccTimecode} the NTSC frames and drop-frame timecodes.
 */
package dev.parlance.captions.format.scc;
