package dev.parlance.web.work;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.Role;
import dev.parlance.support.Accessibility;
import dev.parlance.support.TestMail;
import dev.parlance.support.WatchedBrowsers;
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
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 28: a person who forgot their password (a customer here, a worker below) asks for a link on
 * the sign-in page, gets it by e-mail (GreenMail), sets a new password with it, and signs in with
 * that; the link then works no more, nor does an expired one; asking for an unknown name says
 * the same and sends nothing.
 */
class PasswordResetBrowserTest extends WorkBrowserTestSupport {
    private static final Pattern LINK = Pattern.compile("(/password-reset/[A-Za-z0-9_-]{43})");

    @Autowired
    JdbcClient jdbc;

    @Test
    void aForgottenPasswordIsSetAgainWithAOneTimeLinkFromTheEmail() throws Exception {
        Customer customer = newCustomer();
        String address = customer.username() + "@customers.test";
        Page page = newBrowser().newPage();
        page.navigate("/signin");
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Forgot your password?")).click();
        Accessibility.assertNoSeriousViolations(page);
        page.getByLabel("Username").fill(customer.username());
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("E-mail me a link")).click();
        assertThat(page.getByRole(AriaRole.STATUS)).containsText("If that account has an e-mail address");

        List<MimeMessage> mail = TestMail.awaitMessages(address, 1, Duration.ofSeconds(30));
        assertThat(mail).hasSize(1);
        assertThat(mail.getFirst().getSubject()).isEqualTo("Set a new Parlance password");
        String link = link(mail.getFirst());
        assertThat(jdbc.sql("select count(*) from password_resets where token_hash = ?").param(link.substring(link.lastIndexOf('/') + 1))
                .query(Integer.class).single()).as("only the secret's hash is stored").isZero();

        page.navigate(link);
        assertThat(page.locator("main")).containsText("For the account " + customer.username());
        Accessibility.assertNoSeriousViolations(page);
        page.getByLabel("New password", new Page.GetByLabelOptions().setExact(true)).fill("a-new-secret-1");
        page.getByLabel("New password again").fill("a-new-secret-2");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Set the new password")).click();
        assertThat(page.getByRole(AriaRole.ALERT)).hasText("The two new passwords differ; type the same one twice.");
        page.getByLabel("New password", new Page.GetByLabelOptions().setExact(true)).fill("a-new-secret-1");
        page.getByLabel("New password again").fill("a-new-secret-1");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Set the new password")).click();
        assertThat(page.getByRole(AriaRole.STATUS)).hasText("Your new password is set: sign in with it.");
        WatchedBrowsers.signIn(page, customer.username(), "a-new-secret-1");
        assertThat(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign out"))).isVisible();
        assertThat(api.get("/api/account/login", "v", "1", "username", customer.username(), "password", CUSTOMER_PASSWORD).status())
                .as("the old password no longer signs in").isNotEqualTo(200);

        Page again = newBrowser().newPage();
        again.navigate(link);
        assertThat(again.getByRole(AriaRole.ALERT)).containsText("does not work any more");

        // A worker's link, left for more than an hour, has expired.
        Worker worker = newWorker(Role.TRANSCRIBER);
        jdbc.sql("update accounts set email = ? where username = ?").param(worker.username() + "@workers.test")
                .param(worker.username()).update();
        again.navigate("/password-reset");
        again.getByLabel("Username").fill(worker.username());
        again.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("E-mail me a link")).click();
        String late = link(TestMail.awaitMessages(worker.username() + "@workers.test", 1, Duration.ofSeconds(30)).getFirst());
        jdbc.sql("update password_resets set expires_at = created_at").update();
        again.navigate(late);
        assertThat(again.getByRole(AriaRole.ALERT)).containsText("does not work any more");

        // An unknown name: the same answer, and no message.
        again.navigate("/password-reset");
        again.getByLabel("Username").fill("nobody-by-that-name");
        again.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("E-mail me a link")).click();
        assertThat(again.getByRole(AriaRole.STATUS)).containsText("If that account has an e-mail address");
    }

    @Test
    void theOperatorReassignsFromAListOfTheWorkforce() {
        Worker worker = newWorker(Role.REVIEWER);
        Page admin = signedIn(ADMIN, ADMIN_PASSWORD);
        admin.navigate("/work");
        assertThat(admin.locator("#workforce-names option[value='" + worker.username() + "']")).hasCount(1);
    }

    private static String link(MimeMessage message) throws Exception {
        String text = (String) ((MimeMultipart) message.getContent()).getBodyPart(0).getContent();
        Matcher m = LINK.matcher(text);
        assertThat(m.find()).as(text).isTrue();
        return m.group(1);
    }
}
