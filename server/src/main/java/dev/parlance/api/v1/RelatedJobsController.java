package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.TokenService;
import dev.parlance.common.ApiException;
import dev.parlance.job.Fidelity;
import dev.parlance.job.JobFamily;
import dev.parlance.job.Priority;
import dev.parlance.job.RelatedJobs;
import dev.parlance.parameters.ApiParams;
import dev.parlance.parameters.Choices;
import dev.parlance.system.PublicUrl;
import dev.parlance.uplevel.UplevelRequest;
import dev.parlance.uplevel.Upleveled;
import dev.parlance.uplevel.Uplevels;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Jobs made from other jobs: uplevel, which makes one, and list_related, which lists a family. Neither
 * is versioned in the spec, so {@code v} is not checked.
 */
@RestController
class RelatedJobsController {
    private final TokenService tokens;
    private final RelatedJobs related;
    private final Uplevels uplevels;
    private final PublicUrl publicUrl;

    RelatedJobsController(TokenService tokens, RelatedJobs related, Uplevels uplevels, PublicUrl publicUrl) {
        this.tokens = tokens;
        this.related = related;
        this.uplevels = uplevels;
        this.publicUrl = publicUrl;
    }

    /**
     * 201 {@code {"upleveled_job_id", "upleveled_workflow"}}. {@code timing} is read (a boolean, or
     * refused) and changes nothing: every pass's text is timed against the media, there being no
     * untimed workflow to choose. {@code transcription_fidelity} is ours: the spec's uplevel always
     * goes one fidelity up.
     */
    @ApiRoute("/api/job/uplevel")
    ResponseEntity<Map<String, String>> uplevel(ApiParams p, HttpServletRequest request) {
        Account caller = tokens.authenticate(p.apiToken());
        String jobId = p.requiredId("job_id");
        p.bool("timing");
        Upleveled upleveled = uplevels.order(caller, jobId, new UplevelRequest(
                p.text("transcription_fidelity").map(RelatedJobsController::orderable),
                p.text("priority").map(RelatedJobsController::priority).orElse(null),
                p.bool("speaker_id").orElse(null),
                p.line("requestor").orElse(null),
                p.line("reference").orElse(null),
                p.bool("caption_import_as_fp", false),
                publicUrl.base(request)));
        Map<String, String> answer = new LinkedHashMap<>();
        answer.put("upleveled_job_id", upleveled.jobId());
        answer.put("upleveled_workflow", upleveled.workflow());
        return ResponseEntity.status(HttpStatus.CREATED).body(answer);
    }

    /** {@code {"related_jobs": [...], "leading_job": {...}}}, each job as {@link JobView#summary}. */
    @ApiRoute("/api/job/list_related")
    Map<String, Object> listRelated(ApiParams p) {
        Account caller = tokens.authenticate(p.apiToken());
        JobFamily family = related.family(caller, p.requiredId("job_id"));
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("related_jobs", family.related().stream().map(JobView::summary).toList());
        answer.put("leading_job", JobView.summary(family.leading()));
        return answer;
    }

    private static Fidelity orderable(String raw) {
        return Choices.upleveledFidelity("transcription_fidelity", raw);
    }

    /** The spec's uplevel accepts HIGH besides the usual priorities. */
    private static Priority priority(String raw) {
        return Priority.parse(raw).orElseThrow(() -> ApiException.invalid("priority",
                "'" + raw + "' is not one of ECONOMY, STANDARD, PRIORITY, HIGH or CRITICAL"));
    }
}
