package dev.parlance.workflow;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.system.ParlanceProperties;
import dev.parlance.work.JobJourney;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

import java.time.Clock;
import java.time.Duration;

/**
 * Starts a job's pipeline: moves it to Pending and queues its first step in the caller's
 * transaction, so the status change and the queued step commit together or not at all. On the
 * sandbox that step is the sample transcription, a few seconds later, instead of recognition.
 */
@Component
public class Pipeline {
    /** Names of queued work, stored in queued rows: never rename. */
    static final TaskDescriptor<PipelineJob> TRANSCRIBE = TaskDescriptor.of("transcribe-media", PipelineJob.class);
    static final TaskDescriptor<PipelineJob> SAMPLE = TaskDescriptor.of("sandbox-sample-transcription", PipelineJob.class);
    static final TaskDescriptor<SectionLane> RECOGNIZE = TaskDescriptor.of("recognize-sections", SectionLane.class);
    static final TaskDescriptor<PipelineJob> BUILD = TaskDescriptor.of("build-transcript", PipelineJob.class);
    /** "Shortly after perform_transcription": long enough that a client sees the job In Process first. */
    static final Duration SAMPLE_DELAY = Duration.ofSeconds(3);

    private final JobJourney journey;
    private final ObjectProvider<SchedulerClient> scheduler;
    private final Clock clock;
    private final boolean sandbox;

    Pipeline(JobJourney journey, ObjectProvider<SchedulerClient> scheduler, Clock clock, ParlanceProperties properties) {
        this.journey = journey;
        // Resolved lazily: the scheduler bean depends on every queued-work bean, and those depend on us.
        this.scheduler = scheduler;
        this.clock = clock;
        this.sandbox = properties.sandbox();
    }

    void start(String jobId, String taskId) {
        if (journey.queued(jobId)) {
            var first = sandbox ? SAMPLE.instance(jobId) : TRANSCRIBE.instance(jobId);
            scheduler.getObject().scheduleIfNotExists(first.data(new PipelineJob(jobId, taskId))
                    .scheduledTo(sandbox ? clock.instant().plus(SAMPLE_DELAY) : clock.instant()));
            pickUpAfterCommit();
        }
    }

    /**
     * db-scheduler looks for due work as soon as work is scheduled, but here that is inside the
     * caller's transaction: the look finds nothing yet, and the first step would wait for the next
     * poll (up to the polling interval, 200 ms by default). Looking again once the row is committed
     * starts it at once.
     */
    private void pickUpAfterCommit() {
        if (scheduler.getObject() instanceof Scheduler running && TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
                @Override
                public void afterCommit() {
                    running.triggerCheckForDueExecutions();
                }
            });
        }
    }

    /** Queues the lanes that recognize the job's sections (a lane already queued is left as it is). */
    void recognizeSections(PipelineJob job, int lanes) {
        for (int lane = 0; lane < lanes; lane++) {
            scheduler.getObject().scheduleIfNotExists(RECOGNIZE.instance(job.jobId() + "-" + lane)
                    .data(new SectionLane(job, lane, lanes)).scheduledTo(clock.instant()));
        }
    }

    /**
     * Queues build-transcript, once every section is recognized. Only ever queued after that, so a
     * run already queued by another lane (the lanes can finish together) sees every section too.
     */
    void buildTranscript(PipelineJob job) {
        scheduler.getObject().scheduleIfNotExists(BUILD.instance(job.jobId()).data(job).scheduledTo(clock.instant()));
    }
}
