package dev.parlance.elementlist;

import dev.parlance.captions.align.AlignedToken;
import dev.parlance.captions.align.Alignment;
import dev.parlance.captions.align.Evidence;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * How sure the recognizer was of each word of an ElementList version: one entry per word and sound
 * token in document order (punctuation not counted), between 0 and 1, null where nobody knows (a
 * word a person typed, a sound). Stored beside the version, never in the v1 document.
 */
public record WordConfidences(List<Double> values) {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final TypeReference<List<Double>> LIST = new TypeReference<>() {
    };

    public WordConfidences {
        values = Collections.unmodifiableList(new ArrayList<>(values)); // may hold nulls
    }

    /** The confidence of the token at this index of the version's words and sounds; null when unknown. */
    public Double at(int index) {
        return index >= 0 && index < values.size() ? values.get(index) : null;
    }

    /**
     * The confidences of a text aligned against the version these belong to: a word that kept the
     * time of this version's word ({@link Evidence#KEPT}: it reads the same) keeps its confidence;
     * a word a person changed or typed, or an imported word the recognizer did not hear as written,
     * has none.
     */
    public WordConfidences carriedThrough(Alignment alignment) {
        List<Double> carried = new ArrayList<>(alignment.timed().size());
        for (AlignedToken token : alignment.timed()) {
            carried.add(token.evidence() == Evidence.KEPT && !token.token().isSound() ? at(token.previousIndex()) : null);
        }
        return new WordConfidences(carried);
    }

    /**
     * These confidences of an aligned text with the words a person confirmed as heard set to 1, so
     * no later pass marks them doubtful again: a word still as it was ({@link Evidence#KEPT}) whose
     * start (ms) is among {@code starts}.
     */
    public WordConfidences confirmed(Alignment alignment, Set<Long> starts) {
        if (starts.isEmpty()) {
            return this;
        }
        List<Double> marked = new ArrayList<>(values);
        for (int i = 0; i < marked.size() && i < alignment.timed().size(); i++) {
            AlignedToken token = alignment.timed().get(i);
            if (token.evidence() == Evidence.KEPT && !token.token().isSound() && starts.contains(token.token().startTime())) {
                marked.set(i, 1.0);
            }
        }
        return new WordConfidences(marked);
    }

    public int size() {
        return values.size();
    }

    String toJson() {
        List<Double> rounded = new ArrayList<>(values.size());
        for (Double v : values) {
            rounded.add(v == null ? null : Math.round(v * 1000) / 1000.0); // three digits tell marks apart
        }
        return JSON.writeValueAsString(rounded);
    }

    static WordConfidences fromJson(String json) {
        return new WordConfidences(JSON.readValue(json, LIST));
    }
}
