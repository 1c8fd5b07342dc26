package dev.parlance.system;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.boot.autoconfigure.condition.ConditionalOnExpression;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * A worker given a management port ({@code PARLANCE_MANAGEMENT_PORT}) answers there for
 * {@code /actuator/**} only (health for its supervisor, metrics for Prometheus); every other path is
 * 404 before it reaches security or a controller, so a worker never serves the API or the pages.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication
@ConditionalOnExpression("'${parlance.role:both}'.equalsIgnoreCase('worker')")
class WorkerManagementOnly {

    @Bean
    FilterRegistrationBean<OncePerRequestFilter> workerManagementOnlyFilter() {
        var registration = new FilterRegistrationBean<OncePerRequestFilter>(new OncePerRequestFilter() {
            @Override
            protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
                    throws ServletException, IOException {
                String path = request.getRequestURI().substring(request.getContextPath().length());
                if (path.equals("/actuator") || path.startsWith("/actuator/")) {
                    chain.doFilter(request, response);
                } else {
                    response.sendError(HttpServletResponse.SC_NOT_FOUND);
                }
            }
        });
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
        return registration;
    }

    /** The web app's security is not in a worker ({@link WorkerScan}); its actuator paths are open, as on the api. */
    @Bean
    SecurityFilterChain workerManagementSecurity(HttpSecurity http) {
        return http.authorizeHttpRequests(requests -> requests.anyRequest().permitAll())
                .csrf(csrf -> csrf.disable())
                .build();
    }
}
