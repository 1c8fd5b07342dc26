package dev.parlance.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.core.Ordered;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.NoHandlerFoundException;
import org.springframework.web.servlet.resource.NoResourceFoundException;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Failures under the web app's paths before any of its controllers is chosen: no such page or
 * file (404), a method the path does not take (405), a body type it does not read (415). The
 * controllers' advice never sees them (there is no controller yet), and left alone the v1 API's
 * handler would answer them with its {@code 400 {ErrorType, ErrorComment}}: here they get the error
 * page, or the {@link JsonError} on a JSON route. Other paths are left to the v1 API, as before.
 */
@Component
class NoRouteErrors implements HandlerExceptionResolver, Ordered {
    private final ErrorAnswers answers;

    NoRouteErrors(ErrorAnswers answers) {
        this.answers = answers;
    }

    /** Ahead of Spring MVC's resolvers (order 0), which would hand these to the v1 API's advice. */
    @Override
    public int getOrder() {
        return -1;
    }

    @Override
    public ModelAndView resolveException(HttpServletRequest request, HttpServletResponse response, Object handler,
                                         Exception e) {
        if (handler instanceof HandlerMethod || !WebPaths.isWebPath(request)) {
            return null;
        }
        return switch (e) {
            case NoHandlerFoundException ignored -> notFound(request);
            case NoResourceFoundException ignored -> notFound(request, response);
            case HttpRequestMethodNotSupportedException method -> {
                if (method.getSupportedMethods() != null) {
                    response.setHeader(HttpHeaders.ALLOW, String.join(", ", method.getSupportedMethods()));
                }
                yield answers.answer(request, HttpStatus.METHOD_NOT_ALLOWED, "method_not_allowed",
                        "Method " + method.getMethod() + " is not supported at " + request.getRequestURI());
            }
            case HttpMediaTypeNotSupportedException type -> answers.answer(request, HttpStatus.UNSUPPORTED_MEDIA_TYPE,
                    "unsupported_media_type", "Send the body as application/json");
            default -> null;
        };
    }

    private ModelAndView notFound(HttpServletRequest request) {
        return answers.answer(request, HttpStatus.NOT_FOUND, "not_found", "There is nothing at " + request.getRequestURI());
    }

    /**
     * A missing file under {@code /assets}: a script or style sheet asked for it, not a person, and
     * an HTML page there would be typed as the file asked for (the template engine types a page by
     * the path's extension). A short text says what is missing.
     */
    private static ModelAndView notFound(HttpServletRequest request, HttpServletResponse response) {
        response.setStatus(HttpServletResponse.SC_NOT_FOUND);
        response.setContentType("text/plain;charset=UTF-8");
        try {
            response.getWriter().write("There is nothing at " + request.getRequestURI() + "\n");
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
        return new ModelAndView(); // answered: no view to render
    }
}
