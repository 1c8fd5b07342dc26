package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.TokenService;
import dev.parlance.common.ApiException;
import dev.parlance.job.Fidelity;
import dev.parlance.job.JobChanges;
import dev.parlance.job.JobCreated;
import dev.parlance.job.JobService;
import dev.parlance.job.NewJob;
import dev.parlance.job.Priority;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

import java.util.LinkedHashMap;
import java.util.Map;

/** Job calls without processing: new, info, list, modify, authorize, delete. */
@RestController
class JobController {
    private final TokenService tokens;
    private final JobService jobs;

    JobController(TokenService tokens, JobService jobs) {
        this.tokens = tokens;
        this.jobs = jobs;
    }

    @ApiRoute("/api/job/new")
    Map<String, String> create(ApiParams p) {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        JobCreated created = jobs.create(caller, new NewJob(
                p.line("username"),
                p.line("job_name").orElse(null),
                p.line("language").orElse(null),
                p.line("external_id").orElse(null),
                p.line("requestor").orElse(null),
                p.line("reference").orElse(null),
                p.intValue("expected_speakers").orElse(null),
                p.bool("is_duplicate", false)));
        return Map.of("JobId", created.jobId(), "TaskId", created.taskId());
    }

    @ApiRoute("/api/job/info")
    Map<String, Object> info(ApiParams p) {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        return JobView.info(jobs.info(caller, p.requiredId("job_id")));
    }

    @ApiRoute("/api/job/list")
    Map<String, Object> list(ApiParams p) {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("Username", caller.username());
        body.put("ActiveJobs", jobs.list(caller, JobListFilters.read(p)).stream().map(JobView::listItem).toList());
        return body;
    }

    @ApiRoute("/api/job/modify")
    ResponseEntity<Void> modify(ApiParams p) {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        String jobId = p.requiredId("job_id");
        jobs.modify(caller, jobId, new JobChanges(
                p.text("transcription_fidelity").map(f -> Fidelity.parse(f).orElseThrow(() -> ApiException.invalid(
                        "transcription_fidelity", "'" + f + "' is not one of MECHANICAL, PREMIUM or PROFESSIONAL")))
                        .orElse(null),
                p.intValue("turnaround_hours").orElse(null),
                p.text("priority").map(JobController::requestPriority).orElse(null),
                p.line("account_id").map(String::trim).orElse(null),
                p.line("requestor_id").orElse(null),
                p.text("callback_url").orElse(null),
                p.intValue("expected_speakers").orElse(null),
                p.text("notes").orElse(null)));
        return ResponseEntity.noContent().build();
    }

    /** Not versioned in the spec, so {@code v} is not checked. */
    @ApiRoute("/api/job/authorize")
    ResponseEntity<Void> authorize(ApiParams p) {
        Account caller = tokens.authenticate(p.apiToken());
        jobs.authorize(caller, p.requiredId("job_id"));
        return ResponseEntity.noContent().build();
    }

    /** {@code del} is what the hand-written clients call; not versioned in the spec. */
    @ApiRoute({"/api/job/delete", "/api/job/del"})
    Map<String, String> delete(ApiParams p) {
        Account caller = tokens.authenticate(p.apiToken());
        return Map.of("TaskId", jobs.delete(caller, p.requiredId("job_id")));
    }

    /** HIGH is an uplevel priority only; a job is ordered at one of the other four. */
    private static Priority requestPriority(String raw) {
        return Priority.parse(raw).filter(pr -> pr != Priority.HIGH).orElseThrow(() -> ApiException.invalid("priority",
                "'" + raw + "' is not one of ECONOMY, STANDARD, PRIORITY or CRITICAL"));
    }
}
