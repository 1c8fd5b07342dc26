package dev.parlance.work;

import dev.parlance.deliverable.DeliverableProperties;
import dev.parlance.deliverable.narration.VoicePreview;
import dev.parlance.description.DescriberContext;
import dev.parlance.description.DescriptionProperties;
import dev.parlance.description.SceneChanges;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.job.Job;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.util.List;

/**
 * What a describer's pass has beyond the text it edits: the dialogue the descriptions go between,
 * and the voice that will read them, to hear one before submitting; and the description a
 * customer's approval shows beside the transcript.
 */
@Component
class DescriberAids {
    private final ElementListStore elementLists;
    private final StartingVersions versions;
    private final VoicePreview voice;
    private final SceneChanges scenes;
    private final int wordsPerMinute;
    private final long minGapMillis;

    DescriberAids(ElementListStore elementLists, StartingVersions versions, VoicePreview voice, SceneChanges scenes,
                  DeliverableProperties deliverables, DescriptionProperties descriptions) {
        this.scenes = scenes;
        this.elementLists = elementLists;
        this.versions = versions;
        this.voice = voice;
        this.wordsPerMinute = deliverables.speechRate();
        this.minGapMillis = descriptions.minGap().toMillis();
    }

    /** The job's dialogue as it now stands (its latest transcript), with the voice's speed. */
    DescriberContext context(Job job) {
        var transcript = elementLists.latest(job.id(), false).map(versions::of)
                .orElseThrow(() -> new IllegalStateException("Job " + job.id() + " has no transcript to describe between"));
        return DescriberContext.of(transcript.list(), wordsPerMinute, minGapMillis);
    }

    /**
     * The job's audio description as it now stands (its latest version), for the customer's approval
     * to show beside the transcript; empty when the job has none.
     */
    List<DescriberContext.Line> description(Job job) {
        return elementLists.latest(job.id(), true).map(versions::of)
                .map(v -> DescriberContext.descriptions(v.list())).orElse(List.of());
    }

    /** The job's scene changes (its own video: a description is of the programme, never of a translation's parent). */
    List<SceneChanges.Scene> scenes(Job job) {
        return scenes.of(job.id());
    }

    /** The picture of scene change {@code index}. */
    byte[] scenePicture(Job job, int index) {
        return scenes.picture(job.id(), index).orElseThrow(() -> new WorkException(WorkRefusal.NOT_FOUND,
                "The job's video has no scene change " + index));
    }

    /** The text read in the job's language as WAV. */
    byte[] voice(Job job, String text) throws InterruptedException {
        String spoken = text == null ? "" : text.strip();
        if (spoken.isEmpty() || spoken.length() > VoicePreview.MAX_CHARACTERS) {
            throw new WorkException(WorkRefusal.INVALID, "A description to hear has 1 to " + VoicePreview.MAX_CHARACTERS
                    + " characters; this one has " + spoken.length());
        }
        try {
            return voice.wav(spoken, job.language()).orElseThrow(() -> new WorkException(WorkRefusal.NOT_FOUND,
                    "No installed voice speaks the job's language (" + job.language() + ")"));
        } catch (IOException e) {
            throw new IllegalStateException("The description could not be spoken: " + e.getMessage(), e);
        }
    }
}
