package dev.parlance.support;

import dev.parlance.ParlanceApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An application of a test's own (not the shared test application) on its own data folder and
 * database (H2 in the folder, or a PostgreSQL schema of its own: {@link TestDatabase}), for tests
 * that stop and start it: what outlives a restart.
 */
public final class OwnApplication {
    private OwnApplication() {
    }

    /** An application on this folder with its {@link #database} (on PostgreSQL, a new schema at every call). */
    public static ConfigurableApplicationContext start(Path dataDir, String adminPassword) {
        return start(dataDir, adminPassword, database(dataDir));
    }

    /**
     * The database of an application on this folder, as this test run's {@link TestDatabase} says: an
     * H2 file in the folder, or a new PostgreSQL schema. Kept by a test that starts the application
     * again on the same database.
     */
    public static Map<String, String> database(Path dataDir) {
        return TestDatabase.properties(dataDir);
    }

    /** An application on this folder and this {@link #database}. */
    public static ConfigurableApplicationContext start(Path dataDir, String adminPassword, Map<String, String> database) {
        List<String> args = new ArrayList<>(List.of(
                "--server.port=0",
                "--parlance.data-dir=" + dataDir,
                "--parlance.admin-password=" + adminPassword,
                "--spring.jmx.enabled=false"));
        database.forEach((name, value) -> args.add("--" + name + "=" + value));
        // Command-line arguments, so they outrank application.properties (builder properties would not).
        return new SpringApplicationBuilder(ParlanceApplication.class).run(args.toArray(String[]::new));
    }

    /** The application's base URL, e.g. {@code http://localhost:41234}. */
    public static String base(ConfigurableApplicationContext context) {
        return "http://localhost:" + ((WebServerApplicationContext) context).getWebServer().getPort();
    }
}
