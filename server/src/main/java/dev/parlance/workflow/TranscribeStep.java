package dev.parlance.workflow;

import dev.parlance.captions.model.ElementList;
import dev.parlance.elementlist.ElementListBuilder;
import dev.parlance.elementlist.WordConfidences;
import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.media.Media;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaState;
import dev.parlance.media.MediaStore;
import dev.parlance.queue.StepOutcome;
import dev.parlance.description.DescriptionDrafts;
import dev.parlance.work.JobJourney;
import dev.parlance.screen.OnScreenTextReader;
import dev.parlance.screen.ScreenText;
import dev.parlance.speech.MediaTranscriber;
import dev.parlance.speech.RecognizedSection;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SignalLevels;
import dev.parlance.speech.sounds.ClassifiedWindow;
import dev.parlance.speech.sounds.SoundEvent;
import dev.parlance.speech.sounds.SoundEvents;
import dev.parlance.speech.SectionPlan;
import dev.parlance.speech.SectionStitcher;
import dev.parlance.speech.SpeechProperties;
import dev.parlance.speech.SpeechRecognizers;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.MediaFailure;
import dev.parlance.speech.media.MediaInfo;
import dev.parlance.speech.media.MediaProbe;
import dev.parlance.speech.media.ProbeResult;
import dev.parlance.transcript.ImportedTranscripts;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The transcribe-media and build-transcript steps. transcribe-media waits for the media, probes it,
 * plans its sections and queues the lanes that recognize them ({@link RecognizeSectionsStep});
 * the lane that finishes the last section queues build-transcript, which stitches the sections'
 * words, drops words read into sounds, counts the speakers when the job does not say how many (one
 * or two) and tells them apart, builds the ElementList and
 * hands it to {@link JobOutcomes}; on a job with an imported transcript, the customer's words timed
 * from it ({@link ImportedTiming}) instead. Both are safe to run again: a job past them is left alone, and a
 * rerun of transcribe-media goes on from where things stand.
 */
@Component
class TranscribeStep {
    private final JobRepository jobs;
    private final JobTasks tasks;
    private final MediaRepository media;
    private final MediaStore store;
    private final MediaProbe probe;
    private final RecognitionSections sections;
    private final ElementListBuilder builder;
    private final MediaTranscriber transcriber;
    private final JobOutcomes outcomes;
    private final ImportedTranscripts importedTranscripts;
    private final ImportedTiming importedTiming;
    private final Pipeline pipeline;
    private final SpeechRecognizers recognizers;
    private final OnScreenTextReader screenReader;
    private final DescriptionDrafts descriptions;
    private final int lanes;

    TranscribeStep(JobRepository jobs, JobTasks tasks, MediaRepository media, MediaStore store, MediaProbe probe,
                   RecognitionSections sections, ElementListBuilder builder, MediaTranscriber transcriber,
                   JobOutcomes outcomes, ImportedTranscripts importedTranscripts, ImportedTiming importedTiming,
                   Pipeline pipeline, SpeechRecognizers recognizers, SpeechProperties speech, OnScreenTextReader screenReader,
                   DescriptionDrafts descriptions) {
        this.descriptions = descriptions;
        this.jobs = jobs;
        this.tasks = tasks;
        this.media = media;
        this.store = store;
        this.probe = probe;
        this.sections = sections;
        this.builder = builder;
        this.transcriber = transcriber;
        this.outcomes = outcomes;
        this.importedTranscripts = importedTranscripts;
        this.importedTiming = importedTiming;
        this.pipeline = pipeline;
        this.recognizers = recognizers;
        this.screenReader = screenReader;
        // One lane per recognizer of this worker: a job alone uses all of them.
        this.lanes = speech.recognizerCount();
    }

