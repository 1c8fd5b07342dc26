package dev.parlance.web.jobs;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.Ids;
import dev.parlance.job.Fidelity;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobPage;
import dev.parlance.job.JobRelations;
import dev.parlance.job.JobService;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.job.OwnedJob;
import dev.parlance.web.CurrentAccount;
import dev.parlance.web.WebPaths;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The job list ({@code /jobs}): job/list's query (the same owner scope, filters and keyset paging,
 * {@link JobSearch}) one page of {@link JobSearch#PAGE_SIZE} at a time, with what running jobs are
 * doing now. A search that is a job id the person may see opens that job.
 */
@Controller
class JobsListPage {
    static final String PATH = WebPaths.JOBS;

    private final JobService jobs;
    private final JobAccess access;
    private final JobTasks tasks;
    private final JobRelations relations;

    JobsListPage(JobService jobs, JobAccess access, JobTasks tasks, JobRelations relations) {
        this.relations = relations;
        this.jobs = jobs;
        this.access = access;
        this.tasks = tasks;
    }

    @GetMapping(PATH)
    String list(@CurrentAccount Account me, HttpServletRequest request, HttpServletResponse response, Model model) {
        JobSearch search = JobSearch.of(request.getParameterMap());
        model.addAttribute("search", search);
        model.addAttribute("narrowed", search.narrowed());
        model.addAttribute("firstPage", search.cursor().isEmpty() ? null : search.firstPage());
        model.addAttribute("statuses", Arrays.stream(JobStatus.values()).map(JobStatus::label).toList());
        model.addAttribute("fidelities", Arrays.stream(Fidelity.values()).map(Fidelity::name).toList());
        if (Ids.isId(search.q()) && isVisible(me, search.q())) {
            return "redirect:" + PATH + "/" + search.q();
        }
        try {
            JobPage page = jobs.listing(me, search.filter()).page(search.after(), JobSearch.PAGE_SIZE);
            model.addAttribute("rows", rows(me, page.jobs()));
            model.addAttribute("next", page.next() == null ? null : search.pageAfter(page.next()));
        } catch (ApiException e) {
            // The form again with what to fix, in the API's words (a date that is no date, a cursor not ours).
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            model.addAttribute("rows", List.of());
            model.addAttribute("problem", e.comment());
        }
        return "jobs/list";
    }

    private boolean isVisible(Account me, String jobId) {
        try {
            access.requireJob(me, jobId);
            return true;
        } catch (ApiException e) {
            return false;
        }
    }

    private List<JobRow> rows(Account me, List<OwnedJob> page) {
        var running = tasks.inProgress(page.stream().map(OwnedJob::job)
                .filter(j -> JobRow.running(j.status())).map(j -> j.id()).toList());
        var madeFrom = relations.leadingOfAmong(page.stream().map(o -> o.job().id()).toList());
        return page.stream().map(o -> JobRow.of(o, me.username(), running.get(o.job().id()),
                madeFrom.get(o.job().id()))).toList();
    }
}
