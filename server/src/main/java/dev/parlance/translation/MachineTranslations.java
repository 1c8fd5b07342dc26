package dev.parlance.translation;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.job.Job;
import dev.parlance.job.JobCompleted;
import dev.parlance.job.JobDeleted;
import dev.parlance.job.JobFailed;
import dev.parlance.job.JobRelations;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.RelationKind;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

import java.time.Clock;
import java.util.List;

/**
 * Queues machine translations: a child's, when it is ordered on a job that has its FINAL already,
 * and every waiting child's when its parent completes, in the completing transaction (so a parent
 * never completes without its children queued, and a crash loses neither). A parent that fails or
 * is deleted before its FINAL takes its waiting children with it: they end in Media Failure saying
 * why, rather than wait for a transcript that will not come.
 */
@Component
class MachineTranslations {
    /** Stored in queued rows: never rename. */
    static final TaskDescriptor<TranslationTask> TRANSLATE = TaskDescriptor.of("machine-translate", TranslationTask.class);

    private final JobRepository jobs;
    private final JobRelations relations;
    private final MachineTranslationStep step;
    private final ObjectProvider<SchedulerClient> scheduler;
    private final Clock clock;

    MachineTranslations(JobRepository jobs, JobRelations relations, MachineTranslationStep step,
                        ObjectProvider<SchedulerClient> scheduler, Clock clock) {
        this.jobs = jobs;
        this.relations = relations;
        this.step = step;
        // Resolved lazily: the scheduler bean depends on every queued-work bean.
        this.scheduler = scheduler;
        this.clock = clock;
    }

    void schedule(String childId) {
        scheduler.getObject().scheduleIfNotExists(TRANSLATE.instance(childId).data(new TranslationTask(childId))
                .scheduledTo(clock.instant()));
    }

    @EventListener
    void onCompleted(JobCompleted event) {
        waitingChildren(event.jobId()).forEach(this::schedule);
    }

    @EventListener
    void onFailed(JobFailed event) {
        waitingChildren(event.jobId()).forEach(child -> step.failed(new TranslationTask(child),
                "the job it translates (" + event.jobId() + ") failed: " + event.reason()));
    }

    @EventListener
    void onDeleted(JobDeleted event) {
        waitingChildren(event.jobId()).forEach(child -> step.failed(new TranslationTask(child),
                "the job it translates (" + event.jobId() + ") was deleted"));
    }

    /** The job's translation children still waiting for its FINAL. */
    private List<String> waitingChildren(String parentId) {
        return relations.madeFrom(parentId).stream().filter(r -> r.kind() == RelationKind.TRANSLATION)
                .flatMap(r -> jobs.findById(r.relatedJobId()).stream())
                .filter(child -> child.status() == JobStatus.PENDING)
                .map(Job::id).toList();
    }
}
