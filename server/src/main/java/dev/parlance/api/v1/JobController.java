package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.TokenService;
import dev.parlance.common.ErrorType;
import dev.parlance.job.JobChanges;
import dev.parlance.job.JobCreated;
import dev.parlance.job.JobListing;
import dev.parlance.job.JobPage;
import dev.parlance.job.JobService;
import dev.parlance.job.NewJob;
import dev.parlance.job.OwnedJob;
import dev.parlance.parameters.ApiParams;
import dev.parlance.parameters.JobListFilters;
import dev.parlance.parameters.JobListPaging;
import dev.parlance.parameters.TranscriptionParameters;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.DisconnectedClientHelper;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/** Job calls without processing: new, info, list, modify, authorize, delete. */
@RestController
class JobController {
    private static final Logger log = LoggerFactory.getLogger(JobController.class);
    private static final int LIST_BUFFER_BYTES = 64 * 1024;

    private final TokenService tokens;
    private final JobService jobs;
    private final JsonMapper json;

    JobController(TokenService tokens, JobService jobs, JsonMapper json) {
        this.tokens = tokens;
        this.jobs = jobs;
        this.json = json;
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

    /**
     * {@code {"Username", "ActiveJobs": [...]}}, plus {@code NextCursor} when a page was asked for
     * ({@link JobListPaging}). Everything that can be refused is checked, and a page is read,
     * before the first byte goes out; the whole list is then written job by job as it is read, so
     * its size never sits in memory.
     */
    @ApiRoute("/api/job/list")
    void list(ApiParams p, HttpServletResponse response) throws IOException {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        JobListing listing = jobs.listing(caller, JobListFilters.read(p));
        Optional<JobPage> page = JobListPaging.read(p).map(paging -> listing.page(paging.after(), paging.size()));
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        // A long list goes out in 64 KB writes instead of the container's 8 KB: a 2 MB list was
        // about 280 socket writes, each a park and wake-up of the request thread.
        response.setBufferSize(LIST_BUFFER_BYTES);
        // Closed only when complete: closing after a failure would add the missing brackets and
        // pass a cut-off list as a whole one.
        JsonGenerator out = json.createGenerator(response.getOutputStream());
        out.writeStartObject();
        out.writeStringProperty("Username", caller.username());
        out.writeArrayPropertyStart("ActiveJobs");
        Consumer<OwnedJob> item = job -> JobView.writeListItem(out, job);
        page.ifPresentOrElse(pg -> pg.jobs().forEach(item), () -> listing.forEach(item));
        out.writeEndArray();
        if (page.isPresent()) {
            out.writeStringProperty("NextCursor", page.get().next() == null ? "" : JobListPaging.cursor(page.get().next()));
        }
        out.writeEndObject();
        out.close();
    }

    /** A client that hangs up during a long list is not an error worth a stack trace. */
    @ExceptionHandler(JacksonIOException.class)
    ResponseEntity<ApiError> listCutOff(JacksonIOException e, HttpServletResponse response) {
        if (DisconnectedClientHelper.isClientDisconnectedException(e)) {
            log.debug("Client went away during job/list: {}", e.getMessage());
            return null;
        }
        log.error("Writing job/list failed", e);
        return response.isCommitted() ? null
                : ApiExceptionHandler.body(ErrorType.UNHANDLED_ERROR, "Internal error; the failure has been logged");
    }

    @ApiRoute("/api/job/modify")
    ResponseEntity<Void> modify(ApiParams p) {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        String jobId = p.requiredId("job_id");
        jobs.modify(caller, jobId, new JobChanges(
                TranscriptionParameters.fidelity(p).orElse(null),
                p.intValue("turnaround_hours").orElse(null),
                TranscriptionParameters.priority(p).orElse(null),
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
}
