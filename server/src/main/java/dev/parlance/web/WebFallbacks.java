package dev.parlance.web;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.HttpStatus;
import org.springframework.security.web.WebAttributes;
import org.springframework.security.web.csrf.CsrfException;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.servlet.ModelAndView;

/**
 * The 403 page Spring Security forwards a refused page request to (a JSON route's refusal is
 * written by the security configuration itself). Unknown paths under the web app's roots are
 * {@link NoRouteErrors}'.
 */
@Controller
class WebFallbacks {
    private final ErrorAnswers answers;

    WebFallbacks(ErrorAnswers answers) {
        this.answers = answers;
    }

    @RequestMapping(WebPaths.FORBIDDEN)
    ModelAndView forbidden(HttpServletRequest request) {
        String message = request.getAttribute(WebAttributes.ACCESS_DENIED_403) instanceof CsrfException
                ? "This form was sent without a valid security token (it may have been open too long, or you "
                        + "signed in or out in another tab). Go back, reload the page and try again."
                : "Your account does not have access to this page.";
        return answers.answer(request, HttpStatus.FORBIDDEN, "forbidden", message);
    }
}
