package dev.parlance.system;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Turns {@code parlance.role} into the settings it stands for, before any bean exists:
 * <ul>
 *   <li>{@code api}: db-scheduler is not started ({@code db-scheduler.enabled=false}); work is
 *       queued through a scheduling-only client ({@link SchedulerConfig}), so this process never
 *       runs recognition or any other queued work.</li>
 *   <li>{@code worker}: no web server at all ({@code spring.main.web-application-type=none}): a
 *       worker takes its work from the database and needs no inbound port. With
 *       {@code parlance.management-port} set, it listens there for {@code /actuator/**} only
 *       (health and Prometheus metrics; {@link WorkerManagementOnly} answers 404 to the rest).</li>
 *   <li>{@code both}: nothing changes.</li>
 * </ul>
 * These settings win over application.properties and the environment: they are what the role means.
 */
class RoleEnvironment implements EnvironmentPostProcessor, Ordered {
    static final String MANAGEMENT_PORT = "parlance.management-port";

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        ProcessRole role = ProcessRole.parse(environment.getProperty(ProcessRole.PROPERTY));
        Map<String, Object> settings = new LinkedHashMap<>();
        if (!role.runsQueuedWork()) {
            settings.put("db-scheduler.enabled", "false");
        }
        if (!role.servesHttp()) {
            String managementPort = environment.getProperty(MANAGEMENT_PORT, "");
            if (managementPort.isBlank()) {
                settings.put("spring.main.web-application-type", "none");
            } else {
                settings.put("server.port", managementPort);
            }
        }
        if (!settings.isEmpty()) {
            environment.getPropertySources().addFirst(new MapPropertySource("parlanceRole", settings));
        }
    }

    @Override
    public int getOrder() {
        // After the configuration files and the environment are read (ConfigData runs at HIGHEST_PRECEDENCE + 10).
        return Ordered.LOWEST_PRECEDENCE;
    }
}
