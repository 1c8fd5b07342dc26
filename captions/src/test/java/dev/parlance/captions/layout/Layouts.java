package dev.parlance.captions.layout;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.transform.TextOptions;

import java.util.List;

/** Shortcuts for layout tests. */
final class Layouts {
    private Layouts() {
    }

    /** Lays out the list as it is (no text transforms), without format limits. */
    static List<Cue> lay(ElementList list, LayoutOptions options) {
        return new CaptionLayout(options, FormatLimits.NONE).cues(list);
    }

    static List<Cue> lay(ElementList list, LayoutOptions.Builder options) {
        return lay(list, options.build());
    }

    /** Default text transforms, then layout. */
    static List<Cue> transformAndLay(ElementList list, LayoutOptions options, FormatLimits limits) {
        return new CaptionLayout(options, limits).cues(TextOptions.defaults().apply(list));
    }

    /** Each cue's lines joined with " / ". */
    static List<String> texts(List<Cue> cues) {
        return cues.stream().map(c -> String.join(" / ", c.lines())).toList();
    }

    static LayoutOptions.Builder options() {
        return LayoutOptions.builder();
    }
}
