package dev.parlance.api.v1;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * Refuses HTTP/0.9 requests, which Tomcat still serves (a request line without a version, answered
 * with a bare body and no status or headers: none of the security headers, cookies' flags or error
 * statuses a client relies on). The refusal is the container's 505, which {@link ContainerErrors}
 * words as the v1 error body ("use HTTP/1.1"), the only thing such a client can read.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
class ObsoleteHttpRefusal extends OncePerRequestFilter {
    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String protocol = request.getProtocol();
        // Tomcat gives an HTTP/0.9 request (a request line without a version) no protocol at all.
        if (protocol == null || protocol.isEmpty() || protocol.equals("HTTP/0.9")) {
            response.sendError(HttpServletResponse.SC_HTTP_VERSION_NOT_SUPPORTED);
            return;
        }
        chain.doFilter(request, response);
    }
}
