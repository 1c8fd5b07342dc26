package dev.parlance.web.work;

import dev.parlance.captions.align.TranscriptTextException;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import jakarta.servlet.http.HttpServletRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import dev.parlance.web.JsonError;
import dev.parlance.work.WorkException;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * The work room's refusals as JSON with their HTTP status: 404 for an item this person cannot see,
 * 403 for one they do not hold or may not do, 409 when someone else got there first (or it is done),
 * 410 for an expired link or an approval already given, 400 for a request that cannot be read; JSON
 * for every failure of these routes, also those of the approval API outside {@code /work/api}.
 * Ahead of the web app's general handler.
 */
@RestControllerAdvice(basePackageClasses = WorkApiErrors.class)
@Order(0)
class WorkApiErrors {
    private static final Logger log = LoggerFactory.getLogger(WorkApiErrors.class);

    @ExceptionHandler(WorkException.class)
    ResponseEntity<JsonError> refused(WorkException e) {
        return switch (e.refusal()) {
            case NOT_FOUND -> answer(HttpStatus.NOT_FOUND, "not_found", e.getMessage());
            case NOT_HELD -> answer(HttpStatus.FORBIDDEN, "not_held", e.getMessage());
            case NOT_ALLOWED -> answer(HttpStatus.FORBIDDEN, "forbidden", e.getMessage());
            case CONFLICT -> answer(HttpStatus.CONFLICT, "conflict", e.getMessage());
            case GONE -> answer(HttpStatus.GONE, "gone", e.getMessage());
            case INVALID -> answer(HttpStatus.BAD_REQUEST, "invalid_request", e.getMessage());
        };
    }

    /** Edited text the aligner cannot read (an unknown sound tag): where it is, and what is accepted. */
    @ExceptionHandler(TranscriptTextException.class)
    ResponseEntity<JsonError> unreadableText(TranscriptTextException e) {
        return answer(HttpStatus.BAD_REQUEST, "invalid_text", e.getMessage());
    }

    @ExceptionHandler(HttpMessageNotReadableException.class)
    ResponseEntity<JsonError> unreadableBody(HttpMessageNotReadableException e) {
        return answer(HttpStatus.BAD_REQUEST, "invalid_request", "The request body is not the JSON this route takes");
    }

    /**
     * The v1 rooms' refusals, met on the way (a job deleted under a request): as the web app answers
     * them, but always JSON, also under the approval page's {@code /approve/.../api}.
     */
    @ExceptionHandler(ApiException.class)
    ResponseEntity<JsonError> apiRefusal(ApiException e) {
        return e.type() == ErrorType.ITEM_NOT_FOUND ? answer(HttpStatus.NOT_FOUND, "not_found", e.comment())
                : answer(HttpStatus.BAD_REQUEST, e.type().name().toLowerCase(java.util.Locale.ROOT), e.comment());
    }

    @ExceptionHandler(Exception.class)
    ResponseEntity<JsonError> unhandled(Exception e, HttpServletRequest request) {
        log.error("Unhandled error on {}", request.getRequestURI(), e);
        return answer(HttpStatus.INTERNAL_SERVER_ERROR, "internal_error",
                "Something went wrong on our side; the failure has been logged.");
    }

    static ResponseEntity<JsonError> answer(HttpStatus status, String code, String message) {
        return ResponseEntity.status(status).body(new JsonError(code, message));
    }
}
