package dev.parlance.web;

import dev.parlance.account.AccountRepository;
import dev.parlance.account.Role;
import dev.parlance.account.TokenService;
import dev.parlance.recovery.PasswordResets;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.HeadersConfigurer;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.AccessDeniedHandler;
import org.springframework.security.web.access.AccessDeniedHandlerImpl;
import org.springframework.security.web.context.SecurityContextHolderFilter;
import org.springframework.security.web.csrf.CookieCsrfTokenRepository;
import org.springframework.security.web.csrf.CsrfException;
import org.springframework.security.web.csrf.CsrfFilter;
import org.springframework.security.web.csrf.CsrfTokenRepository;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;
import org.springframework.security.web.header.writers.CrossOriginOpenerPolicyHeaderWriter.CrossOriginOpenerPolicy;
import org.springframework.security.web.header.writers.CrossOriginResourcePolicyHeaderWriter.CrossOriginResourcePolicy;
import org.springframework.security.web.savedrequest.NullRequestCache;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.session.FindByIndexNameSessionRepository;
import org.springframework.session.Session;
import org.thymeleaf.ITemplateEngine;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * Spring Security for the web app only (the {@link WebPaths}); the v1 API never meets it. Two
 * filter chains:
 * <ul>
 * <li>the JSON work API ({@code /work/api/**}): the browser session with the CSRF header, or a
 *     bearer v1 token ({@link BearerTokens}) with no CSRF; refusals are JSON 401/403;</li>
 * <li>the pages: the browser session, CSRF on every write (the hidden form field, or the header for
 *     ES modules), sign-out; an anonymous visitor is sent to sign in, a signed-in one without the
 *     role gets the 403 page (the approval page's JSON API a JSON 403).</li>
 * </ul>
 * Both send the same strict security headers ({@link #CONTENT_SECURITY_POLICY}: nothing but this
 * site's own files, no inline script or style).
 */
@Configuration
class WebSecurityConfig {
    /** Everything from this site's own files: no inline script or style, no other origin, no framing. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
            + "img-src 'self'; media-src 'self'; connect-src 'self'; font-src 'self'; object-src 'none'; "
            + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
    private static final String PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
    /** Who may use the work pages and the work API: the workforce, and the operator. */
    private static final String[] WORK_ROLES = {
            Role.TRANSCRIBER.name(), Role.REVIEWER.name(), Role.TRANSLATOR.name(), Role.DESCRIBER.name(),
            Role.ADMIN.name()};

    @Bean
    static WebOnlyFilters webOnlyFilters() {
        return new WebOnlyFilters();
    }

    /**
     * The CSRF token travels in a cookie the page's scripts can read ({@code XSRF-TOKEN}) and comes
     * back in the {@code X-XSRF-TOKEN} header or the forms' {@code _csrf} field. SameSite=Strict: no
     * other site's page ever sends it.
     */
    @Bean
    CsrfTokenRepository csrfTokens() {
        CookieCsrfTokenRepository tokens = CookieCsrfTokenRepository.withHttpOnlyFalse();
        tokens.setCookieCustomizer(cookie -> cookie.sameSite("Strict"));
        return tokens;
    }

    /** Spring Security's firewall hands the requests it refuses to the one such bean. */
    @Bean
    RejectedRequests rejectedRequests(ITemplateEngine templates, JsonErrors errors) {
        return new RejectedRequests(templates, errors);
    }

    @Bean
    SessionAccounts sessionAccounts(AccountRepository accounts, CsrfTokenRepository csrfTokens,
                                    FindByIndexNameSessionRepository<? extends Session> sessions) {
        return new SessionAccounts(accounts, csrfTokens, sessions);
    }

    @Bean
    @Order(1)
    SecurityFilterChain workApi(HttpSecurity http, SessionAccounts sessions, CsrfTokenRepository csrfTokens,
                                TokenService tokens, JsonErrors errors) {
        http.securityMatcher(PathPatternRequestMatcher.withDefaults().matcher(WebPaths.WORK_API + "/**"))
                .authorizeHttpRequests(rules -> rules.anyRequest().hasAnyRole(WORK_ROLES))
                .securityContext(context -> context.securityContextRepository(sessions))
                .addFilterAfter(new BearerTokens(tokens, errors), SecurityContextHolderFilter.class)
                .csrf(csrf -> csrf.spa().csrfTokenRepository(csrfTokens).ignoringRequestMatchers(BearerTokens::carriesToken))
                .requestCache(cache -> cache.requestCache(new NullRequestCache()))
                .exceptionHandling(refusals -> refusals
                        .authenticationEntryPoint((request, response, e) -> errors.write(response,
                                HttpServletResponse.SC_UNAUTHORIZED, "unauthenticated",
                                "Sign in, or send Authorization: Bearer <token from /api/account/login>"))
                        .accessDeniedHandler(jsonRefusal(errors, "Only the workforce and operators use the work API")))
                .logout(logout -> logout.disable())
                .headers(WebSecurityConfig::securityHeaders);
        return http.build();
    }

    @Bean
    @Order(2)
    SecurityFilterChain pages(HttpSecurity http, SessionAccounts sessions, CsrfTokenRepository csrfTokens,
                              JsonErrors errors) {
        AccessDeniedHandlerImpl forbiddenPage = new AccessDeniedHandlerImpl();
        forbiddenPage.setErrorPage(WebPaths.FORBIDDEN);
        // The approval page's API is a JSON route under the pages' rules: its refusals are JSON too.
        AccessDeniedHandler refused = (request, response, e) -> {
            if (WebPaths.isJsonRoute(request)) {
                jsonRefusal(errors, "Not allowed").handle(request, response, e);
            } else {
                forbiddenPage.handle(request, response, e);
            }
        };
        http.securityMatcher(WebPaths.matcher())
                .authorizeHttpRequests(rules -> rules
                        .requestMatchers(WebPaths.HOME, WebPaths.SIGN_IN, WebPaths.FORBIDDEN, WebPaths.API_DOCS).permitAll()
                        .requestMatchers(PasswordResets.PATH, PasswordResets.PATH + "/*").permitAll()
                        .requestMatchers(WebPaths.ASSETS + "/**").permitAll()
                        // The signed link in the path is the credential; the approval pages check it.
                        .requestMatchers(WebPaths.APPROVE + "/**").permitAll()
                        .requestMatchers(WebPaths.ADMIN + "/**").hasRole(Role.ADMIN.name())
                        .requestMatchers(WebPaths.WORK + "/**").hasAnyRole(WORK_ROLES)
                        .anyRequest().authenticated())
                .securityContext(context -> context.securityContextRepository(sessions))
                .csrf(csrf -> csrf.spa().csrfTokenRepository(csrfTokens))
                .addFilterAfter(new CsrfCookie(), CsrfFilter.class)
                .requestCache(cache -> cache.requestCache(new NullRequestCache()))
                .exceptionHandling(refusals -> refusals
                        .authenticationEntryPoint(WebSecurityConfig::signInFirst)
                        .accessDeniedHandler(refused))
                .logout(logout -> logout.logoutUrl(WebPaths.SIGN_OUT).logoutSuccessUrl(WebPaths.SIGN_IN + "?signed-out"))
                .headers(WebSecurityConfig::securityHeaders);
        return http.build();
    }

    /** A JSON route's refusal: {@code 403 {"error": "csrf"}} for a write without its token, else {@code forbidden}. */
    private static AccessDeniedHandler jsonRefusal(JsonErrors errors, String forbidden) {
        return (request, response, e) -> errors.write(response, HttpServletResponse.SC_FORBIDDEN,
                e instanceof CsrfException ? "csrf" : "forbidden",
                e instanceof CsrfException
                        ? "Missing or wrong CSRF token: send the XSRF-TOKEN cookie's value in the X-XSRF-TOKEN header"
                        : forbidden);
    }

    /** To the sign-in page, which comes back here afterwards (a GET; a refused write starts over at home). */
    private static void signInFirst(HttpServletRequest request, HttpServletResponse response,
                                    org.springframework.security.core.AuthenticationException e) throws IOException {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        String query = request.getQueryString();
        String target = request.getContextPath() + WebPaths.SIGN_IN;
        if ("GET".equals(request.getMethod())) {
            target += "?next=" + URLEncoder.encode(query == null ? path : path + "?" + query, StandardCharsets.UTF_8);
        }
        response.sendRedirect(target);
    }

    private static void securityHeaders(HeadersConfigurer<HttpSecurity> headers) {
        headers.contentSecurityPolicy(csp -> csp.policyDirectives(CONTENT_SECURITY_POLICY))
                // Approval links carry their signature in the path: never hand it to another site.
                .referrerPolicy(referrer -> referrer.policy(ReferrerPolicy.NO_REFERRER))
                .permissionsPolicyHeader(permissions -> permissions.policy(PERMISSIONS_POLICY))
                .crossOriginOpenerPolicy(coop -> coop.policy(CrossOriginOpenerPolicy.SAME_ORIGIN))
                .crossOriginResourcePolicy(corp -> corp.policy(CrossOriginResourcePolicy.SAME_ORIGIN))
                .frameOptions(HeadersConfigurer.FrameOptionsConfig::deny);
    }
}
