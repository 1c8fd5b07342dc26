package dev.parlance.web.jobs;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import dev.parlance.bench.JobListBench;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.SharedBrowser;
import dev.parlance.support.WatchedBrowsers;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import javax.sql.DataSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

/**
 * {@code bench/webapp-list.sh}: the first render of the job list for a customer with 3,000 jobs in
 * headless Chromium. The jobs are written by {@link JobListBench#seed} (batched inserts through the
 * real schema; a mix of statuses, so a page has running jobs whose progress is read); the customer
 * signs in once; then each run opens a new tab on {@code /jobs} (the first page), on a page deep in
 * the list (by its cursor) and on a name search, and reads the browser's own timings: the first
 * byte, first contentful paint, DOMContentLoaded and load, ms from the navigation's start. The first
 * run of each warms the server and is not counted; p50 and p95 of the rest are printed. Figures, not
 * assertions: the machine may be shared.
 */
@Tag("bench")
@Tag("no-database")
class JobListPageBenchmarkBrowserTest extends ApiTestSupport {
    private static final int JOBS = Integer.getInteger("parlance.bench.jobs", 3000);
    private static final int RUNS = Integer.getInteger("parlance.bench.runs", 10);
    private static final String PROBE = """
            () => {
              const n = performance.getEntriesByType('navigation')[0];
              const fcp = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
              return { ttfb: n.responseStart, fcp: fcp ? fcp.startTime : -1, dcl: n.domContentLoadedEventEnd,
                       load: n.loadEventEnd, bytes: n.transferSize, rows: document.querySelectorAll('tr[data-job]').length };
            }""";

    @Autowired
    DataSource dataSource;

    private final Path out = Path.of(System.getProperty("parlance.bench.out", "target/bench-webapp-list.txt"));
    private final StringBuilder report = new StringBuilder();

    @Test
    void firstRenderOfTheJobList() throws Exception {
        String username = unique("bench");
        long seeding = System.nanoTime();
        try (Connection c = dataSource.getConnection()) {
            JobListBench.seed(c, username, JOBS);
        }
        line("== the web job list with %,d jobs, headless Chromium (%s), %d cores, load %s", JOBS, SharedBrowser.get().version(),
                Runtime.getRuntime().availableProcessors(), Files.readString(Path.of("/proc/loadavg")).trim());
        line("seeded in %.1f s; %d runs of each, after one warm-up run", (System.nanoTime() - seeding) / 1e9, RUNS);

        try (WatchedBrowsers browsers = new WatchedBrowsers(port)) {
            BrowserContext browser = browsers.open();
            Page first = browser.newPage();
            WatchedBrowsers.signIn(first, username, ADMIN_PASSWORD);
            first.navigate("/jobs");
            assertThat(first.locator("tr[data-job]")).hasCount(JobSearch.PAGE_SIZE);
            // The cursor of a page 40 pages down: a keyset read, not an offset.
            for (int i = 0; i < 40; i++) {
                first.navigate(first.locator("a[rel=next]").getAttribute("href"));
            }
            String deep = first.url();
            first.close();
            measure(browser, "first page (/jobs)", "/jobs");
            measure(browser, "page 41 (by cursor)", deep);
            measure(browser, "name search ('job 29', all statuses)", "/jobs?q=job+29");
            measure(browser, "filtered: In Process, mine only", "/jobs?status=In+Process&owner=mine");
        }
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, report.toString());
        System.out.print(report);
    }

    @SuppressWarnings("unchecked")
    private void measure(BrowserContext browser, String what, String url) {
        Map<String, List<Double>> figures = new java.util.LinkedHashMap<>();
        long rows = 0;
        for (int i = 0; i < RUNS + 1; i++) {
            Page page = browser.newPage();
            page.navigate(url);
            page.waitForLoadState();
            Map<String, Object> run = (Map<String, Object>) page.evaluate(PROBE);
            page.close();
            if (i == 0) {
                continue;
            }
            rows = ((Number) run.get("rows")).longValue();
            for (String key : List.of("ttfb", "fcp", "dcl", "load")) {
                figures.computeIfAbsent(key, k -> new ArrayList<>()).add(((Number) run.get(key)).doubleValue());
            }
        }
        line("%s: %d rows shown", what, rows);
        figures.forEach((key, values) -> line("  %-5s p50 %6.0f ms   p95 %6.0f ms   max %6.0f ms", key,
                percentile(values, 50), percentile(values, 95), values.stream().mapToDouble(v -> v).max().orElse(0)));
    }

    private static double percentile(List<Double> values, int p) {
        List<Double> sorted = values.stream().sorted().toList();
        int index = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }

    private void line(String format, Object... args) {
        report.append(String.format(Locale.ROOT, format, args)).append('\n');
    }
}