    StepOutcome run(PipelineJob step) throws IOException {
        Optional<Job> found = jobs.findById(step.jobId())
                .filter(j -> j.status() == JobStatus.PENDING || j.status() == JobStatus.IN_PROCESS);
        if (found.isEmpty()) {
            return StepOutcome.DONE;
        }
        Optional<Media> m = media.find(step.jobId());
        if (m.isPresent() && m.get().state() == MediaState.PENDING) {
            tasks.progress(step.taskId(), "Waiting for the media download");
            return new StepOutcome.Later(Duration.ofSeconds(2));
        }
        if (m.isEmpty() || m.get().state() != MediaState.STORED) {
            outcomes.mediaFailed(step.jobId(), step.taskId(), m.map(Media::failureReason).filter(r -> r != null)
                    .map(r -> "media download failed: " + r).orElse("the job has no media"));
            return StepOutcome.DONE;
        }
        outcomes.started(step.jobId());
        Job job = jobs.findById(step.jobId()).orElse(null);
        if (job == null || job.status() != JobStatus.IN_PROCESS) {
            return StepOutcome.DONE;
        }
        MediaInfo info;
        try (MediaStore.LocalFile file = store.localFile(m.get().storageKey())) {
            tasks.progress(step.taskId(), "Probing the media");
            ProbeResult probed = probe.probe(file.path());
            if (probed instanceof MediaFailure failure) {
                outcomes.mediaFailed(job.id(), step.taskId(), failure.reason());
                return StepOutcome.DONE;
            }
            info = (MediaInfo) probed;
        }
        jobs.setMediaLength(job.id(), info.durationSeconds());
        if (!info.hasAudio()) {
            return finish(job, step, List.of(), info.durationMillis());
        }
        if (!recognizers.supports(job.language())) {
            // People do the job (TranscriptionService let only their fidelities through): the transcriber
            // starts from an empty transcript, or an imported one timed without the audio.
            tasks.progress(step.taskId(), "No speech recognition for '" + job.language() + "': the people start from scratch");
            return finish(job, step, List.of(), info.durationMillis());
        }
        if (sections.allRecognized(job.id())) {
            pipeline.buildTranscript(step); // a rerun after the lanes were done
            return StepOutcome.DONE;
        }
        List<RecognitionSections.Section> planned = sections.planOnce(job.id(), SectionPlan.of(info.durationMillis(), lanes));
        tasks.progress(step.taskId(), RecognizeSectionsStep.progressText(sections.doneMillis(job.id()), planned));
        pipeline.recognizeSections(step, Math.min(lanes, planned.size()));
        return StepOutcome.DONE;
    }

    /** build-transcript: the stitched words of every section become the job's ElementList. */
    StepOutcome build(PipelineJob step) throws IOException {
        Optional<Job> job = jobs.findById(step.jobId()).filter(j -> j.status() == JobStatus.IN_PROCESS);
        Optional<List<RecognizedSection>> recognized = sections.words(step.jobId());
        if (job.isEmpty() || recognized.isEmpty()) {
            return StepOutcome.DONE; // finished, failed or deleted meanwhile
        }
        long mediaMillis = Math.round(Optional.ofNullable(job.get().mediaLengthSeconds()).orElse(0.0) * 1000);
        List<RecognizedWord> words = SectionStitcher.stitch(recognized.get());
        SignalLevels levels = sections.levels(step.jobId());
        jobs.setDifficulty(job.get().id(), DifficultyRating.of(levels, words).difficulty());
        // A sound more than 30 dB under the job's loudest tenth (its speech, or its music) is background.
        int quietBelow = levels.frames() == 0 ? -SignalLevels.FLOOR_DB : levels.percentileDb(0.9) - 30;
        List<ClassifiedWindow> windows = sections.soundWindows(step.jobId());
        try (MediaOnHand onHand = new MediaOnHand(media, store, job.get().id())) {
            Optional<SoundEvents.Heard> heard = heard(step, onHand, windows, words, quietBelow);
            if (heard.isEmpty()) {
                return StepOutcome.DONE; // deleted meanwhile
            }
            return finish(job.get(), step, heard.get().words(), heard.get().sounds(), mediaMillis, onHand);
        }
    }

    /**
     * The words kept and the sounds between them ({@link SoundEvents#heard}): runs of words inside
     * sounds are listened to again for a voice, and dropped without one. Empty when the media is gone.
     */
    private Optional<SoundEvents.Heard> heard(PipelineJob step, MediaOnHand onHand, List<ClassifiedWindow> windows,
                                              List<RecognizedWord> words, int quietBelow) throws IOException {
        List<SoundEvents.Run> inSounds = SoundEvents.inSounds(windows, words, quietBelow);
        List<SoundEvents.Run> unvoiced = new ArrayList<>();
        if (!inSounds.isEmpty()) {
            tasks.progress(step.taskId(), "Listening for a voice in the words heard in music or applause");
            Optional<Path> file = onHand.path();
            if (file.isEmpty()) {
                return Optional.empty();
            }
            if (transcriber.voicedShares(file.get(), inSounds) instanceof DecodeResult.Decoded<double[]> d) {
                for (int i = 0; i < inSounds.size(); i++) {
                    if (d.value()[i] < SoundEvents.UNVOICED_BELOW) {
                        unvoiced.add(inSounds.get(i));
                    }
                }
            }
        }
        return Optional.of(SoundEvents.heard(windows, words, quietBelow, unvoiced));
    }

