package dev.parlance.deliverable.burnin;

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
import dev.parlance.speech.media.MediaFailure;
import dev.parlance.speech.media.MediaInfo;
import dev.parlance.speech.media.MediaProbe;
import dev.parlance.speech.media.ProbeResult;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.util.Optional;

/**
 * One attempt of {@code burn-in-captions}: the captions of the ElementList version the row
 * names are written as SRT and drawn into the media's picture by ffmpeg's subtitles filter (libass),
 * re-encoded as an mp4; audio-only media gets the plain picture to carry them. What the media or
 * transcript cannot give is UNPRODUCIBLE; other failures are thrown and retried.
 */
@Component
class BurnInStep {
    private final DeliverableRepository deliverables;
    private final JobRepository jobs;
    private final MediaRepository media;
    private final MediaStore store;
    private final MediaProbe probe;
    private final ElementListStore elementLists;
    private final SubtitleFile subtitles;
    private final Encoder encoder;
    private final WorkFiles work;
    private final DeliverableOutcomes outcomes;

    BurnInStep(DeliverableRepository deliverables, JobRepository jobs, MediaRepository media, MediaStore store,
               MediaProbe probe, ElementListStore elementLists, SubtitleFile subtitles, Encoder encoder, WorkFiles work,
               DeliverableOutcomes outcomes) {
        this.deliverables = deliverables;
        this.jobs = jobs;
        this.media = media;
        this.store = store;
        this.probe = probe;
        this.elementLists = elementLists;
        this.subtitles = subtitles;
        this.encoder = encoder;
        this.work = work;
        this.outcomes = outcomes;
    }

    void run(DeliverableWork queued) throws IOException {
        Optional<Deliverable> pending = deliverables.findById(queued.deliverableId())
                .filter(d -> d.state() == DeliverableState.PENDING);
        Optional<Job> job = pending.flatMap(d -> jobs.findById(d.jobId()));
        if (job.isEmpty()) {
            return;
        }
        Deliverable d = pending.get();
        Optional<Media> stored = media.find(d.jobId()).filter(m -> m.state() == MediaState.STORED);
        if (stored.isEmpty()) {
            outcomes.unproducible(d, "the job has no stored media");
            return;
        }
        Optional<ElementListVersion> version = elementLists.versions(d.jobId()).stream()
                .filter(v -> v.id() == d.sourceVersion()).findFirst();
        if (version.isEmpty()) {
            outcomes.unproducible(d, "its transcript version no longer exists");
            return;
        }
        try (WorkFiles.WorkFile srt = work.create(".srt");
             MediaStore.LocalFile file = store.localFile(stored.get().storageKey());
             WorkFiles.WorkFile out = work.create(".mp4")) {
            if (subtitles.writeSrt(job.get(), elementLists.load(version.get()), srt.path()) == 0) {
                outcomes.unproducible(d, "the transcript has no captions to burn in");
                return;
            }
            ProbeResult probed = probe.probe(file.path());
            if (probed instanceof MediaFailure failure) {
                outcomes.unproducible(d, "the media cannot be decoded: " + failure.reason());
                return;
            }
            MediaInfo info = (MediaInfo) probed;
            Encoder.Result result = encoder.encode(EncodeCommands.mp4(file.path(), info, srt.path(), out.path()),
                    file.path(), info.durationSeconds(), percent -> deliverables.progress(d.id(), percent));
            if (result instanceof Encoder.Result.Failed failed) {
                throw new EncodeFailed("Burning captions into job " + d.jobId() + " failed: " + failed.reason());
            }
            outcomes.ready(d, out.path());
        }
    }
}
