package dev.parlance.web.work;

import dev.parlance.captions.align.TranscriptTextException;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.web.ErrorAnswers;
import dev.parlance.work.WorkException;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.servlet.ModelAndView;

import java.util.Locale;

/**
 * The work room's refusals with their HTTP status: 404 for an item this person cannot see, 403 for
 * one they do not hold or may not do, 409 when someone else got there first (or it is done), 410 for
 * an expired link or an approval already given, 400 for a request that cannot be read, 429 for one
 * asked too often (caption previews). JSON on the work API and the approval page's API, the error
 * page on the queue, editor and approval pages
 * ({@link ErrorAnswers}). Ahead of the web app's general handler, which answers everything else
 * (bodies it cannot read, wrong content types, the unexpected).
 */
@ControllerAdvice(basePackageClasses = WorkApiErrors.class)
@Order(0)
class WorkApiErrors {
    private final ErrorAnswers answers;

    WorkApiErrors(ErrorAnswers answers) {
        this.answers = answers;
    }

    @ExceptionHandler(WorkException.class)
    ModelAndView refused(WorkException e, HttpServletRequest request) {
        return switch (e.refusal()) {
            case NOT_FOUND -> answers.answer(request, HttpStatus.NOT_FOUND, "not_found", e.getMessage());
            case NOT_HELD -> answers.answer(request, HttpStatus.FORBIDDEN, "not_held", e.getMessage());
            case NOT_ALLOWED -> answers.answer(request, HttpStatus.FORBIDDEN, "forbidden", e.getMessage());
            case CONFLICT -> answers.answer(request, HttpStatus.CONFLICT, "conflict", e.getMessage());
            case STALE -> answers.answer(request, HttpStatus.CONFLICT, "stale_draft", e.getMessage());
            case GONE -> answers.answer(request, HttpStatus.GONE, "gone", e.getMessage());
            case INVALID -> answers.answer(request, HttpStatus.BAD_REQUEST, "invalid_request", e.getMessage());
            case BUSY -> answers.answer(request, HttpStatus.TOO_MANY_REQUESTS, "too_many_requests", e.getMessage());
        };
    }

    /** Edited text the aligner cannot read (an unknown sound tag): where it is, and what is accepted. */
    @ExceptionHandler(TranscriptTextException.class)
    ModelAndView unreadableText(TranscriptTextException e, HttpServletRequest request) {
        return answers.answer(request, HttpStatus.BAD_REQUEST, "invalid_text", e.getMessage());
    }

    /** The v1 rooms' refusals, met on the way (a job deleted under a request). */
    @ExceptionHandler(ApiException.class)
    ModelAndView apiRefusal(ApiException e, HttpServletRequest request) {
        return e.type() == ErrorType.ITEM_NOT_FOUND ? answers.answer(request, HttpStatus.NOT_FOUND, "not_found", e.comment())
                : answers.answer(request, HttpStatus.BAD_REQUEST, e.type().name().toLowerCase(Locale.ROOT), e.comment());
    }
}
