package dev.parlance.captions.align;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.read.ImportedTranscript;

/**
 * Times a customer's transcript (add_transcript) to the media from what the recognizer heard in it.
 *
 * <pre>{@code
 * Alignment result = new ImportAligner().align(recognized, imported, mediaMillis, audio);
 * store(result.elementList());   // the customer's words, each with a time
 * }</pre>
 *
 * The imported words are aligned against the recognizer's words over the whole text, as an edit
 * is against the version it came from ({@link TranscriptAligner}: case, punctuation and the way a
 * number is written do not count). Words that read as the recognizer heard them take its times
 * ({@link Evidence#KEPT}); stretches where the two disagree are reported and looked for in the
 * audio with {@code audio} ({@link Evidence#AUDIO}); a word that neither gives a time is placed
 * between its timed neighbours and flagged {@code interpolated}. A caption file (srt, vtt, dfxp)
 * keeps its cues' times: every word stays inside its cue, takes only the times heard there
 * ({@link CueWindows}), and words with none are shared out over the cue. Speakers the file names
 * become the result's speakers; elsewhere those the recognizer told apart are kept.
 * Thread-safe: each call works on its own data.
 */
public final class ImportAligner {
    private final TranscriptAligner aligner;

    public ImportAligner(AlignOptions options) {
        this.aligner = new TranscriptAligner(options);
    }

    /**
     * Every disagreeing word is worth a look at the audio, not only runs of three as in an edit: a
     * customer's transcript says what was said, so a word the recognizer did not hear as written was
     * still said somewhere between its neighbours (on the evaluation clips with a quarter of the
     * recognizer's words taken away, 93% of the words are then timed from the audio instead of 85%;
     * {@code bench/alignment.sh}).
     */
    public static AlignOptions defaultOptions() {
        return new AlignOptions(1, AlignOptions.defaults().weakSimilarity(), AlignOptions.defaults().sequenceConfidence());
    }

    public ImportAligner() {
        this(defaultOptions());
    }

    /**
     * @param recognized  the recognizer's words as an ElementList (the machine pass's)
     * @param imported    the customer's transcript
     * @param mediaMillis length of the media: every time lands inside [0, mediaMillis]
     * @param audio       looks for the words of each disagreeing stretch in the audio; {@code null}: none
     */
    public Alignment align(ElementList recognized, ImportedTranscript imported, long mediaMillis, StretchAligner audio) {
        ImportedText text = ImportedText.of(imported, mediaMillis);
        return aligner.align(recognized, ParsedTranscript.of(text.text), text.windows, mediaMillis, audio);
    }
}
