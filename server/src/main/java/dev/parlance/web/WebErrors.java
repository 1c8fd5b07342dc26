package dev.parlance.web;

import dev.parlance.common.ApiException;
import jakarta.servlet.http.HttpServletRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.ErrorResponse;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.util.DisconnectedClientHelper;

import java.util.Locale;

/**
 * Failures in the web app's controllers: an error page for pages, a {@link JsonError} with a real
 * status for the JSON routes ({@link ErrorAnswers}). Ordered before the v1 API's handler (which would
 * answer the v1 error body) and after any page group's own advice, which may handle its exceptions
 * first (give it an {@code @Order} below {@link #ORDER}, e.g. {@code @Order(0)}). Failures before any
 * controller is chosen (no such path, a method it does not take) are {@link NoRouteErrors}'.
 */
@ControllerAdvice(basePackages = "dev.parlance.web")
@Order(WebErrors.ORDER)
class WebErrors {
    static final int ORDER = Ordered.LOWEST_PRECEDENCE - 1000;
    private static final Logger log = LoggerFactory.getLogger(WebErrors.class);

    private final ErrorAnswers answers;

    WebErrors(ErrorAnswers answers) {
        this.answers = answers;
    }

    @ExceptionHandler(ApiException.class)
    ModelAndView refused(ApiException e, HttpServletRequest request) {
        HttpStatus status = switch (e.type()) {
            case ITEM_NOT_FOUND, ACCOUNT_DOES_NOT_EXIST -> HttpStatus.NOT_FOUND;
            case ACCOUNT_UNPRIVILEGED, NOT_PARENT_ACCOUNT -> HttpStatus.FORBIDDEN;
            case ACCOUNT_EXISTS -> HttpStatus.CONFLICT;
            case BAD_API_TOKEN, LOGIN_INVALID -> HttpStatus.UNAUTHORIZED;
            case UNHANDLED_ERROR -> HttpStatus.INTERNAL_SERVER_ERROR;
            default -> HttpStatus.BAD_REQUEST;
        };
        return answer(request, status, e.type().name().toLowerCase(Locale.ROOT), e.comment());
    }

    @ExceptionHandler({MissingServletRequestParameterException.class, MethodArgumentTypeMismatchException.class})
    ModelAndView badRequest(Exception e, HttpServletRequest request) {
        return answer(request, HttpStatus.BAD_REQUEST, "invalid_request", e.getMessage());
    }

    /** A body that is not the JSON the route takes: malformed, empty, or of the wrong shape. */
    @ExceptionHandler(HttpMessageNotReadableException.class)
    ModelAndView unreadableBody(HttpMessageNotReadableException e, HttpServletRequest request) {
        return answer(request, HttpStatus.BAD_REQUEST, "invalid_request", "The request body is not the JSON this route takes");
    }

    @ExceptionHandler(HttpMediaTypeNotSupportedException.class)
    ModelAndView unsupportedType(HttpMediaTypeNotSupportedException e, HttpServletRequest request) {
        return answer(request, HttpStatus.UNSUPPORTED_MEDIA_TYPE, "unsupported_media_type", "This route takes "
                + (e.getSupportedMediaTypes().isEmpty() ? "another body" : "a body of type " + e.getSupportedMediaTypes().getFirst())
                + (e.getContentType() == null ? ", and the request named none" : ", not " + e.getContentType()));
    }

    @ExceptionHandler(HttpRequestMethodNotSupportedException.class)
    ModelAndView method(HttpRequestMethodNotSupportedException e, HttpServletRequest request) {
        return answer(request, HttpStatus.METHOD_NOT_ALLOWED, "method_not_allowed",
                "Method " + e.getMethod() + " is not supported here");
    }

    @ExceptionHandler(Exception.class)
    ModelAndView unhandled(Exception e, HttpServletRequest request) {
        if (e instanceof ErrorResponse known && known.getStatusCode().is4xxClientError()) {
            // Spring's own refusals of a request it cannot take (a missing header, an unacceptable type):
            // the client's doing, with the status Spring gives it.
            return answer(request, HttpStatus.valueOf(known.getStatusCode().value()), "invalid_request",
                    known.getBody().getDetail() == null ? "The request cannot be taken" : known.getBody().getDetail());
        }
        if (DisconnectedClientHelper.isClientDisconnectedException(e)) {
            // A tab closed or a player seeking away mid-file: nothing failed, and nobody is left to answer.
            log.debug("Client went away from {}: {}", request.getRequestURI(), e.toString());
            return null;
        }
        log.error("Unhandled error on {}", request.getRequestURI(), e);
        return answer(request, HttpStatus.INTERNAL_SERVER_ERROR, "internal_error",
                "Something went wrong on our side; the failure has been logged.");
    }

    private ModelAndView answer(HttpServletRequest request, HttpStatus status, String code, String message) {
        return answers.answer(request, status, code, message);
    }
}
