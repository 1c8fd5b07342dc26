package dev.parlance.web.upload;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.support.SharedBrowser;
import dev.parlance.support.WatchedBrowsers;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

/**
 * The browser side of {@code bench/webapp-upload.sh} (not a test): signs in to a running server,
 * drops nothing but chooses one large file on {@code /jobs/new}, sends it with the page's own script
 * and waits for its job link. Prints {@code upload-seconds}, the job id and the page's JavaScript heap
 * (Chromium's {@code performance.memory}) sampled while the upload runs.
 *
 * <p>usage: {@code java -cp ... dev.parlance.web.upload.UploadBenchmark BASE USER PASSWORD FILE}
 */
public final class UploadBenchmark {
    private UploadBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        String base = args[0];
        Path file = Path.of(args[3]);
        try (WatchedBrowsers browsers = new WatchedBrowsers(base)) {
            Page page = browsers.open().newPage();
            WatchedBrowsers.signIn(page, args[1], args[2]);
            page.navigate("/jobs/new");
            assertThat(page.locator("main[data-ready=true]")).isAttached();
            page.getByLabel("Media files").setInputFiles(file);
            long start = System.nanoTime();
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create jobs")).click();
            long peakJsHeap = 0;
            while (page.locator("#job-links a").count() == 0) {
                Object state = page.evaluate("() => document.querySelector('#file-list > li')?.dataset.state ?? ''");
                if ("failed".equals(state)) {
                    throw new IllegalStateException("The upload stopped: "
                            + page.locator("#file-list .file-state").textContent());
                }
                @SuppressWarnings("unchecked")
                Map<String, Object> memory = (Map<String, Object>) page.evaluate(
                        "() => ({ used: performance.memory.usedJSHeapSize })");
                peakJsHeap = Math.max(peakJsHeap, ((Number) memory.get("used")).longValue());
                Files.writeString(Path.of(args[3] + ".progress"), page.locator("#file-list .file-state").textContent());
                page.waitForTimeout(1000);
            }
            assertThat(page.locator("#job-links a")).hasCount(1, new LocatorAssertions.HasCountOptions().setTimeout(1000));
            double seconds = (System.nanoTime() - start) / 1e9;
            String href = page.locator("#job-links a").getAttribute("href");
            System.out.printf("upload-seconds %.1f%n", seconds);
            System.out.println("job " + href.substring(href.lastIndexOf('/') + 1));
            System.out.printf("page-js-heap-peak-mb %.1f%n", peakJsHeap / 1048576.0);
        } catch (Throwable e) {
            e.printStackTrace();
            System.exit(1);
        }
        System.exit(0);
    }
}
