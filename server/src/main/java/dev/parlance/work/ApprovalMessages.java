package dev.parlance.work;

import dev.parlance.job.Job;
import dev.parlance.notification.Email;
import dev.parlance.notification.MailLinks;
import org.springframework.web.util.HtmlUtils;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The e-mail that asks a customer to approve a transcript, or a translation (the approval step
 * TRANSLATION of a translation child), with the link to the approval page.
 */
final class ApprovalMessages {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    /** The IWP name of a translation's approval (the others approve the transcript: CUSTOMER_APPROVED_RETURN). */
    private static final String TRANSLATION_APPROVAL = "CUSTOMER_APPROVED_TRANSLATION";

    private ApprovalMessages() {
    }

    static Email request(Job job, String iwpName, String to, String link, Instant expires) {
        String name = job.name() == null || job.name().isBlank() ? job.id() : "\"" + job.name() + "\" (" + job.id() + ")";
        boolean translation = TRANSLATION_APPROVAL.equals(iwpName);
        String what = translation ? "translation" : "transcript";
        String of = translation ? "translation (" + job.targetLanguage() + ") of job " : "transcript of job ";
        String step = translation ? "TRANSLATION" : "RETURN";
        String text = """
                The %s%s is ready for your approval.

                Open it here to play the media, read and correct the %s, and approve it
                (the link works until %s):
                %s

                The job completes, and its callback is sent, once you approve.
                You receive this message because customer approval (%s) was requested for the job.
                """.formatted(of, name, what, WHEN.format(expires), MailLinks.text(link), step);
        String html = """
                <p>The %s%s is ready for your approval.</p>
                <p>%s: play the media, read and correct the %s, and approve it (the link works until %s).</p>
                <p>The job completes, and its callback is sent, once you approve.</p>
                <p style="color:#666">You receive this message because customer approval (%s) was requested for the job.</p>
                """.formatted(HtmlUtils.htmlEscape(of), HtmlUtils.htmlEscape(name), MailLinks.html(link, "Review and approve the " + what),
                what, WHEN.format(expires), step);
        String subject = "Please approve the " + of.replace(" of job ", " of ") + name.replaceAll("[\\r\\n\\t]+", " ");
        return new Email(to, subject.length() <= 200 ? subject : subject.substring(0, 199) + "…", text, html, job.id());
    }
}
