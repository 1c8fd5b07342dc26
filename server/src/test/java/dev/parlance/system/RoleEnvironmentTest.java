package dev.parlance.system;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What each role turns into, before any bean (the processes themselves: ApiAndWorkersProcessTest). */
@Tag("no-database")
class RoleEnvironmentTest {

    private static StandardEnvironment environment(Map<String, Object> properties) {
        StandardEnvironment env = new StandardEnvironment();
        env.getPropertySources().addLast(new MapPropertySource("test", properties));
        // What application.properties says, which the role must outrank.
        env.getPropertySources().addLast(new MapPropertySource("defaults", Map.of("db-scheduler.enabled", "true")));
        new RoleEnvironment().postProcessEnvironment(env, new SpringApplication());
        return env;
    }

    @Test
    void bothChangesNothing() {
        var env = environment(Map.of());
        assertThat(env.getProperty("db-scheduler.enabled")).isEqualTo("true");
        assertThat(env.getProperty("spring.main.web-application-type")).isNull();
    }

    @Test
    void apiRunsNoQueuedWork() {
        var env = environment(Map.of("parlance.role", "API"));
        assertThat(env.getProperty("db-scheduler.enabled")).isEqualTo("false");
        assertThat(env.getProperty("spring.main.web-application-type")).isNull();
    }

    @Test
    void workerHasNoWebServerUnlessGivenAManagementPort() {
        var none = environment(Map.of("parlance.role", "worker"));
        assertThat(none.getProperty("spring.main.web-application-type")).isEqualTo("none");
        assertThat(none.getProperty("db-scheduler.enabled")).isEqualTo("true");

        var watched = environment(Map.of("parlance.role", "worker", "parlance.management-port", "9464", "server.port", "8080"));
        assertThat(watched.getProperty("spring.main.web-application-type")).isNull();
        assertThat(watched.getProperty("server.port")).isEqualTo("9464");
    }

    @Test
    void anUnknownRoleStopsTheStartWithTheChoices() {
        assertThatThrownBy(() -> environment(Map.of("parlance.role", "scheduler")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("parlance.role must be api, worker or both, not 'scheduler'");
    }
}
