/**
 * get_caption and get_transcript of a job: {@link dev.parlance.rendering.CaptionService} picks the
 * ElementList version (through {@code elementlist}'s selection), has the caption library transform,
 * lay out and write it, and records the read in the job's history; build_url's permanent links are
 * signed here too. The formats, layout and text transforms themselves are the caption library
 * ({@code dev.parlance.captions}); files that take ffmpeg and time to make (media flavours,
 * burned-in captions, narration) are {@code deliverable}; reading the call's options from the
 * request is {@code api.v1}.
 */
package dev.parlance.rendering;
