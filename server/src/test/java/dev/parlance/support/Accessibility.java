package dev.parlance.support;

import com.microsoft.playwright.Page;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.fail;

/**
 * The automated accessibility check of the browser tests: axe-core (the {@code org.webjars.npm:axe-core}
 * WebJar, read from the test classpath) runs in the page as it is now and the test fails listing every
 * serious or critical violation (rule, what it asks, the elements and why each fails). Minor and
 * moderate findings are not failures: the bar is "no serious or critical violation on every page".
 *
 * <p>The script goes in through Playwright's {@code evaluate} (the DevTools protocol), not a
 * {@code <script>} element: our pages' Content-Security-Policy forbids inline scripts, and the check
 * must see the page under the very policy a person's browser gets, so the context is not opened
 * with {@code bypassCSP}. Nothing of the check reaches the console, so
 * {@link WatchedBrowsers#assertEveryPageKeptTheContentSecurityPolicy()} still holds after it.
 *
 * <p>Call it once a page has drawn what it shows (after the assertion that waits for it): axe looks at
 * the DOM of that moment, hidden parts excluded.
 */
public final class Accessibility {
    private static final String AXE_SCRIPT = "META-INF/resources/webjars/axe-core/" + axeVersion() + "/axe.min.js";
    private static String axeSource;

    private Accessibility() {
    }

    /** Fails the test with every serious or critical axe-core violation on the page, if there is one. */
    @SuppressWarnings("unchecked")
    public static void assertNoSeriousViolations(Page page) {
        if (!Boolean.TRUE.equals(page.evaluate("() => typeof window.axe === 'object'"))) {
            page.evaluate(source());
        }
        List<Map<String, Object>> violations = (List<Map<String, Object>>) page.evaluate("""
                async () => {
                  const result = await axe.run(document, { resultTypes: ['violations'] });
                  return result.violations
                    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                    .map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                      nodes: v.nodes.map((n) => n.target.join(' ') + ': ' + (n.failureSummary || '').replace(/\\s+/g, ' ')) }));
                }""");
        if (!violations.isEmpty()) {
            fail("Serious accessibility violations on " + page.url() + ":\n" + violations.stream()
                    .map(v -> "- " + v.get("id") + " (" + v.get("impact") + "): " + v.get("help") + "\n    "
                            + ((List<String>) v.get("nodes")).stream().collect(Collectors.joining("\n    ")))
                    .collect(Collectors.joining("\n")));
        }
    }

    private static synchronized String source() {
        if (axeSource == null) {
            try (InputStream in = Accessibility.class.getClassLoader().getResourceAsStream(AXE_SCRIPT)) {
                if (in == null) {
                    throw new IllegalStateException("axe-core is not on the test classpath: " + AXE_SCRIPT);
                }
                // Evaluated as an expression statement; the trailing value is ignored.
                axeSource = "() => { " + new String(in.readAllBytes(), StandardCharsets.UTF_8) + "\n}";
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return axeSource;
    }

    /** The WebJar's version, from its Maven descriptor on the classpath (the root pom names it once). */
    private static String axeVersion() {
        try (InputStream in = Accessibility.class.getClassLoader()
                .getResourceAsStream("META-INF/maven/org.webjars.npm/axe-core/pom.properties")) {
            if (in == null) {
                throw new IllegalStateException("axe-core WebJar missing from the test classpath (org.webjars.npm:axe-core)");
            }
            java.util.Properties properties = new java.util.Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
