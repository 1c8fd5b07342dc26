package dev.parlance.rendering;

import dev.parlance.captions.format.TextOutput;
import dev.parlance.captions.transcript.TranscriptOptions;
import dev.parlance.captions.transform.TextOptions;
import dev.parlance.elementlist.ElementListSelection.Selector;

/** A get_transcript request, parsed into the caption library's option records. */
public record TranscriptRequest(Selector selector, TextOptions text, TranscriptOptions transcript, TextOutput output) {
}
