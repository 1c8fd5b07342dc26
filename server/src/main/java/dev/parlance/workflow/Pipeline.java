package dev.parlance.workflow;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

import java.time.Clock;

/**
 * Starts a job's pipeline: moves it to Pending and queues its first step in the caller's
 * transaction, so the status change and the queued step commit together or not at all.
 */
@Component
public class Pipeline {
    /** Task names are stored in queued rows: never rename. */
    static final TaskDescriptor<PipelineJob> TRANSCRIBE = TaskDescriptor.of("transcribe-media", PipelineJob.class);

    private final JobRepository jobs;
    private final ObjectProvider<SchedulerClient> scheduler;
    private final Clock clock;

    Pipeline(JobRepository jobs, ObjectProvider<SchedulerClient> scheduler, Clock clock) {
        this.jobs = jobs;
        // Resolved lazily: the scheduler bean depends on every task bean, and task beans depend on us.
        this.scheduler = scheduler;
        this.clock = clock;
    }

    void start(String jobId, String taskId) {
        if (jobs.transition(jobId, JobStatus.AUTHORIZING, JobStatus.PENDING)) {
            scheduler.getObject().scheduleIfNotExists(TRANSCRIBE.instance(jobId).data(new PipelineJob(jobId, taskId))
                    .scheduledTo(clock.instant()));
        }
    }
}
