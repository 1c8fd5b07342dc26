package dev.parlance.web;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.view.json.JacksonJsonView;
import tools.jackson.databind.json.JsonMapper;

import java.util.Map;
import java.util.Set;

/**
 * The web app's answer to a failure, in the shape its route speaks: a {@link JsonError} with the
 * status on the JSON routes ({@link WebPaths#isJsonRoute}: the work API, the approval page's API),
 * the error page (layout, title, message, status) on every page. The one place that choice is made,
 * for the controllers' advice and for the failures no controller sees.
 */
@Component
public class ErrorAnswers {
    private final JacksonJsonView json;

    ErrorAnswers(JsonMapper mapper) {
        json = new JacksonJsonView(mapper);
        json.setModelKeys(Set.of("error", "message"));
    }

    /**
     * @param code    the JSON answer's {@code error}: a short lower-case code a script can switch on
     * @param message what happened and what to do, for a person (the page shows it too)
     */
    public ModelAndView answer(HttpServletRequest request, HttpStatus status, String code, String message) {
        ModelAndView answer;
        if (WebPaths.isJsonRoute(request)) {
            answer = new ModelAndView(json, Map.of("error", code, "message", message));
        } else {
            answer = new ModelAndView("error-page", PageModel.layout(request));
            answer.addObject("status", status.value()).addObject("title", title(status)).addObject("message", message);
        }
        answer.setStatus(status);
        return answer;
    }

    private static String title(HttpStatus status) {
        return switch (status) {
            case NOT_FOUND -> "Page not found";
            case FORBIDDEN -> "Not allowed";
            case GONE -> "No longer available";
            case INTERNAL_SERVER_ERROR -> "Something went wrong";
            default -> "That did not work";
        };
    }
}
