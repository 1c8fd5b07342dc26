package dev.parlance.work;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.job.Job;
import dev.parlance.job.JobTasks;
import dev.parlance.notification.Mailer;
import dev.parlance.system.ServiceAddress;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/**
 * Asks the customer for their approval: a signed link to the approval page, e-mailed (durably: the
 * message is queued in the transaction that opens the approval) to the job's account's address, or
 * the nearest parent account's when it has none. Without any address the job still waits; the
 * operator can hand out a link ({@link CustomerApprovals#newLink}).
 */
@Component
class ApprovalRequests {
    /** The approval page, under the web app's {@code /approve} root: the link is this plus the token. */
    static final String PAGE_PATH = "/approve/";
    private static final Logger log = LoggerFactory.getLogger(ApprovalRequests.class);

    /** A link made for an approval item. */
    record Link(String url, Instant expires, String emailedTo) {
    }

    private final ApprovalTokens tokens;
    private final AccountRepository accounts;
    private final JobTasks tasks;
    private final Mailer mailer;
    private final ServiceAddress serviceAddress;
    private final WorkProperties properties;
    private final Clock clock;

    ApprovalRequests(ApprovalTokens tokens, AccountRepository accounts, JobTasks tasks, Mailer mailer,
                     ServiceAddress serviceAddress, WorkProperties properties, Clock clock) {
        this.tokens = tokens;
        this.accounts = accounts;
        this.tasks = tasks;
        this.mailer = mailer;
        this.serviceAddress = serviceAddress;
        this.properties = properties;
        this.clock = clock;
    }

    /**
     * The approval pass opened: e-mails the link, and says in Job Info where it went. The link starts
     * with the service's address ({@link ServiceAddress#forEmail}); without one the e-mail gives the page's path.
     */
    void requested(Job job, WorkItem item) {
        if (serviceAddress.forEmail().isEmpty()) {
            log.warn("Job {}: the approval e-mail gives a path, not a link: set PARLANCE_PUBLIC_URL or the address on the people page", job.id());
        }
        Link link = send(job, item, serviceAddress.forEmail());
        tasks.progress(item.passTaskId(), link.emailedTo() == null
                ? "Waiting for the customer's approval (the account has no e-mail address: the operator can send the link)"
                : "Waiting for the customer's approval (link e-mailed to " + link.emailedTo() + ")");
    }

    /**
     * A new link for the item, e-mailed when the customer has an address.
     *
     * @param baseUrl the base of the link handed back to the caller (the e-mailed one is {@link ServiceAddress#forEmail}'s)
     */
    Link send(Job job, WorkItem item, String baseUrl) {
        Instant expires = clock.instant().plus(properties.approvalLinkValidity());
        String path = PAGE_PATH + tokens.issue(item.id(), expires);
        Optional<String> to = addressOf(job.accountId());
        to.ifPresent(address -> mailer.queue(ApprovalMessages.request(job, item.iwpName(), address,
                serviceAddress.forEmail() + path, expires)));
        return new Link(baseUrl + path, expires, to.orElse(null));
    }

    /** The account's e-mail address, or its nearest ancestor's. */
    private Optional<String> addressOf(String accountId) {
        Optional<Account> account = accounts.findById(accountId);
        for (int depth = 0; account.isPresent() && depth < 100; depth++) {
            String email = account.get().email();
            if (email != null && !email.isBlank()) {
                return Optional.of(email.strip());
            }
            account = Optional.ofNullable(account.get().parentId()).flatMap(accounts::findById);
        }
        return Optional.empty();
    }
}
