package dev.parlance.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * Makes sure every page leaves the CSRF cookie ({@code XSRF-TOKEN}) in the browser, so the page's
 * ES modules can send it back in the {@code X-XSRF-TOKEN} header on their first write. Spring
 * Security creates the token lazily, when a form on the page asks for it; a page without a form
 * would otherwise have none.
 */
final class CsrfCookie extends OncePerRequestFilter {
    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (request.getAttribute(CsrfToken.class.getName()) instanceof CsrfToken token) {
            token.getToken();
        }
        chain.doFilter(request, response);
    }
}
