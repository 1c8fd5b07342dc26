package dev.parlance.deliverable;

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
 * One attempt of {@code transcode-media}: probe the job's media, encode the flavour into a
 * work file outside any transaction, hand it to {@link DeliverableOutcomes}. Media ffprobe rejects,
 * or an mp3 asked of media without sound, is a result (UNPRODUCIBLE); an encode that fails after a
 * good probe throws and is retried. Safe to run again: a row no longer PENDING is left alone.
 */
@Component
class TranscodeStep {
    private final DeliverableRepository deliverables;
    private final MediaRepository media;
    private final MediaStore store;
    private final MediaProbe probe;
    private final Encoder encoder;
    private final WorkFiles work;
    private final DeliverableOutcomes outcomes;

    TranscodeStep(DeliverableRepository deliverables, MediaRepository media, MediaStore store, MediaProbe probe,
                  Encoder encoder, WorkFiles work, DeliverableOutcomes outcomes) {
        this.deliverables = deliverables;
        this.media = media;
        this.store = store;
        this.probe = probe;
        this.encoder = encoder;
        this.work = work;
        this.outcomes = outcomes;
    }

    void run(DeliverableWork queued) throws IOException {
        Optional<Deliverable> pending = deliverables.findById(queued.deliverableId())
                .filter(d -> d.state() == DeliverableState.PENDING);
        if (pending.isEmpty()) {
            return;
        }
        Deliverable d = pending.get();
        Optional<Media> stored = media.find(d.jobId()).filter(m -> m.state() == MediaState.STORED);
        if (stored.isEmpty()) {
            outcomes.unproducible(d, "the job has no stored media");
            return;
        }
        try (MediaStore.LocalFile file = store.localFile(stored.get().storageKey());
             WorkFiles.WorkFile out = work.create("." + d.flavour().extension())) {
            ProbeResult probed = probe.probe(file.path());
            if (probed instanceof MediaFailure failure) {
                outcomes.unproducible(d, "the media cannot be decoded: " + failure.reason());
                return;
            }
            MediaInfo info = (MediaInfo) probed;
            if (d.flavour() == Flavour.MP3 && !info.hasAudio()) {
                outcomes.unproducible(d, "the media has no audio to make an mp3 of");
                return;
            }
            Encoder.Result result = encoder.encode(EncodeCommands.transcode(d.flavour(), file.path(), info, out.path()),
                    file.path(), info.durationSeconds(), percent -> deliverables.progress(d.id(), percent));
            if (result instanceof Encoder.Result.Failed failed) {
                throw new EncodeFailed("Encoding " + d.describe() + " failed: " + failed.reason());
            }
            outcomes.ready(d, out.path());
        }
    }
}
