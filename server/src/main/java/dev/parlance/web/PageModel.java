package dev.parlance.web;

import dev.parlance.account.Account;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

import java.util.HashMap;
import java.util.Map;

/**
 * What every page's layout shows: who is signed in ({@code me}, null for a visitor), the links for
 * them ({@code nav}), and the page's own path ({@code currentPath}, so its link is marked current).
 */
@ControllerAdvice(basePackages = "dev.parlance.web")
class PageModel {
    @ModelAttribute
    void layout(HttpServletRequest request, Model model) {
        model.addAllAttributes(layout(request));
    }

    /** The layout's values, also for pages built outside a controller (the error pages). */
    static Map<String, Object> layout(HttpServletRequest request) {
        Account me = SecurityContextHolder.getContext().getAuthentication() instanceof SignedIn signedIn
                ? signedIn.getPrincipal() : null;
        Map<String, Object> values = new HashMap<>();
        values.put("me", me);
        values.put("nav", Navigation.of(me));
        values.put("currentPath", request.getRequestURI().substring(request.getContextPath().length()));
        return values;
    }
}
