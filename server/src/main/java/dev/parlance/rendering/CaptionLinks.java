package dev.parlance.rendering;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.JobRepository;
import dev.parlance.system.ServerSecret;
import org.springframework.stereotype.Component;

/**
 * build_url's permanent caption links: the job id and the caption options travel in the link,
 * signed with the server secret, so the link serves exactly that caption without an api_token
 * and cannot be altered to read another job or other options. It stops working when the job is
 * deleted.
 */
@Component
public class CaptionLinks {
    public static final String PATH = "/api/job/caption_file";

    private final ServerSecret secret;
    private final JobRepository jobs;
    private final AccountRepository accounts;

    CaptionLinks(ServerSecret secret, JobRepository jobs, AccountRepository accounts) {
        this.secret = secret;
        this.jobs = jobs;
        this.accounts = accounts;
    }

    /** @param canonicalQuery the caption parameters, job_id included, in a stable order, URL-encoded */
    public String link(String baseUrl, String canonicalQuery) {
        return baseUrl + PATH + "?" + canonicalQuery + "&signature=" + secret.sign("caption|" + canonicalQuery);
    }

    /** The owner of the linked job, on whose behalf the caption is built, once the signature checks. */
    public Account ownerFor(String jobId, String canonicalQuery, String signature) {
        if (!secret.verify("caption|" + canonicalQuery, signature)) {
            throw new ApiException(ErrorType.INVALID_URL, "This caption link is not valid");
        }
        return jobs.findById(jobId).flatMap(job -> accounts.findById(job.accountId()))
                .orElseThrow(() -> ApiException.notFound("Job " + jobId));
    }
}
