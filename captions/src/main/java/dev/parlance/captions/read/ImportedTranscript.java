package dev.parlance.captions.read;

import java.util.List;

/** A transcript given by the customer: what was said, in order, with the times the file gave. */
public record ImportedTranscript(ImportFormat format, List<ImportedCue> cues) { }
