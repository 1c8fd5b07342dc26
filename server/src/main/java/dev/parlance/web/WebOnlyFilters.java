package dev.parlance.web;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.web.servlet.AbstractFilterRegistrationBean;

import java.util.Set;

/**
 * Registers Spring Security's filter chain and Spring Session's filter for the {@link WebPaths}
 * alone. Spring Boot registers both for every path; left so, a v1 request would go through
 * Spring Security's firewall (which refuses some requests the v1 API serves) and through the
 * session filter. Boot names the two registrations; a test checks they were found and narrowed.
 */
final class WebOnlyFilters implements BeanPostProcessor {
    /** Spring Boot's bean names for the two filters' registrations. */
    static final Set<String> REGISTRATIONS = Set.of("securityFilterChainRegistration", "sessionRepositoryFilterRegistration");

    @Override
    public Object postProcessBeforeInitialization(Object bean, String beanName) {
        if (REGISTRATIONS.contains(beanName) && bean instanceof AbstractFilterRegistrationBean<?> registration) {
            registration.setUrlPatterns(WebPaths.servletPatterns());
        }
        return bean;
    }
}
