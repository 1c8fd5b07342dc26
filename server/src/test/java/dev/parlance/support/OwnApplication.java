package dev.parlance.support;

import dev.parlance.ParlanceApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import java.nio.file.Path;

/**
 * An application of a test's own (not the shared test application) on its own data folder and H2
 * database, for tests that stop and start it: what outlives a restart.
 */
public final class OwnApplication {
    private OwnApplication() {
    }

    public static ConfigurableApplicationContext start(Path dataDir, String adminPassword) {
        // Command-line arguments, so they outrank application.properties (builder properties would not).
        return new SpringApplicationBuilder(ParlanceApplication.class).run(
                "--server.port=0",
                "--parlance.data-dir=" + dataDir,
                "--parlance.db.url=jdbc:h2:file:" + dataDir.resolve("db/parlance").toAbsolutePath()
                        + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_ON_EXIT=FALSE",
                "--parlance.admin-password=" + adminPassword,
                "--spring.jmx.enabled=false");
    }

    /** The application's base URL, e.g. {@code http://localhost:41234}. */
    public static String base(ConfigurableApplicationContext context) {
        return "http://localhost:" + ((WebServerApplicationContext) context).getWebServer().getPort();
    }
}
