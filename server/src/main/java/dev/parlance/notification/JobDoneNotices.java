package dev.parlance.notification;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.job.Job;
import dev.parlance.job.JobCompleted;
import dev.parlance.job.JobFailed;
import dev.parlance.job.JobRepository;
import dev.parlance.system.ServiceAddress;
import org.springframework.context.event.EventListener;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.web.util.HtmlUtils;

import java.util.Optional;

/**
 * The e-mail that tells a customer one of their jobs is complete (or failed), with the link to its
 * page, queued in the transaction that completes or fails it. Sent to the job's account when that
 * account wants it: an account starts wanting it when it first signs in to the web app, while one
 * that only uses the API (which has callbacks) never gets one unasked; either can change it on the
 * settings page.
 */
@Service
public class JobDoneNotices {
    private final JdbcClient jdbc;
    private final JobRepository jobs;
    private final AccountRepository accounts;
    private final Mailer mailer;
    private final ServiceAddress serviceAddress;

    JobDoneNotices(JdbcClient jdbc, JobRepository jobs, AccountRepository accounts, Mailer mailer, ServiceAddress serviceAddress) {
        this.jdbc = jdbc;
        this.jobs = jobs;
        this.accounts = accounts;
        this.mailer = mailer;
        this.serviceAddress = serviceAddress;
    }

    /** Whether the account is e-mailed when its jobs complete or fail: as chosen, else not (an API-only account). */
    public boolean wanted(Account account) {
        return jdbc.sql("select wanted from job_done_notices where account_id = ?").param(account.id())
                .query(Boolean.class).optional().orElse(false);
    }

    /** A customer signed in to the web app: from now on they are e-mailed, unless they chose otherwise before. */
    public void signedIn(Account account) {
        if (jdbc.sql("select count(*) from job_done_notices where account_id = ?").param(account.id()).query(Integer.class).single() == 0) {
            try {
                jdbc.sql("insert into job_done_notices (account_id, wanted) values (?, true)").param(account.id()).update();
            } catch (DuplicateKeyException e) {
                // Another sign-in of the same account got there first: the row is there, as wanted.
            }
        }
    }

    public void choose(Account account, boolean wanted) {
        if (jdbc.sql("update job_done_notices set wanted = ? where account_id = ?").param(wanted).param(account.id()).update() == 0) {
            jdbc.sql("insert into job_done_notices (account_id, wanted) values (?, ?)").param(account.id()).param(wanted).update();
        }
    }

    @EventListener
    void onCompleted(JobCompleted event) {
        jobs.findById(event.jobId()).ifPresent(job -> tell(job, null));
    }

    @EventListener
    void onFailed(JobFailed event) {
        jobs.findById(event.jobId()).ifPresent(job -> tell(job, event.reason()));
    }

    /** @param failure why the job failed; null when it completed */
    private void tell(Job job, String failure) {
        Optional<Account> account = accounts.findById(job.accountId());
        String to = account.filter(this::wanted).map(Account::email).filter(e -> !e.isBlank()).map(String::strip).orElse(null);
        if (to == null) {
            return;
        }
        String name = job.name() == null || job.name().isBlank() ? "Job " + job.id() : "“" + job.name() + "”";
        String link = serviceAddress.forEmail() + "/jobs/" + job.id();
        String what = failure == null ? "is complete" : "could not be finished";
        String detail = failure == null ? "Its transcript and captions are ready to read, play and download."
                : "What went wrong: " + failure;
        String text = """
                %s %s.

                %s

                Open the job:
                %s

                You receive this message because job e-mails are on for your account; turn them off on
                the settings page of your account.
                """.formatted(name, what, detail, MailLinks.text(link));
        String html = """
                <p>%s %s.</p>
                <p>%s</p>
                <p>%s</p>
                <p style="color:#666">You receive this message because job e-mails are on for your account; turn them off
                on the settings page of your account.</p>
                """.formatted(HtmlUtils.htmlEscape(name), what, HtmlUtils.htmlEscape(detail), MailLinks.html(link, "Open the job"));
        String subject = (name + " " + what).replaceAll("[\\r\\n\\t]+", " ");
        mailer.queue(new Email(to, subject.length() <= 200 ? subject : subject.substring(0, 199) + "…", text, html, job.id()));
    }
}
