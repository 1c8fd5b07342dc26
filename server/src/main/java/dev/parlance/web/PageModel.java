package dev.parlance.web;

import dev.parlance.account.Account;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What every page's layout shows: who is signed in ({@code me}, null for a visitor), the links for
 * them ({@code nav}), the page's own path ({@code currentPath}) and the link it lies under ({@code currentNav},
 * marked as the current page).
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
        List<Navigation.Item> nav = Navigation.of(me);
        String path = request.getRequestURI().substring(request.getContextPath().length());
        values.put("nav", nav);
        values.put("currentPath", path);
        values.put("currentNav", Navigation.current(nav, path));
        return values;
    }
}