    private StepOutcome finish(Job job, PipelineJob step, List<RecognizedWord> words, long mediaMillis) throws IOException {
        try (MediaOnHand onHand = new MediaOnHand(media, store, job.id())) {
            return finish(job, step, words, List.of(), mediaMillis, onHand);
        }
    }

    /**
     * @param sounds the sound events heard where nobody spoke, in time order
     * @param onHand the job's media, for the passes that read it again
     */
    private StepOutcome finish(Job job, PipelineJob step, List<RecognizedWord> words, List<SoundEvent> sounds,
                               long mediaMillis, MediaOnHand onHand) throws IOException {
        int[] speakers = new int[words.size()];
        Integer expected = job.expectedSpeakers(); // null: counted here (one, or two voice registers)
        if ((expected == null || expected > 1) && !words.isEmpty()) {
            tasks.progress(step.taskId(), expected == null ? "Counting the speakers" : "Telling the speakers apart");
            Optional<Path> file = onHand.path();
            if (file.isEmpty()) {
                return StepOutcome.DONE; // deleted meanwhile
            }
            if (expected != null) {
                if (transcriber.speakers(file.get(), words, expected) instanceof DecodeResult.Decoded<int[]> d) {
                    speakers = d.value();
                }
            } else if (transcriber.speakersCounted(file.get(), words) instanceof DecodeResult.Decoded<MediaTranscriber.Counted> d) {
                speakers = d.value().labels();
            }
        }
        List<ScreenText> screen = List.of();
        List<String> notes = new ArrayList<>(); // for the task record, after the word count
        boolean onScreenText = job.options().bool("on_screen_text");
        boolean describe = DescriptionDrafts.wanted(job);
        if (onScreenText || describe) {
            tasks.progress(step.taskId(), "Reading the text on screen");
            Optional<Path> file = onHand.path();
            if (file.isEmpty()) {
                return StepOutcome.DONE; // deleted meanwhile
            }
            switch (readScreen(file.get())) {
                case OnScreenTextReader.Outcome.Read read -> {
                    screen = read.lines();
                    if (onScreenText) {
                        notes.add(screen.size() + (screen.size() == 1 ? " line" : " lines") + " of on-screen text");
                    }
                }
                case OnScreenTextReader.Outcome.Unread unread -> notes.add("on-screen text not read: " + unread.reason());
            }
        }
        tasks.progress(step.taskId(), "Building the transcript");
        ElementList list = builder.build(words, speakers, sounds, onScreenText ? screen : List.of(), mediaMillis, job.language());
        WordConfidences confidences = ElementListBuilder.wordConfidences(words, list);
        if (describe) {
            int described = descriptions.store(job, JobJourney.MECHANICAL, list, sounds, screen, mediaMillis);
            notes.add(described + (described == 1 ? " description" : " descriptions") + " drafted");
        }
        var imported = importedTranscripts.find(job.id());
        if (imported.isPresent()) {
            tasks.progress(step.taskId(), "Timing the imported transcript to the audio");
            ImportedTiming.Timed timed = importedTiming.time(job, imported.get(), list, confidences, mediaMillis);
            outcomes.mechanicalPassDone(job, step.taskId(), timed.list(), timed.confidences(), withNotes(timed.summary(), notes));
            return StepOutcome.DONE;
        }
        String summary = notes.isEmpty() ? null : list.segments().stream().filter(s -> !ElementListBuilder.isScreenText(s, list))
                .flatMap(s -> s.sequences().stream()).flatMap(q -> q.tokens().stream()).filter(t -> t.isWord()).count() + " words";
        outcomes.mechanicalPassDone(job, step.taskId(), list, confidences, withNotes(summary, notes));
        return StepOutcome.DONE;
    }

    private OnScreenTextReader.Outcome readScreen(Path file) throws IOException {
        if (probe.probe(file) instanceof MediaInfo info) {
            return screenReader.read(file, info);
        }
        return new OnScreenTextReader.Outcome.Read(List.of());
    }

    private static String withNotes(String summary, List<String> notes) {
        return notes.isEmpty() ? summary : summary + "; " + String.join("; ", notes);
    }
}
