package dev.parlance.api.v1;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.web.bind.annotation.RestController;

/**
 * Routes of the v1 API that this server does not offer yet. Clients get {@code NOT_IMPLEMENTED},
 * which they can handle, rather than the "unknown route" answer of a mistyped path. A route
 * leaves this list when it is built.
 */
@RestController
class NotYetImplementedController {
    @ApiRoute({"/api/job/translate"})
    Object notYetImplemented(HttpServletRequest request) {
        throw new ApiException(ErrorType.NOT_IMPLEMENTED, request.getRequestURI() + " is not offered by this server yet");
    }
}
