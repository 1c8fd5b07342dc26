package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.TokenService;
import dev.parlance.captions.read.ImportFormat;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.parameters.ApiParams;
import dev.parlance.transcript.TranscriptIntake;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.web.bind.annotation.RestController;

import java.util.Map;

/** add_transcript: POST with the file as the raw body, or GET with {@code transcript_url}. */
@RestController
class TranscriptImportController {
    private final TokenService tokens;
    private final TranscriptIntake intake;

    TranscriptImportController(TokenService tokens, TranscriptIntake intake) {
        this.tokens = tokens;
        this.intake = intake;
    }

    /** Every parameter is checked before the body is read, so a refused call costs no upload. */
    @RawBody
    @ApiRoute("/api/job/add_transcript")
    Map<String, String> addTranscript(ApiParams p, HttpServletRequest request) {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        String jobId = p.requiredId("job_id");
        ImportFormat format = format(p.required("format"));
        if ("POST".equals(request.getMethod())) {
            if (p.has("transcript_url")) {
                throw new ApiException(ErrorType.INVALID_QUERY,
                        "add_transcript by POST takes the file as the body and must not carry transcript_url; use GET for a URL");
            }
            return Map.of("TaskId", intake.addUpload(caller, jobId, format, RawUploads.from(request)));
        }
        return Map.of("TaskId", intake.addFromUrl(caller, jobId, format, p.required("transcript_url")));
    }

    private static ImportFormat format(String raw) {
        try {
            return ImportFormat.parse(raw);
        } catch (IllegalArgumentException e) {
            throw ApiException.invalid("format", e.getMessage());
        }
    }
}
