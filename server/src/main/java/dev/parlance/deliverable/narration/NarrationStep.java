package dev.parlance.deliverable.narration;

import dev.parlance.deliverable.Deliverable;
import dev.parlance.deliverable.DeliverableOutcomes;
import dev.parlance.deliverable.DeliverableRepository;
import dev.parlance.deliverable.DeliverableState;
import dev.parlance.deliverable.DeliverableWork;
import dev.parlance.deliverable.EncodeCommands;
import dev.parlance.deliverable.EncodeFailed;
import dev.parlance.deliverable.Encoder;
import dev.parlance.deliverable.WorkFiles;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import dev.parlance.media.Media;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaState;
import dev.parlance.media.MediaStore;
import dev.parlance.speech.media.MediaInfo;
import dev.parlance.speech.media.MediaProbe;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * One attempt of {@code synthesize-speech}: the ElementList version the row names is
 * spoken by espeak-ng into a PCM work file, then encoded by ffmpeg into the flavour: an audio
 * description voiced into the programme (its audio ducked under the voice, its picture kept), a
 * transcript spoken on its own (mp4: over the plain picture). A transcript without words, or a language espeak-ng has no voice for, is
 * UNPRODUCIBLE; anything else that fails is thrown and retried.
 */
@Component
class NarrationStep {
    private final DeliverableRepository deliverables;
    private final JobRepository jobs;
    private final ElementListStore elementLists;
    private final NarrationVoices voices;
    private final Narrator synthesizer;
    private final Encoder encoder;
    private final WorkFiles work;
    private final DeliverableOutcomes outcomes;
    private final MediaRepository media;
    private final MediaStore store;
    private final MediaProbe probe;

    NarrationStep(DeliverableRepository deliverables, JobRepository jobs, ElementListStore elementLists, NarrationVoices voices,
               Narrator synthesizer, Encoder encoder, WorkFiles work, DeliverableOutcomes outcomes, MediaRepository media,
               MediaStore store, MediaProbe probe) {
        this.media = media;
        this.store = store;
        this.probe = probe;
        this.deliverables = deliverables;
        this.jobs = jobs;
        this.elementLists = elementLists;
        this.voices = voices;
        this.synthesizer = synthesizer;
        this.encoder = encoder;
        this.work = work;
        this.outcomes = outcomes;
    }

    void run(DeliverableWork queued) throws IOException, InterruptedException {
        Optional<Deliverable> pending = deliverables.findById(queued.deliverableId())
                .filter(d -> d.state() == DeliverableState.PENDING);
        Optional<Job> job = pending.flatMap(d -> jobs.findById(d.jobId()));
        if (job.isEmpty()) {
            return;
        }
        Deliverable d = pending.get();
        Optional<ElementListVersion> version = elementLists.versions(d.jobId()).stream()
                .filter(v -> v.id() == d.sourceVersion()).findFirst();
        if (version.isEmpty()) {
            outcomes.unproducible(d, "its transcript version no longer exists");
            return;
        }
        List<SpokenText.Passage> passages = SpokenText.passages(elementLists.load(version.get()));
        if (passages.isEmpty()) {
            outcomes.unproducible(d, "the transcript has no words to speak");
            return;
        }
        Optional<String> voice = voices.forLanguage(job.get().language());
        if (voice.isEmpty()) {
            outcomes.unproducible(d, "there is no text-to-speech voice for the language '" + job.get().language() + "'");
            return;
        }
        Optional<Media> programme = version.get().audioDescription()
                ? media.find(d.jobId()).filter(m -> m.state() == MediaState.STORED) : Optional.empty();
        try (WorkFiles.WorkFile text = work.create(".txt");
             WorkFiles.WorkFile pcm = work.create(".pcm");
             WorkFiles.WorkFile out = work.create("." + d.flavour().extension());
             MediaStore.LocalFile file = programme.isPresent() ? store.localFile(programme.get().storageKey()) : null) {
            Narrator.Synthesized speech = synthesizer.synthesize(passages, voice.get(), text.path(), pcm.path());
            // An audio description is voiced into the programme; a transcript is spoken on its own.
            MediaInfo info = file != null && probe.probe(file.path()) instanceof MediaInfo i && i.hasAudio() ? i : null;
            List<String> command = info != null
                    ? EncodeCommands.described(file.path(), info, pcm.path(), speech.sampleRate(), d.flavour(), out.path())
                    : EncodeCommands.speech(pcm.path(), speech.sampleRate(), speech.seconds(), d.flavour(), out.path());
            double seconds = info != null ? Math.max(info.durationSeconds(), speech.seconds()) : speech.seconds();
            Encoder.Result result = encoder.encode(command, pcm.path(), seconds, percent -> deliverables.progress(d.id(), percent));
            if (result instanceof Encoder.Result.Failed failed) {
                throw new EncodeFailed("Encoding " + d.describe() + " failed: " + failed.reason());
            }
            outcomes.ready(d, out.path());
        }
    }
}
