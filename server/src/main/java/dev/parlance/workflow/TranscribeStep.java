package dev.parlance.workflow;

import dev.parlance.captions.model.ElementList;
import dev.parlance.elementlist.ElementListBuilder;
import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.media.Media;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaState;
import dev.parlance.media.MediaStore;
import dev.parlance.speech.MediaTranscriber;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SpeechRecognizer;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.MediaFailure;
import dev.parlance.speech.media.MediaInfo;
import dev.parlance.speech.media.MediaProbe;
import dev.parlance.speech.media.ProbeResult;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The transcribe-media step: probe, decode and recognize (saving progress as it goes), build the
 * ElementList, hand it to {@link JobOutcomes}. Safe to run again: a job past this step is left
 * alone, and a run that died resumes from its last saved chunk. Slow work runs outside any
 * transaction.
 */
@Component
class TranscribeStep {
    /** Media time between saved chunks: at most this much recognition is redone after a crash. */
    static final long CHECKPOINT_EVERY_MS = 30_000;
    private static final Duration PROGRESS_EVERY = Duration.ofSeconds(3);

    /** What the step asks of its task: done, or look again later (the media is still downloading). */
    sealed interface Outcome {
        record Done() implements Outcome {
        }

        record Later(Duration delay) implements Outcome {
        }
    }

    private final JobRepository jobs;
    private final JobTasks tasks;
    private final MediaRepository media;
    private final MediaStore store;
    private final MediaProbe probe;
    private final MediaTranscriber transcriber;
    private final ElementListBuilder builder;
    private final RecognitionCheckpoints checkpoints;
    private final JobOutcomes outcomes;
    private final TransactionTemplate tx;
    private final Clock clock;

    TranscribeStep(JobRepository jobs, JobTasks tasks, MediaRepository media, MediaStore store, MediaProbe probe,
                   MediaTranscriber transcriber, ElementListBuilder builder, RecognitionCheckpoints checkpoints,
                   JobOutcomes outcomes, TransactionTemplate tx, Clock clock) {
        this.jobs = jobs;
        this.tasks = tasks;
        this.media = media;
        this.store = store;
        this.probe = probe;
        this.transcriber = transcriber;
        this.builder = builder;
        this.checkpoints = checkpoints;
        this.outcomes = outcomes;
        this.tx = tx;
        this.clock = clock;
    }

    Outcome run(PipelineJob step) throws IOException {
        Optional<Job> found = jobs.findById(step.jobId())
                .filter(j -> j.status() == JobStatus.PENDING || j.status() == JobStatus.IN_PROCESS);
        if (found.isEmpty()) {
            return new Outcome.Done();
        }
        Optional<Media> m = media.find(step.jobId());
        if (m.isPresent() && m.get().state() == MediaState.PENDING) {
            tasks.progress(step.taskId(), "Waiting for the media download");
            return new Outcome.Later(Duration.ofSeconds(2));
        }
        if (m.isEmpty() || m.get().state() != MediaState.STORED) {
            outcomes.mediaFailed(step.jobId(), step.taskId(), m.map(Media::failureReason).filter(r -> r != null)
                    .map(r -> "media download failed: " + r).orElse("the job has no media"));
            return new Outcome.Done();
        }
        tx.executeWithoutResult(s -> {
            jobs.transition(step.jobId(), JobStatus.PENDING, JobStatus.IN_PROCESS);
            jobs.markStarted(step.jobId(), clock.instant());
        });
        Job job = jobs.findById(step.jobId()).orElse(null);
        if (job == null || job.status() != JobStatus.IN_PROCESS) {
            return new Outcome.Done();
        }
        try (MediaStore.LocalFile file = store.localFile(m.get().storageKey())) {
            tasks.progress(step.taskId(), "Probing the media");
            ProbeResult probed = probe.probe(file.path());
            if (probed instanceof MediaFailure failure) {
                outcomes.mediaFailed(job.id(), step.taskId(), failure.reason());
                return new Outcome.Done();
            }
            MediaInfo info = (MediaInfo) probed;
            jobs.setMediaLength(job.id(), info.durationSeconds());
            List<RecognizedWord> words = info.hasAudio() ? recognize(job, step.taskId(), file, info) : List.of();
            if (words == null) {
                return new Outcome.Done();
            }
            ElementList list = builder.build(words, info.durationMillis(), job.language());
            outcomes.mechanicalPassDone(job, step.taskId(), list);
            return new Outcome.Done();
        }
    }

    /** The words of the whole media, resuming from saved chunks; null when decoding failed (already recorded). */
    private List<RecognizedWord> recognize(Job job, String taskId, MediaStore.LocalFile file, MediaInfo info)
            throws IOException {
        RecognitionCheckpoints.Progress saved = checkpoints.load(job.id());
        var listener = new CheckpointingListener(job.id(), taskId, saved, info.durationMillis());
        DecodeResult<?> result = transcriber.transcribe(file.path(), job.language(), saved.resumeMillis(), listener);
        if (result instanceof DecodeResult.Failed<?> failed) {
            outcomes.mediaFailed(job.id(), taskId, failed.failure().reason());
            return null;
        }
        List<RecognizedWord> all = new ArrayList<>(saved.words());
        all.addAll(listener.recognized);
        return all;
    }

    /** Saves finished utterances in chunks and reports progress on the job's task. */
    private final class CheckpointingListener implements SpeechRecognizer.Listener {
        private final String jobId;
        private final String taskId;
        private final long mediaMillis;
        /** Every word of this run, saved in a chunk or not. */
        private final List<RecognizedWord> recognized = new ArrayList<>();
        private final List<RecognizedWord> unsaved = new ArrayList<>();
        private int chunkNo;
        private long lastSavedAt;
        private Instant lastReport = Instant.EPOCH;

        CheckpointingListener(String jobId, String taskId, RecognitionCheckpoints.Progress saved, long mediaMillis) {
            this.jobId = jobId;
            this.taskId = taskId;
            this.mediaMillis = mediaMillis;
            this.chunkNo = saved.chunks();
            this.lastSavedAt = saved.resumeMillis();
        }

        @Override
        public void onWords(List<RecognizedWord> words) {
            recognized.addAll(words);
            unsaved.addAll(words);
            if (!unsaved.isEmpty() && unsaved.getLast().endMillis() - lastSavedAt >= CHECKPOINT_EVERY_MS) {
                long resume = unsaved.getLast().endMillis();
                checkpoints.append(jobId, chunkNo++, resume, List.copyOf(unsaved));
                unsaved.clear();
                lastSavedAt = resume;
            }
        }

        @Override
        public void onProgress(long processedMillis) {
            Instant now = clock.instant();
            if (Duration.between(lastReport, now).compareTo(PROGRESS_EVERY) >= 0) {
                lastReport = now;
                long percent = mediaMillis <= 0 ? 0 : Math.min(99, processedMillis * 100 / mediaMillis);
                tasks.progress(taskId, "Recognizing speech: " + percent + "%");
            }
        }
    }
}
