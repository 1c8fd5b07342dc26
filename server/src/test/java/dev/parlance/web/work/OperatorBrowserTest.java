package dev.parlance.web.work;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.Role;
import dev.parlance.support.Accessibility;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.TestMail;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.parlance.support.WatchedBrowsers.heading;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 28, the operator's side: the customers page (a customer with its sub-account and the
 * sub-account's job counted as the customer's), a password reset link the operator e-mails to a
 * customer and to a worker, and a pass whose short turnaround runs out marked overdue on the
 * operator's overview.
 */
class OperatorBrowserTest extends WorkBrowserTestSupport {
    private static final Pattern LINK = Pattern.compile("(/password-reset/[A-Za-z0-9_-]{43})");

    @Autowired
    JdbcClient jdbc;

    @Test
    void theCustomersPageCountsATreeAndTheOperatorSendsAResetLink() throws Exception {
        Customer customer = newCustomer();
        String team = unique("team");
        ApiResponse created = api.get("/api/account/create", "v", "1", "api_token", customer.token(), "new_username", team,
                "new_password", CUSTOMER_PASSWORD);
        assertThat(created.status()).as(created.body()).isEqualTo(204);
        Customer sub = new Customer(team, api.get("/api/account/login", "v", "1", "username", team, "password",
                CUSTOMER_PASSWORD).ok().path("ApiToken").asString());
        reviewingJob(sub, "PREMIUM");

        Page admin = signedIn(ADMIN, ADMIN_PASSWORD);
        admin.getByRole(AriaRole.NAVIGATION, new Page.GetByRoleOptions().setName("Main"))
                .getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("Customers")).click();
        assertThat(heading(admin)).hasText("Customers");
        Locator card = admin.locator("[data-customer='" + customer.username() + "']");
        assertThat(card).containsText(customer.username() + "@customers.test");
        assertThat(card.locator(".sub-accounts")).hasText("1 sub-account: " + team);
        // The sub-account's job counts as the customer's; neither the sub-account nor the operator's own
        // account is a customer of its own.
        assertThat(card.locator(".in-progress")).hasText("1");
        assertThat(admin.locator("[data-customer='" + team + "']")).hasCount(0);
        assertThat(admin.locator("[data-customer='" + ADMIN + "']")).hasCount(0);
        Accessibility.assertNoSeriousViolations(admin);

        card.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("E-mail " + customer.username()
                + " a password reset link")).click();
        assertThat(admin.getByRole(AriaRole.STATUS)).hasText("A link to choose a new password was e-mailed to "
                + customer.username() + "@customers.test. It works once, within an hour.");
        String link = link(TestMail.awaitMessages(customer.username() + "@customers.test", 1, Duration.ofSeconds(30)).getFirst());
        Page theirs = newBrowser().newPage();
        theirs.navigate(link);
        assertThat(theirs.locator("main")).containsText("For the account " + customer.username());

        // A worker too, from the people page; one without an address is told why not.
        Worker worker = newWorker(Role.TRANSCRIBER);
        Worker noAddress = newWorker(Role.REVIEWER);
        jdbc.sql("update accounts set email = ? where username = ?").param(worker.username() + "@workers.test")
                .param(worker.username()).update();
        admin.navigate("/admin/people");
        admin.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("E-mail " + worker.username()
                + " a password reset link")).click();
        assertThat(admin.getByRole(AriaRole.STATUS)).containsText("e-mailed to " + worker.username() + "@workers.test");
        assertThat(TestMail.awaitMessages(worker.username() + "@workers.test", 1, Duration.ofSeconds(30))).hasSize(1);
        assertThat(admin.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("E-mail " + noAddress.username()
                + " a password reset link"))).hasCount(0);
    }

    @Test
    void aPassPastItsShortTurnaroundIsOverdueOnTheOperatorsOverview() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM", "turnaround_hours", "1");
        Page admin = signedIn(ADMIN, ADMIN_PASSWORD);
        admin.navigate("/work");
        String item = newWorker(Role.TRANSCRIBER).itemOf(job);
        Locator row = admin.locator(".overview-table tr")
                .filter(new Locator.FilterOptions().setHas(admin.locator("[data-item='" + item + "']")));
        assertThat(row).hasCount(1);
        assertThat(row.locator(".tag-danger")).hasCount(0);

        clock.advance(Duration.ofMinutes(61));
        admin.reload();
        assertThat(row).hasClass(Pattern.compile("\\bis-overdue\\b"));
        assertThat(row.locator(".tag-danger")).hasText("overdue");
    }

    private static String link(MimeMessage message) throws Exception {
        String text = (String) ((MimeMultipart) message.getContent()).getBodyPart(0).getContent();
        Matcher m = LINK.matcher(text);
        assertThat(m.find()).as(text).isTrue();
        return m.group(1);
    }
}
