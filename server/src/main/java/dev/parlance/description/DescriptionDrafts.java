package dev.parlance.description;

import dev.parlance.captions.model.ElementList;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.job.Job;
import dev.parlance.screen.ScreenText;
import dev.parlance.speech.sounds.SoundEvent;
import org.springframework.stereotype.Component;

import java.util.List;

/**
 * Stores the machine's audio description of a job that asked for one ({@code audio_description}),
 * as the audio-description version of the machine pass (MECHANICAL); the job's FINAL description is
 * its latest description when the job completes.
 */
@Component
public class DescriptionDrafts {
    private final ElementListStore elementLists;
    /** The shortest pause in the dialogue a description is placed in. */
    private final long minGapMillis;

    DescriptionDrafts(ElementListStore elementLists, DescriptionProperties properties) {
        this.elementLists = elementLists;
        this.minGapMillis = properties.minGap().toMillis();
    }

    public static boolean wanted(Job job) {
        return job.options().bool("audio_description");
    }

    /** @return how many descriptions the draft has */
    public int store(Job job, String iwpName, ElementList dialogue, List<SoundEvent> sounds, List<ScreenText> screen,
                     long mediaMillis) {
        ElementList draft = DescriptionDraft.of(dialogue, sounds, screen, mediaMillis, minGapMillis);
        elementLists.save(job.id(), iwpName, true, draft);
        return draft.segments().size();
    }
}
