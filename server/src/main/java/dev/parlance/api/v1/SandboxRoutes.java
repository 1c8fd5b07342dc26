package dev.parlance.api.v1;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.servlet.HandlerInterceptor;

import java.util.List;

/**
 * The routes the sandbox does not offer (compat-notes, "Sandbox behaviour") answer NOT_IMPLEMENTED
 * there, before their handlers run.
 */
class SandboxRoutes implements HandlerInterceptor {
    static final List<String> NOT_ON_SANDBOX = List.of("/api/job/list_related", "/api/job/add_custom_guidelines",
            "/api/job/transcoded_media", "/api/job/translate", "/api/job/perform_translation", "/api/job/request_upload_url",
            "/api/job/uplevel");

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        throw new ApiException(ErrorType.NOT_IMPLEMENTED, request.getRequestURI()
                + " is not offered on the sandbox; use the production service for it");
    }
}
