package dev.parlance.captions.read;

/** text: a paragraph of a plain text file (no times); srt/vtt/dfxp: one cue with its times. */
public record ImportedCue(Long startMs, Long endMs, String speaker, String text) { }  // times null for text
