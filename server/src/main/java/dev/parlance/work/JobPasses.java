package dev.parlance.work;

import org.springframework.stereotype.Service;

import java.time.Instant;
import java.util.List;

/**
 * The passes people do on a job, for its history: which pass, the task that shows it, and once it
 * is submitted, when and by whom. Items closed with their job have no one who did them.
 */
@Service
public class JobPasses {
    private final WorkItemRepository items;

    JobPasses(WorkItemRepository items) {
        this.items = items;
    }

    /**
     * @param taskId the pass's own task, the line that shows it in Job Info and the job's history
     * @param doneBy the account that submitted it (null until then, or when it closed with its job):
     *               for the page to name, never to show as it is
     */
    public record PassOfJob(Pass pass, String iwpName, String taskId, Instant doneAt, String doneBy) {
    }

    /** The job's passes by people, in the order they opened. The caller has checked access to the job. */
    public List<PassOfJob> of(String jobId) {
        return items.forJob(jobId).stream()
                .map(i -> new PassOfJob(i.pass(), i.iwpName(), i.passTaskId(), i.doneAt(),
                        i.state() == WorkState.DONE ? i.doneBy() : null))
                .toList();
    }
}
