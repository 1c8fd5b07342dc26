package dev.parlance.web.work;

import com.microsoft.playwright.Page;
import dev.parlance.account.Role;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 28: at 320 px (a small phone) no page scrolls sideways. A wide table may scroll inside its
 * own labelled region; the page itself never does. Every page, as each kind of person sees it with
 * content in it: a customer's home, jobs, a job, new work and account pages; a worker's queue and
 * editor; an operator's people, queue and overview; the approval page; the sign-in page.
 */
class NarrowPagesBrowserTest extends WorkBrowserTestSupport {
    private static final int PHONE = 320;

    @Test
    void noPageScrollsSidewaysAt320Pixels() throws Exception {
        List<String> wide = new ArrayList<>();
        Page visitor = newBrowser().newPage();
        check(visitor, "/", wide);

        Customer customer = newCustomer();
        String job = transcribedJob(customer, "MECHANICAL", "Complete");
        String reviewing = reviewingJob(customer, "PREMIUM");
        Page home = signedIn(customer.username(), CUSTOMER_PASSWORD);
        for (String path : List.of("/", "/jobs", "/jobs/" + job, "/jobs/" + reviewing, "/jobs/new", "/account",
                "/account/settings", "/account/keys", "/account/subaccounts", "/account/usage", "/account/password", "/api")) {
            check(home, path, wide);
        }

        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(reviewing);
        Page worker = signedIn(transcriber.username(), MEMBER_PASSWORD);
        check(worker, "/work", wide);
        worker.setViewportSize(1280, 800);
        claimOnTheQueuePage(worker, item);
        check(worker, "/work/items/" + item, wide);

        Page admin = signedIn(ADMIN, ADMIN_PASSWORD);
        for (String path : List.of("/", "/admin/people", "/admin/customers", "/work", "/account")) {
            check(admin, path, wide);
        }

        Customer approving = newCustomer();
        reviewingJob(approving, "MECHANICAL", "options", "{\"customer_approval_steps\": [\"RETURN\"]}");
        Page approval = newBrowser().newPage();
        check(approval, "/approve/" + ApprovalApiTest.emailedToken(approving), wide);

        assertThat(wide).as("pages wider than %d px", PHONE).isEmpty();
    }

    /** Opens the page at 320 px and notes it (with how wide it is) when the page itself is wider. */
    private static void check(Page page, String path, List<String> wide) {
        page.setViewportSize(PHONE, 800);
        page.navigate(path);
        page.waitForLoadState();
        Number width = (Number) page.evaluate("() => document.documentElement.scrollWidth");
        if (width.intValue() > PHONE) {
            String culprits = (String) page.evaluate("w => [...document.querySelectorAll('body *')]"
                    + ".filter(e => e.getBoundingClientRect().right > w + 1 && getComputedStyle(e).position !== 'fixed')"
                    + ".filter(e => !e.closest('.table-scroll, [role=region]') || e.matches('.table-scroll, [role=region]'))"
                    + ".slice(0, 4).map(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : '')"
                    + " + ' ' + Math.round(e.getBoundingClientRect().right)).join(', ')", PHONE);
            wide.add(path + " (" + width + " px: " + culprits + ")");
        }
    }
}
