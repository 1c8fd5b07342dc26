package dev.parlance.captions.align;

import dev.parlance.captions.model.ElementList;

import java.util.List;

/**
 * Aligns an edited transcript against the previous version's timed words and gives it times.
 *
 * <pre>{@code
 * Alignment result = new TranscriptAligner(AlignOptions.defaults())
 *         .align(previous, new EditedTranscript(List.of(new Turn("Maria", "Hello there."))), mediaMillis);
 * store(result.elementList());          // the new version
 * result.stretches();                   // what changed a lot: worth a look at the audio
 * }</pre>
 *
 * Words are compared in a folded form (case, accents, punctuation, apostrophes, hyphens and the
 * way a number is written do not count: see {@link WordKeys}, {@link NumberWords}). Unchanged text
 * is found first with a diff that costs little when the edit is local, whatever the length; only
 * the changed blocks between get a word-by-word alignment (see {@link UnitAligner}). Thread-safe:
 * each call works on its own data.
 */
public final class TranscriptAligner {
    private final AlignOptions options;

    public TranscriptAligner(AlignOptions options) {
        this.options = options;
    }

    public TranscriptAligner() {
        this(AlignOptions.defaults());
    }

    /** Aligns without the audio: changed stretches keep interpolated times and are reported. */
    public Alignment align(ElementList previous, EditedTranscript edited, long mediaMillis) {
        return align(previous, edited, mediaMillis, null);
    }

    /**
     * @param previous    the version the text was edited from (any version: machine, a person's)
     * @param edited      the new text
     * @param mediaMillis length of the media: every time lands inside [0, mediaMillis]
     * @param audio       looks for the words of each changed stretch in the audio; {@code null}: none
     * @throws TranscriptTextException when the text cannot be read (an unknown sound tag)
     */
    public Alignment align(ElementList previous, EditedTranscript edited, long mediaMillis, StretchAligner audio) {
        return align(previous, ParsedTranscript.of(edited), null, mediaMillis, audio);
    }

    /** The alignment itself, for a person's text and for an imported one ({@code windows}: its cues, or null). */
    Alignment align(ElementList previous, ParsedTranscript text, CueWindows windows, long mediaMillis, StretchAligner audio) {
        if (mediaMillis < 0) {
            throw new IllegalArgumentException("the media length cannot be negative: " + mediaMillis);
        }
        PreviousWords old = PreviousWords.of(previous, mediaMillis);
        KeyTable keys = new KeyTable();
        Items oldItems = Items.of(old.texts, old.sounds, old.runStarts, keys);
        Items newItems = Items.of(text.texts, text.sounds(), text.runStarts(), keys);
        Path path = UnitAligner.align(oldItems.keys, newItems.keys, keys);

        Timing timing = new Timing(old, oldItems, text, newItems, keys, mediaMillis, options.weakSimilarity(), windows);
        timing.assign(path);
        timing.settle();
        List<Stretch> stretches = Stretches.find(timing, text, options.minStretchWords(), mediaMillis);
        if (audio != null) {
            for (Stretch stretch : stretches) {
                Stretches.realign(stretch, audio.align(stretch), timing, text);
            }
            timing.settle();
        }
        TurnTimes.apply(text, timing, mediaMillis);
        ElementListAssembly assembly = ElementListAssembly.build(previous, text, timing, old, options.sequenceConfidence());
        return new Alignment(assembly.elementList(mediaMillis), assembly.timed(), stretches);
    }
}
