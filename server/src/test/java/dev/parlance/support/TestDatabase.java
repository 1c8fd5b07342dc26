package dev.parlance.support;

import org.springframework.test.context.DynamicPropertyRegistry;

import java.util.Locale;
import java.util.UUID;

/**
 * Which database a test run uses: H2 by default, PostgreSQL when the system property
 * {@code parlance.test.db=postgres} is set (the build's second test execution does that). Each
 * JVM gets its own PostgreSQL schema, so runs never see each other's rows.
 */
public final class TestDatabase {
    public static final boolean POSTGRES = "postgres".equalsIgnoreCase(System.getProperty("parlance.test.db", ""));

    private TestDatabase() {
    }

    public static void register(DynamicPropertyRegistry registry, java.nio.file.Path dataDir) {
        properties(dataDir).forEach((name, value) -> registry.add(name, () -> value));
    }

    /** The database settings for an application with this data folder (a new schema on PostgreSQL). */
    public static java.util.Map<String, String> properties(java.nio.file.Path dataDir) {
        var p = new java.util.LinkedHashMap<String, String>();
        if (POSTGRES) {
            String schema = "t" + UUID.randomUUID().toString().replace("-", "").substring(0, 12).toLowerCase(Locale.ROOT);
            String base = System.getProperty("parlance.test.pg-url", "jdbc:postgresql://localhost:5432/parlance_test");
            p.put("parlance.db.url", base + "?currentSchema=" + schema);
            p.put("parlance.db.user", System.getProperty("parlance.test.pg-user", "parlance"));
            p.put("parlance.db.password", System.getProperty("parlance.test.pg-password", "parlance"));
            p.put("spring.flyway.schemas", schema);
        } else {
            p.put("parlance.db.url", "jdbc:h2:file:" + dataDir.resolve("db/parlance").toAbsolutePath()
                    + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_ON_EXIT=FALSE");
        }
        return p;
    }
}
