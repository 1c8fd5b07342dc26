package dev.parlance.web;

import dev.parlance.account.Account;
import dev.parlance.account.TokenService;
import dev.parlance.common.ApiException;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;
import java.util.Locale;

/**
 * Scripts call the JSON work API with {@code Authorization: Bearer <token>}, the token a v1
 * {@code /api/account/login} returned (or a long-term key): the account it belongs to is the caller
 * for this request, and the session cookie, if any, is not looked at. Such a request needs no CSRF
 * token: a browser never attaches this header on its own, and no other site can make it send one
 * (the work API allows no cross-origin requests).
 */
final class BearerTokens extends OncePerRequestFilter {
    private static final String PREFIX = "bearer ";

    private final TokenService tokens;
    private final JsonErrors errors;

    BearerTokens(TokenService tokens, JsonErrors errors) {
        this.tokens = tokens;
        this.errors = errors;
    }

    /** Whether the request carries a bearer token (and so is authenticated by it alone). */
    static boolean carriesToken(HttpServletRequest request) {
        String header = request.getHeader(HttpHeaders.AUTHORIZATION);
        return header != null && header.toLowerCase(Locale.ROOT).startsWith(PREFIX);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (!carriesToken(request)) {
            chain.doFilter(request, response);
            return;
        }
        Account account;
        try {
            account = tokens.authenticate(request.getHeader(HttpHeaders.AUTHORIZATION).substring(PREFIX.length()).trim());
        } catch (ApiException e) {
            errors.write(response, HttpServletResponse.SC_UNAUTHORIZED, "unauthenticated",
                    "The bearer token is invalid or expired; get a new one from /api/account/login");
            return;
        }
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        context.setAuthentication(new SignedIn(account));
        SecurityContextHolder.setContext(context);
        chain.doFilter(request, response);
    }
}
