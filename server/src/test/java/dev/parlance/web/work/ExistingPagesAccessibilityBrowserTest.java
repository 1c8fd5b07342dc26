package dev.parlance.web.work;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.Role;
import dev.parlance.support.Accessibility;
import dev.parlance.support.WatchedBrowsers;
import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.parlance.support.WatchedBrowsers.heading;

/**
 * axe-core finds no serious or critical violation on the pages that came before the customer web
 * app, each as a person sees it: sign-in (empty and refused), home of an admin, a worker and a
 * customer, the account pages, people (with a refusal), the work queue, the editor with an item
 * loaded, the approval page, the forbidden page and the not-found page. The check runs under the
 * pages' own Content-Security-Policy, which still holds after it.
 */
class ExistingPagesAccessibilityBrowserTest extends WorkBrowserTestSupport {
    @Test
    void everyPageBeforeTheCustomerAppPassesTheCheck() throws Exception {
        Page visitor = newBrowser().newPage();
        visitor.navigate("/");
        assertThat(heading(visitor)).hasText("Sign in");
        Accessibility.assertNoSeriousViolations(visitor);
        WatchedBrowsers.signIn(visitor, "nobody", "wrong-password");
        assertThat(visitor.getByRole(AriaRole.ALERT)).isVisible();
        Accessibility.assertNoSeriousViolations(visitor);

        Page admin = signedIn(ADMIN, ADMIN_PASSWORD);
        Accessibility.assertNoSeriousViolations(admin);
        admin.navigate("/admin/people");
        assertThat(heading(admin)).hasText("People");
        Accessibility.assertNoSeriousViolations(admin);
        admin.getByLabel("Username").first().fill(ADMIN);
        admin.getByLabel("Initial password").fill(MEMBER_PASSWORD);
        admin.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Add person")).click();
        assertThat(admin.getByRole(AriaRole.ALERT)).isVisible();
        Accessibility.assertNoSeriousViolations(admin);
        admin.navigate("/work");
        Accessibility.assertNoSeriousViolations(admin);
        admin.navigate("/admin/customers");
        assertThat(heading(admin)).hasText("Customers");
        Accessibility.assertNoSeriousViolations(admin);
        admin.navigate("/account/no-such-page");
        Accessibility.assertNoSeriousViolations(admin);

        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        Page worker = signedIn(transcriber.username(), MEMBER_PASSWORD);
        Accessibility.assertNoSeriousViolations(worker);
        worker.navigate("/work");
        assertThat(worker.locator("button[data-action=claim][data-item='" + item + "']")).isVisible();
        Accessibility.assertNoSeriousViolations(worker);
        claimOnTheQueuePage(worker, item);
        Accessibility.assertNoSeriousViolations(worker);
        worker.navigate("/account");
        assertThat(heading(worker)).hasText("Your account");
        Accessibility.assertNoSeriousViolations(worker);
        worker.navigate("/account/password");
        Accessibility.assertNoSeriousViolations(worker);
        worker.navigate("/admin/people");
        assertThat(worker).hasTitle(Pattern.compile(".+"));
        Accessibility.assertNoSeriousViolations(worker);

        Customer approving = newCustomer();
        reviewingJob(approving, "MECHANICAL", "options", "{\"customer_approval_steps\": [\"RETURN\"]}");
        Page approval = newBrowser().newPage();
        approval.navigate("/approve/" + ApprovalApiTest.emailedToken(approving));
        assertThat(approval.locator("main[data-ready=true]")).isAttached();
        Accessibility.assertNoSeriousViolations(approval);

        Page home = signedIn(customer.username(), CUSTOMER_PASSWORD);
        Accessibility.assertNoSeriousViolations(home);
        browsers.assertEveryPageKeptTheContentSecurityPolicy();
    }
}
