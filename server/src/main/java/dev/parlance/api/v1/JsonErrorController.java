package dev.parlance.api.v1;

import dev.parlance.common.ErrorType;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Failures that never reach a handler (container errors, rejected requests) still answer with the
 * v1 error body and status 400, as clients parse every failure that way.
 */
@RestController
class JsonErrorController implements ErrorController {
    @RequestMapping("/error")
    ResponseEntity<ApiError> error(HttpServletRequest request) {
        Object status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        if (!(status instanceof Integer code) || code == 404) {
            // Asked for directly (GET /error), or an unknown path: the error page is no route of the API.
            return ApiExceptionHandler.body(ErrorType.INVALID_QUERY, "Unknown API route");
        }
        Object message = request.getAttribute(RequestDispatcher.ERROR_MESSAGE);
        String comment = message instanceof String s && !s.isBlank() ? s : null;
        if (code == 505) {
            return ApiExceptionHandler.body(ErrorType.INVALID_QUERY, "The HTTP version is not supported; use HTTP/1.1");
        }
        if (code < 500 || code == 501) {
            return ApiExceptionHandler.body(ErrorType.INVALID_QUERY, comment == null ? "The request cannot be taken" : comment);
        }
        return ApiExceptionHandler.body(ErrorType.UNHANDLED_ERROR, comment == null ? "Request failed" : comment);
    }
}
