package dev.parlance.work;

import dev.parlance.job.Job;
import dev.parlance.notification.Email;
import org.springframework.web.util.HtmlUtils;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** The e-mail that asks a customer to approve a transcript, with the link to the approval page. */
final class ApprovalMessages {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private ApprovalMessages() {
    }

    static Email request(Job job, String to, String link, Instant expires) {
        String name = job.name() == null || job.name().isBlank() ? job.id() : "\"" + job.name() + "\" (" + job.id() + ")";
        String text = """
                The transcript of job %s is ready for your approval.

                Open it here to play the media, read and correct the transcript, and approve it
                (the link works until %s):
                %s

                The job completes, and its callback is sent, once you approve.
                You receive this message because customer approval (RETURN) was requested for the job.
                """.formatted(name, WHEN.format(expires), link);
        String html = """
                <p>The transcript of job %s is ready for your approval.</p>
                <p><a href="%s">Review and approve the transcript</a>: play the media, read and correct the
                transcript, and approve it (the link works until %s).</p>
                <p>The job completes, and its callback is sent, once you approve.</p>
                <p style="color:#666">You receive this message because customer approval (RETURN) was requested for the job.</p>
                """.formatted(HtmlUtils.htmlEscape(name), HtmlUtils.htmlEscape(link), WHEN.format(expires));
        String subject = "Please approve the transcript of " + name.replaceAll("[\\r\\n\\t]+", " ");
        return new Email(to, subject.length() <= 200 ? subject : subject.substring(0, 199) + "…", text, html, job.id());
    }
}
