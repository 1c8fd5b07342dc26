package dev.parlance.work;

import dev.parlance.captions.align.Stretch;
import dev.parlance.captions.align.StretchAligner;
import dev.parlance.captions.align.TimeSpan;
import dev.parlance.job.Job;
import dev.parlance.media.Media;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaState;
import dev.parlance.media.MediaStore;
import dev.parlance.speech.MediaTranscriber;
import dev.parlance.speech.StretchListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * Looks for the words of the stretches a text changed a lot in the job's audio
 * ({@link StretchListener}, over the job's stored media): at a pass's submit, and when the machine
 * pass times a customer's imported transcript ({@code workflow}). A job without usable media keeps
 * the aligner's times: a submit never fails for want of a better time.
 */
@Component
public class AudioStretches {
    private static final Logger log = LoggerFactory.getLogger(AudioStretches.class);

    private final MediaRepository media;
    private final MediaStore store;
    private final MediaTranscriber transcriber;

    AudioStretches(MediaRepository media, MediaStore store, MediaTranscriber transcriber) {
        this.media = media;
        this.store = store;
        this.transcriber = transcriber;
    }

    /** The aligner for one alignment of the job's text: opens the media at the first stretch, until closed. */
    public Session forJob(Job job) {
        return new Session(job);
    }

    public final class Session implements StretchAligner, AutoCloseable {
        private final Job job;
        private MediaStore.LocalFile file;
        private StretchListener listener;
        private boolean unavailable;

        private Session(Job job) {
            this.job = job;
        }

        @Override
        public List<TimeSpan> align(Stretch stretch) {
            try {
                return listener().map(l -> l.align(stretch)).orElse(List.of());
            } catch (IOException | RuntimeException e) {
                log.warn("Job {}: could not open the media to look for a stretch in the audio: {}", job.id(), e.getMessage());
                unavailable = true;
                return List.of();
            }
        }

        private Optional<StretchListener> listener() throws IOException {
            if (listener == null && !unavailable) {
                Optional<Media> stored = media.find(job.id()).filter(m -> m.state() == MediaState.STORED);
                if (stored.isEmpty() || !transcriber.recognizes(job.language())) {
                    unavailable = true;
                } else {
                    file = store.localFile(stored.get().storageKey());
                    listener = new StretchListener(transcriber, file.path(), job.language());
                }
            }
            return Optional.ofNullable(listener);
        }

        /** Gives the media back (temporary copies are deleted); never fails the work it served. */
        @Override
        public void close() {
            try (MediaStore.LocalFile copy = file; StretchListener decoded = listener) {
                // both closed, the decoded audio first
            } catch (IOException e) {
                log.warn("Job {}: could not remove a temporary copy of the media: {}", job.id(), e.getMessage());
            }
        }
    }
}
