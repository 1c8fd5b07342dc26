package dev.parlance.api.v1;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.apache.catalina.connector.ClientAbortException;
import org.apache.coyote.BadRequestException;
import org.springframework.web.ErrorResponse;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.NoHandlerFoundException;
import org.springframework.web.servlet.resource.NoResourceFoundException;
import org.springframework.web.util.DisconnectedClientHelper;

import java.io.EOFException;

/** The one place where failures become {@code 400 {ErrorType, ErrorComment}}. */
@RestControllerAdvice
class ApiExceptionHandler {
    private static final Logger log = LoggerFactory.getLogger(ApiExceptionHandler.class);

    static ResponseEntity<ApiError> body(ErrorType type, String comment) {
        return ResponseEntity.status(HttpStatus.BAD_REQUEST).contentType(MediaType.APPLICATION_JSON)
                .body(new ApiError(type, comment));
    }

    @ExceptionHandler(ApiException.class)
    ResponseEntity<ApiError> api(ApiException e) {
        return body(e.type(), e.comment());
    }

    @ExceptionHandler({NoHandlerFoundException.class, NoResourceFoundException.class})
    ResponseEntity<ApiError> unknownRoute(Exception e) {
        return body(ErrorType.INVALID_QUERY, "Unknown API route");
    }

    @ExceptionHandler(HttpRequestMethodNotSupportedException.class)
    ResponseEntity<ApiError> method(HttpRequestMethodNotSupportedException e) {
        return body(ErrorType.INVALID_QUERY, "Method " + e.getMethod() + " is not supported on this route");
    }

    @ExceptionHandler(Exception.class)
    ResponseEntity<ApiError> unhandled(Exception e) {
        if (e instanceof ErrorResponse known && known.getStatusCode().is4xxClientError()) {
            // Spring's refusals of a request it cannot take (a body of a type no route reads): the client's doing.
            return body(ErrorType.INVALID_QUERY, known.getBody().getDetail() == null
                    ? "The request cannot be taken" : known.getBody().getDetail());
        }
        if (clientSideReadFailure(e)) {
            log.debug("Request body unreadable: {}", e.toString());
            return body(ErrorType.INVALID_QUERY, "The request body could not be read: it ended before its"
                    + " Content-Length, its chunked coding is malformed, or the client went away");
        }
        if (DisconnectedClientHelper.isClientDisconnectedException(e)) {
            log.debug("Client went away: {}", e.toString()); // nothing failed, and nobody is left to answer
            return null;
        }
        log.error("Unhandled error", e);
        return body(ErrorType.UNHANDLED_ERROR, "Internal error; the failure has been logged");
    }

    /** A failure reading what the client sent (short body, bad chunk, a hang-up), however it was wrapped. */
    private static boolean clientSideReadFailure(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof EOFException || t instanceof BadRequestException || t instanceof ClientAbortException) {
                return true;
            }
        }
        return false;
    }
}
