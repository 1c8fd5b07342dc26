package dev.parlance.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.security.web.firewall.RequestRejectedException;
import org.springframework.security.web.firewall.RequestRejectedHandler;
import org.thymeleaf.ITemplateEngine;
import org.thymeleaf.context.WebContext;
import org.thymeleaf.web.servlet.JakartaServletWebApplication;

import java.io.IOException;
import java.util.Map;

/**
 * A request to the web app's paths that Spring Security's firewall refuses before anything else
 * runs (a {@code ;} or an encoded dot or slash in the path, a control character): {@code 400} with
 * the error page, or the {@link JsonError} on a JSON route, instead of the v1 API's error body the
 * container would give it. No controller, no advice and no header writer runs for such a request,
 * so the page is rendered here, with the same security headers as every page.
 */
final class RejectedRequests implements RequestRejectedHandler {
    private static final String MESSAGE = "This address is not accepted here (it has characters a page address "
            + "never needs, such as ';' or an encoded '.' or '/').";

    private final ITemplateEngine templates;
    private final JsonErrors errors;

    RejectedRequests(ITemplateEngine templates, JsonErrors errors) {
        this.templates = templates;
        this.errors = errors;
    }

    @Override
    public void handle(HttpServletRequest request, HttpServletResponse response, RequestRejectedException e)
            throws IOException {
        if (WebPaths.isJsonRoute(request)) {
            errors.write(response, HttpServletResponse.SC_BAD_REQUEST, "invalid_request", MESSAGE);
            return;
        }
        response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
        response.setContentType(MediaType.TEXT_HTML_VALUE);
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Content-Security-Policy", WebSecurityConfig.CONTENT_SECURITY_POLICY);
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("X-Frame-Options", "DENY");
        response.setHeader("Referrer-Policy", "no-referrer");
        response.setHeader(HttpHeaders.CACHE_CONTROL, "no-store");
        Map<String, Object> page = PageModel.layout(request);
        page.putAll(Map.of("status", 400, "title", "That did not work", "message", MESSAGE));
        WebContext context = new WebContext(JakartaServletWebApplication.buildApplication(request.getServletContext())
                .buildExchange(request, response), request.getLocale(), page);
        templates.process("error-page", context, response.getWriter());
    }
}
