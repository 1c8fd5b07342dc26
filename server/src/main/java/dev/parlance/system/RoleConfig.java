package dev.parlance.system;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/** This process's role as a bean, for the few places that act on it beyond what {@link RoleEnvironment} sets. */
@Configuration(proxyBeanMethods = false)
class RoleConfig {
    @Bean
    ProcessRole processRole(Environment environment) {
        return ProcessRole.parse(environment.getProperty(ProcessRole.PROPERTY));
    }
}
