package dev.parlance.support;

import com.microsoft.playwright.Page;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.context.ConfigurableApplicationContext;

import java.nio.file.Path;
import java.util.Map;

/**
 * Base of the tests that stop the application and start a new one on the same data folder and
 * database (H2, or this run's PostgreSQL schema), with one browser across both: it keeps its
 * cookies (they do not depend on the port), and the session is in the database. Each such test runs
 * an application of its own, since the shared one cannot be restarted.
 */
public abstract class RestartTestSupport {
    @TempDir
    protected Path dataDir;
    @TempDir
    protected Path fixtures;

    private Map<String, String> database;
    private WatchedBrowsers browsers;

    /** The application on this test's folder and database: a second start finds what the first left. */
    protected ConfigurableApplicationContext start(String adminPassword) {
        if (database == null) {
            database = OwnApplication.database(dataDir);
        }
        return OwnApplication.start(dataDir, adminPassword, database);
    }

    /** A page in the test's one browser, first opened on {@code app}. */
    protected Page browserOn(ConfigurableApplicationContext app) {
        browsers = new WatchedBrowsers(OwnApplication.base(app));
        return browsers.open().newPage();
    }

    /** No page the browser opened, before or after the restart, broke the Content-Security-Policy. */
    protected void assertEveryPageKeptTheContentSecurityPolicy() {
        browsers.assertEveryPageKeptTheContentSecurityPolicy();
    }

    @AfterEach
    void closeBrowsers() {
        if (browsers != null) {
            browsers.close();
        }
    }
}
