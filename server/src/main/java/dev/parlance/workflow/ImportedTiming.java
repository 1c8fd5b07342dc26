package dev.parlance.workflow;

import dev.parlance.captions.align.Alignment;
import dev.parlance.captions.align.Evidence;
import dev.parlance.captions.align.ImportAligner;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.read.ImportedTranscript;
import dev.parlance.elementlist.WordConfidences;
import dev.parlance.job.Job;
import dev.parlance.work.AudioStretches;
import org.springframework.stereotype.Component;

/**
 * The machine pass of a job with an imported transcript: the customer's words, timed to the audio
 * from the recognizer's words (the caption library's {@link ImportAligner}), with the stretches
 * where the two disagree looked for in the audio ({@link AudioStretches}: the recognizer listening
 * for those words only). The words keep the recognizer's confidence where it heard them as written.
 */
@Component
class ImportedTiming {
    private static final ImportAligner ALIGNER = new ImportAligner();

    /** The timed transcript, its words' confidences (null when the recognizer gave none), and how it was timed. */
    record Timed(ElementList list, WordConfidences confidences, Alignment alignment) {
        /** "1,234 words, 12 interpolated" for the task's progress and result. */
        String summary() {
            long words = alignment.timed().stream().filter(t -> t.token().isWord()).count();
            long interpolated = alignment.timed().stream().filter(t -> t.token().isWord() && t.token().interpolated()).count();
            long heard = alignment.count(Evidence.AUDIO);
            return words + " imported words timed: " + (words - interpolated) + " from the audio"
                    + (heard > 0 ? " (" + heard + " found by listening for them)" : "") + ", " + interpolated + " interpolated";
        }
    }

    private final AudioStretches audio;

    ImportedTiming(AudioStretches audio) {
        this.audio = audio;
    }

    /**
     * @param recognized  the machine pass's own ElementList of the job
     * @param confidences the recognizer's confidence of each of its words; null when unknown
     */
    Timed time(Job job, ImportedTranscript imported, ElementList recognized, WordConfidences confidences, long mediaMillis) {
        try (AudioStretches.Session listener = audio.forJob(job)) {
            Alignment alignment = ALIGNER.align(recognized, imported, mediaMillis, listener);
            return new Timed(alignment.elementList(), confidences == null ? null : confidences.carriedThrough(alignment),
                    alignment);
        }
    }
}
