package dev.parlance.work;

import dev.parlance.captions.model.ElementList;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.elementlist.WordConfidences;
import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import java.util.Optional;

/**
 * The work-item-due queued work: a workforce pass's due date has come. What happens then is the
 * operator's setting ({@code parlance.work.overdue}), read when the work runs, so a changed setting
 * counts for items queued before: {@code wait} (the default) leaves the item in the queue, shown
 * overdue in the operator's view; {@code complete} completes the job with its latest stored version
 * and closes the passes not done. A pass done in time makes this a no-op.
 */
@Component
class OverdueStep {
    private static final Logger log = LoggerFactory.getLogger(OverdueStep.class);

    private final WorkItemRepository items;
    private final JobRepository jobs;
    private final JobTasks tasks;
    private final ElementListStore elementLists;
    private final JobJourney flow;
    private final WorkProperties properties;
    private final TransactionTemplate tx;

    OverdueStep(WorkItemRepository items, JobRepository jobs, JobTasks tasks, ElementListStore elementLists,
                JobJourney flow, WorkProperties properties, TransactionTemplate tx) {
        this.items = items;
        this.jobs = jobs;
        this.tasks = tasks;
        this.elementLists = elementLists;
        this.flow = flow;
        this.properties = properties;
        this.tx = tx;
    }

    void run(WorkItemDue due) {
        Optional<WorkItem> item = items.find(due.itemId()).filter(i -> i.state() != WorkState.DONE);
        if (item.isEmpty() || properties.overdue() == WorkProperties.OverduePolicy.WAIT) {
            return;
        }
        tx.executeWithoutResult(status -> completeWithLatest(item.get()));
    }

    private void completeWithLatest(WorkItem item) {
        Optional<Job> job = jobs.findById(item.jobId()).filter(j -> j.status() == JobStatus.REVIEWING);
        Optional<ElementListVersion> latest = job.flatMap(j -> elementLists.latest(j.id(), false));
        if (latest.isEmpty()) {
            return;
        }
        ElementList list = elementLists.load(latest.get());
        WordConfidences confidences = elementLists.wordConfidences(latest.get()).orElse(null);
        String unfinished = JobJourney.describe(new PlannedPass(item.pass(), item.iwpName()));
        if (flow.complete(job.get(), item.requestTaskId(), list, confidences, "Transcription complete at its due date with the "
                + latest.get().iwpName() + " version; " + unfinished.toLowerCase(java.util.Locale.ROOT) + " not done in time")) {
            tasks.finish(item.passTaskId(), TaskStatus.ABORTED, unfinished + ": not done by its due date");
            log.info("Job {} completed at its due date without its {}", job.get().id(), unfinished);
        }
    }
}
