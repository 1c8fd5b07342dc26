package dev.parlance.web.jobs;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.support.Accessibility;
import dev.parlance.support.TestMail;
import dev.parlance.web.work.WorkBrowserTestSupport;
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
 * Issue 28: a customer who uses the web app is e-mailed (GreenMail) when a job completes, with a
 * link that opens the job's page; the settings page turns it off; an account that only uses the
 * API gets no such e-mail unasked.
 */
class JobDoneEmailBrowserTest extends WorkBrowserTestSupport {
    private static final Pattern JOB_LINK = Pattern.compile("(/jobs/[0-9a-f]{32})");

    @Autowired
    JdbcClient jdbc;

    @Test
    void aWebAppCustomerIsEmailedALinkToTheCompletedJobAndCanTurnItOff() throws Exception {
        Customer customer = newCustomer();
        String address = customer.username() + "@customers.test";
        Page page = signedIn(customer.username(), CUSTOMER_PASSWORD);
        String job = transcribedJob(customer, "MECHANICAL", "Complete");

        List<MimeMessage> mail = TestMail.awaitMessages(address, 1, Duration.ofSeconds(30));
        assertThat(mail).hasSize(1);
        assertThat(mail.getFirst().getSubject()).isEqualTo("“Work test MECHANICAL” is complete");
        String text = (String) ((MimeMultipart) mail.getFirst().getContent()).getBodyPart(0).getContent();
        Matcher link = JOB_LINK.matcher(text);
        assertThat(link.find()).as(text).isTrue();
        assertThat(link.group(1)).isEqualTo("/jobs/" + job);
        page.navigate(link.group(1));
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1))).hasText("Work test MECHANICAL");
        assertThat(page.locator("#job-status")).hasText("Complete");

        page.navigate("/account/settings");
        Locator box = page.getByLabel("E-mail me when a job is complete, or cannot be finished");
        assertThat(box).isChecked();
        Accessibility.assertNoSeriousViolations(page);
        box.uncheck();
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save settings")).click();
        assertThat(page.locator(".notice")).containsText("saved");
        assertThat(page.getByLabel("E-mail me when a job is complete, or cannot be finished")).not().isChecked();

        String second = transcribedJob(customer, "MECHANICAL", "Complete");
        assertThat(queuedFor(second)).as("no e-mail once turned off").isZero();
        assertThat(queuedFor(job)).isEqualTo(1);
    }

    @Test
    void anAccountThatOnlyUsesTheApiGetsNoEmailUnasked() throws Exception {
        Customer customer = newCustomer();
        String job = transcribedJob(customer, "MECHANICAL", "Complete");
        assertThat(queuedFor(job)).isZero();
    }

    /** Messages queued about the job (in the transaction that completed it, so counted without waiting). */
    private int queuedFor(String job) {
        return jdbc.sql("select count(*) from outbound_emails where job_id = ?").param(job).query(Integer.class).single();
    }
}
