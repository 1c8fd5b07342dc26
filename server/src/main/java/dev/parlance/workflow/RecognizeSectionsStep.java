package dev.parlance.workflow;

import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.media.Media;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaStore;
import dev.parlance.queue.StepOutcome;
import dev.parlance.speech.MediaSection;
import dev.parlance.speech.MediaTranscriber;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.SignalMeter;
import dev.parlance.speech.SpeechRecognizer;
import dev.parlance.speech.sounds.SoundEvents;
import dev.parlance.speech.sounds.SoundFeatures;
import dev.parlance.speech.media.DecodeResult;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The recognize-sections step: one lane recognizes the next section it owns (decoding just that
 * stretch of the media, with its overlaps) and saves the words, then asks to run again for its
 * next section. When no section is left anywhere, it queues build-transcript. A lane that dies
 * mid-section is revived by db-scheduler and recognizes that section again; finished sections are
 * kept.
 */
@Component
class RecognizeSectionsStep {
    private static final Duration PROGRESS_EVERY = Duration.ofSeconds(3);

    private final JobRepository jobs;
    private final JobTasks tasks;
    private final MediaRepository media;
    private final MediaStore store;
    private final MediaTranscriber transcriber;
    private final RecognitionSections sections;
    private final JobOutcomes outcomes;
    private final Pipeline pipeline;
    private final Clock clock;

    RecognizeSectionsStep(JobRepository jobs, JobTasks tasks, MediaRepository media, MediaStore store,
                          MediaTranscriber transcriber, RecognitionSections sections, JobOutcomes outcomes,
                          Pipeline pipeline, Clock clock) {
        this.jobs = jobs;
        this.tasks = tasks;
        this.media = media;
        this.store = store;
        this.transcriber = transcriber;
        this.sections = sections;
        this.outcomes = outcomes;
        this.pipeline = pipeline;
        this.clock = clock;
    }

    /** "Recognizing speech: 42%": the share of the media's sections recognized so far. */
    static String progressText(long doneMillis, List<RecognitionSections.Section> planned) {
        long total = planned.stream().mapToLong(s -> s.section().lengthMillis()).sum();
        long percent = total <= 0 ? 0 : Math.min(99, doneMillis * 100 / total);
        return "Recognizing speech: " + percent + "%";
    }

    StepOutcome run(SectionLane lane) throws IOException {
        PipelineJob step = lane.job();
        Optional<Job> job = jobs.findById(step.jobId()).filter(j -> j.status() == JobStatus.IN_PROCESS);
        Optional<Media> stored = media.find(step.jobId());
        if (job.isEmpty() || stored.isEmpty()) {
            return StepOutcome.DONE; // deleted, failed or finished meanwhile
        }
        List<RecognitionSections.Section> planned = sections.load(step.jobId());
        Optional<MediaSection> next = planned.stream()
                .filter(s -> !s.recognized() && lane.owns(s.section().number()))
                .map(RecognitionSections.Section::section)
                .findFirst();
        if (next.isEmpty()) {
            if (sections.allRecognized(step.jobId())) {
                pipeline.buildTranscript(step);
            }
            return StepOutcome.DONE;
        }
        MediaSection section = next.get();
        DecodeResult<Recognition> result;
        SoundFeatures sounds = new SoundFeatures(section.decodeStartMillis());
        SignalMeter meter = new SignalMeter(sounds);
        try (MediaStore.LocalFile file = store.localFile(stored.get().storageKey())) {
            long started = System.nanoTime();
            result = transcriber.transcribe(file.path(), job.get().language(), section.decodeStartMillis(),
                    section.decodeEndMillis(), new ProgressListener(step, section, planned), meter);
            if (result instanceof DecodeResult.Decoded<Recognition>) {
                RecognitionFigures.record(section.lengthMillis(), System.nanoTime() - started);
            }
        }
        if (result instanceof DecodeResult.Failed<?> failed) {
            outcomes.mediaFailed(step.jobId(), step.taskId(), failed.failure().reason());
            return StepOutcome.DONE;
        }
        sections.recognized(step.jobId(), section, ((DecodeResult.Decoded<Recognition>) result).value().words(),
                meter.levels(), SoundEvents.classified(sounds.windows()));
        boolean laneHasMore = planned.stream().anyMatch(s -> !s.recognized() && lane.owns(s.section().number())
                && s.section().number() != section.number());
        if (laneHasMore) {
            return new StepOutcome.Later(Duration.ZERO); // straight on to the lane's next section
        }
        // The lane's last section: the end check now rather than in one more run (a short job has one section).
        if (sections.allRecognized(step.jobId())) {
            pipeline.buildTranscript(step);
        }
        return StepOutcome.DONE;
    }

    /** Records how far the section got and shows the job's overall share on its task, every few seconds. */
    private final class ProgressListener implements SpeechRecognizer.Listener {
        private final PipelineJob step;
        private final MediaSection section;
        private final List<RecognitionSections.Section> planned;
        private Instant lastReport = Instant.EPOCH;

        ProgressListener(PipelineJob step, MediaSection section, List<RecognitionSections.Section> planned) {
            this.step = step;
            this.section = section;
            this.planned = planned;
        }

        @Override
        public void onProgress(long mediaMillis) {
            Instant now = clock.instant();
            if (Duration.between(lastReport, now).compareTo(PROGRESS_EVERY) < 0) {
                return;
            }
            lastReport = now;
            long done = Math.clamp(mediaMillis - section.startMillis(), 0, section.lengthMillis());
            sections.progress(step.jobId(), section.number(), done);
            tasks.progress(step.taskId(), progressText(sections.doneMillis(step.jobId()), planned));
        }
    }
}
