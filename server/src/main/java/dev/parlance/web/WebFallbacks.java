package dev.parlance.web;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.HttpStatus;
import org.springframework.security.web.WebAttributes;
import org.springframework.security.web.csrf.CsrfException;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.servlet.ModelAndView;

/**
 * The web app's own answers where no page is: the 403 page Spring Security forwards to, and a 404
 * for unknown paths under the web app's roots (the most specific mapping wins, so any real page
 * under the same root is matched first). Other unknown paths keep the v1 API's answer.
 */
@Controller
class WebFallbacks {
    private final WebErrors errors;

    WebFallbacks(WebErrors errors) {
        this.errors = errors;
    }

    @RequestMapping(WebPaths.FORBIDDEN)
    ModelAndView forbidden(HttpServletRequest request) {
        String message = request.getAttribute(WebAttributes.ACCESS_DENIED_403) instanceof CsrfException
                ? "This form was sent without a valid security token (it may have been open too long, or you "
                        + "signed in or out in another tab). Go back, reload the page and try again."
                : "Your account does not have access to this page.";
        return errors.answer(request, HttpStatus.FORBIDDEN, "forbidden", message);
    }

    @RequestMapping({WebPaths.WORK + "/**", WebPaths.ADMIN + "/**", WebPaths.APPROVE + "/**"})
    ModelAndView notFound(HttpServletRequest request) {
        throw new ApiException(ErrorType.ITEM_NOT_FOUND, "There is nothing at " + request.getRequestURI());
    }
}
