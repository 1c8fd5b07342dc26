package dev.parlance.rendering;

import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.TextOutput;
import dev.parlance.captions.format.WriterOptions;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.transform.TextOptions;
import dev.parlance.elementlist.ElementListSelection.Selector;

/** A get_caption request, parsed into the caption library's option records. */
public record CaptionRequest(
        CaptionFormat format,
        Selector selector,
        TextOptions text,
        LayoutOptions layout,
        WriterOptions writer,
        TextOutput output) {
}
