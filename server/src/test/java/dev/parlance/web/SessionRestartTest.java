package dev.parlance.web;

import dev.parlance.support.OwnApplication;
import dev.parlance.support.WebClient;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.context.ConfigurableApplicationContext;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A browser session outlives the process: sign in, stop the application, start a new one on the
 * same database, and the same cookie is still signed in (and its CSRF token still good). Runs its
 * own application on its own folder, so it runs once, on H2.
 */
@Tag("no-database")
class SessionRestartTest {
    private static final String PASSWORD = "restart-admin-1";

    @TempDir
    Path dataDir;

    @Test
    void aSignedInBrowserStaysSignedInAcrossARestart() {
        String session;
        String csrf;
        try (ConfigurableApplicationContext first = start()) {
            WebClient browser = new WebClient(OwnApplication.base(first));
            assertThat(browser.signIn("admin", PASSWORD).status()).isEqualTo(302);
            assertThat(browser.get("/admin/people").status()).isEqualTo(200);
            session = browser.cookie(WebClient.SESSION_COOKIE).orElseThrow();
            csrf = browser.cookie(WebClient.CSRF_COOKIE).orElseThrow();
            WebClient copy = new WebClient(OwnApplication.base(first));
            copy.addCookie(WebClient.SESSION_COOKIE, session);
            assertThat(copy.get("/admin/people").status()).as("the cookie alone carries the session").isEqualTo(200);
        }
        try (ConfigurableApplicationContext second = start()) {
            WebClient browser = new WebClient(OwnApplication.base(second));
            browser.addCookie(WebClient.SESSION_COOKIE, session);
            browser.addCookie(WebClient.CSRF_COOKIE, csrf);
            assertThat(browser.get("/admin/people").status()).isEqualTo(200);
            assertThat(browser.post("/signout").status()).isEqualTo(302);
            assertThat(browser.get("/admin/people").status()).isEqualTo(302);
        }
    }

    private ConfigurableApplicationContext start() {
        return OwnApplication.start(dataDir, PASSWORD);
    }
}
