package dev.parlance.support;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One headless Chromium for the whole test JVM (starting one costs about a second; a new context per
 * test is cheap and keeps tests apart). Playwright drives Debian's {@code chromium} package
 * ({@code /usr/bin/chromium}, or {@code PARLANCE_TEST_CHROMIUM}); it never downloads a browser.
 * Playwright objects are not thread-safe: tests use it from one thread at a time, as JUnit runs them.
 */
public final class SharedBrowser {
    private static final Path CHROMIUM = Path.of(System.getenv().getOrDefault("PARLANCE_TEST_CHROMIUM", "/usr/bin/chromium"));
    /** What Chromium needs to run headless in a container, without reaching out to the network on its own. */
    private static final List<String> ARGS = List.of("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
            "--disable-sync");

    private static Playwright playwright;
    private static Browser browser;

    private SharedBrowser() {
    }

    public static synchronized Browser get() {
        if (browser == null) {
            if (!Files.isExecutable(CHROMIUM)) {
                throw new IllegalStateException("Browser tests need Chromium at " + CHROMIUM
                        + " (apt-get install chromium; ./test.sh installs it) or PARLANCE_TEST_CHROMIUM");
            }
            playwright = Playwright.create(new Playwright.CreateOptions()
                    .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
            browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
                    .setHeadless(true).setExecutablePath(CHROMIUM).setArgs(ARGS));
            Runtime.getRuntime().addShutdownHook(new Thread(SharedBrowser::close, "close-browser"));
        }
        return browser;
    }

    private static synchronized void close() {
        if (browser != null) {
            browser.close();
            playwright.close();
            browser = null;
        }
    }
}
