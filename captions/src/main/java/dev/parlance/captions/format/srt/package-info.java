/**
 * SubRip (caption_format SRT): the {@link dev.parlance.captions.format.srt.SrtWriter}, its
 * {@link dev.parlance.captions.format.srt.SrtOptions} and the srt_format block template
 * ({@link dev.parlance.captions.format.srt.SrtTemplate}), parsed once and checked so that a bad
 * template fails the request, then rendered per cue by the writer alone.
 */
package dev.parlance.captions.format.srt;
