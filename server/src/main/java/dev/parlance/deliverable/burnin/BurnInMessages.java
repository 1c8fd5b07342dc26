package dev.parlance.deliverable.burnin;

import dev.parlance.notification.Email;
import dev.parlance.job.Job;
import dev.parlance.notification.MailLinks;
import org.springframework.web.util.HtmlUtils;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** The e-mails of burn_in_caption: the download link when the video is ready, or why there is none. */
final class BurnInMessages {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private BurnInMessages() {
    }

    static Email ready(Job job, String to, String link, Instant expires) {
        String name = title(job);
        String text = """
                The captions of job %s have been burned into its video.

                Download it here (the link works until %s):
                %s

                You receive this message because burn_in_caption was requested for the job.
                """.formatted(name, WHEN.format(expires), MailLinks.text(link));
        String html = """
                <p>The captions of job %s have been burned into its video.</p>
                <p>%s (the link works until %s).</p>
                <p style="color:#666">You receive this message because burn_in_caption was requested for the job.</p>
                """.formatted(HtmlUtils.htmlEscape(name), MailLinks.html(link, "Download the video"), WHEN.format(expires));
        return new Email(to, "Your video with burned-in captions is ready: " + oneLine(name), text, html, job.id());
    }

    static Email failed(Job job, String to, String reason) {
        String name = title(job);
        String text = """
                The captions of job %s could not be burned into its video: %s.

                You receive this message because burn_in_caption was requested for the job.
                """.formatted(name, reason);
        String html = """
                <p>The captions of job %s could not be burned into its video: %s.</p>
                <p style="color:#666">You receive this message because burn_in_caption was requested for the job.</p>
                """.formatted(HtmlUtils.htmlEscape(name), HtmlUtils.htmlEscape(reason));
        return new Email(to, "Captions could not be burned in: " + oneLine(name), text, html, job.id());
    }

    private static String title(Job job) {
        return job.name() == null || job.name().isBlank() ? job.id() : "\"" + job.name() + "\" (" + job.id() + ")";
    }

    /** A job name goes into a header: no line breaks, not too long. */
    private static String oneLine(String s) {
        String line = s.replaceAll("[\\r\\n\\t]+", " ");
        return line.length() <= 150 ? line : line.substring(0, 149) + "…";
    }
}
