package dev.parlance.web.jobs;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.job.Job;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobTasks;
import dev.parlance.web.CurrentAccount;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code GET /jobs/progress?id=...&id=...}: status and progress of the running jobs a page shows,
 * for its script to refresh them ({@code assets/jobs.js}). Jobs the person may not see are left out,
 * exactly as if they did not exist.
 */
@RestController
class JobProgress {
    /** A page shows at most this many jobs. */
    private static final int MAX_IDS = JobSearch.PAGE_SIZE;

    private final JobAccess access;
    private final JobTasks tasks;

    JobProgress(JobAccess access, JobTasks tasks) {
        this.access = access;
        this.tasks = tasks;
    }

    /** One job's state: status label, what it is doing, and whether to keep asking. */
    record Progress(String id, String status, String progress, boolean running) {
    }

    @GetMapping(JobsListPage.PATH + "/progress")
    List<Progress> progress(@CurrentAccount Account me, @RequestParam(name = "id", defaultValue = "") List<String> ids) {
        if (ids.size() > MAX_IDS) {
            throw ApiException.invalid("id", "at most " + MAX_IDS + " jobs at once");
        }
        List<Job> visible = new ArrayList<>();
        for (String id : ids) {
            try {
                visible.add(access.requireJob(me, id));
            } catch (ApiException e) {
                // not theirs, or gone: not reported
            }
        }
        var running = tasks.inProgress(visible.stream().map(Job::id).toList());
        return visible.stream().map(j -> new Progress(j.id(), j.status().label(),
                JobRow.progress(j, running.get(j.id())), JobRow.running(j.status()))).toList();
    }
}
