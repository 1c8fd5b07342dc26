package dev.parlance.work;

import dev.parlance.deliverable.PlayableMedia;
import dev.parlance.account.Account;
import dev.parlance.account.Role;
import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.captions.preview.Preview;
import dev.parlance.captions.quality.QualityProfile;
import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * Customer approval through the e-mailed link: with {@code customer_approval_steps} RETURN the job
 * waits after its other passes until the customer opens the link, reads and perhaps corrects the
 * transcript, and approves. The link's token is the credential (no sign-in): it opens that one job's
 * approval until it expires ({@code parlance.work.approval-link-validity}). Approving stores
 * CUSTOMER_APPROVED_RETURN, completes the job (FINAL) and calls back, as any last pass does
 * ({@link PassWork}).
 */
@Service
public class CustomerApprovals {
    /** A link the operator had made: where it leads, until when, and where it was e-mailed (null: nowhere). */
    public record NewLink(String url, Instant expires, String emailedTo) {
    }

    private final ApprovalTokens tokens;
    private final ApprovalRequests requests;
    private final WorkItemRepository items;
    private final WorkDrafts drafts;
    private final JobRepository jobs;
    private final PassWork work;
    private final TransactionTemplate tx;
    private final WorkProperties properties;
    private final Clock clock;
    private final ItemWaveforms waveforms;
    private final JobJourney journey;

    /** A text sent back: the pass it went back to ("Edit pass"), which the customer's link waits for. */
    public record SentBack(String pass) {
    }

    /** The longest comment kept with a text sent back. */
    static final int MOST_COMMENT_CHARS = 4000;

    CustomerApprovals(ApprovalTokens tokens, ApprovalRequests requests, WorkItemRepository items, WorkDrafts drafts,
                      JobRepository jobs, PassWork work, TransactionTemplate tx, WorkProperties properties, Clock clock,
                      ItemWaveforms waveforms, JobJourney journey) {
        this.waveforms = waveforms;
        this.journey = journey;
        this.tokens = tokens;
        this.requests = requests;
        this.items = items;
        this.drafts = drafts;
        this.jobs = jobs;
        this.work = work;
        this.tx = tx;
        this.properties = properties;
        this.clock = clock;
    }

    /** The approval behind the link, with the media, the text and the instructions. */
    public LoadedItem load(String token, String baseUrl) {
        return work.contentOf(waiting(token), baseUrl);
    }

    /** The approval's media link again, for a page whose link ran out ({@link PassWork#media}). */
    public Optional<PlayableMedia> media(String token, String baseUrl) {
        return work.mediaOf(waiting(token), baseUrl);
    }

    /** The approval's waveform from {@code fromMillis} to {@code toMillis} ({@link ItemWaveforms}). */
    public Optional<WaveformPeaks.Range> waveform(String token, long fromMillis, long toMillis) {
        return waveforms.forItem(waiting(token), fromMillis, toMillis);
    }

    /** Refuses a link that is not valid, has expired or whose approval is given: the approval page opens for a live link alone. */
    public void requireWaiting(String token) {
        waiting(token);
    }

    /** Saves the customer's corrections as typed (the page autosaves); {@code basedOn} as in {@link PassWork#saveDraft}. */
    public PassWork.DraftSaved saveDraft(String token, DraftText text, Integer basedOn) {
        WorkItem item = waiting(token);
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS); // as stored
        return tx.execute(status -> {
            if (!items.renew(item.id(), item.holderId(), null)) { // locks the row; the approval has no lease
                throw approved(item.id());
            }
            int revision = drafts.save(item.id(), item.holderId(), text, now, basedOn);
            return new PassWork.DraftSaved(now, null, revision);
        });
    }

    /** The captions the customer's text will make, checked against the profile ({@link PassWork#preview}). */
    public Preview preview(String token, EditedTranscript text, QualityProfile profile) {
        TranscriptLimits.check(text);
        return work.previewOf(waiting(token), text, profile);
    }

    /** Approves with this text, or the saved draft, or the text as it stands: the job completes. */
    public PassWork.Submitted approve(String token, Optional<EditedTranscript> text, Integer basedOn) {
        text.ifPresent(TranscriptLimits::check);
        WorkItem item = waiting(token);
        drafts.requireCurrent(item.id(), basedOn);
        return work.finish(item, item.holderId(), text);
    }

    /**
     * The customer sends the text back with a comment instead of approving it: the pass before the
     * approval opens again with the comment, starting from the text the customer was shown, with the
     * customer's corrections so far as its draft (nothing typed on the approval page is lost); when it
     * is done the approval opens again and the customer is sent a new link.
     */
    public SentBack sendBack(String token, String comment) {
        String said = comment == null ? "" : comment.strip();
        if (said.isEmpty()) {
            throw new WorkException(WorkRefusal.INVALID, "Say what should change: the comment goes to the person who takes the text back");
        }
        if (said.length() > MOST_COMMENT_CHARS) {
            throw new WorkException(WorkRefusal.INVALID, "A comment holds at most " + MOST_COMMENT_CHARS + " characters");
        }
        WorkItem item = waiting(token);
        Job job = jobs.findById(item.jobId()).orElseThrow(() -> WorkException.notFound(item.id()));
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        return tx.execute(status -> {
            Optional<Draft> corrections = drafts.find(item.id());
            WorkItem opened = journey.sentBack(item, job, said).orElseThrow(() -> approved(item.id()));
            corrections.ifPresent(d -> drafts.save(opened.id(), item.holderId(), d.text(), now, null));
            return new SentBack(opened.pass().label());
        });
    }

    /**
     * The operator makes a new link for a waiting approval (the first expired, or never reached the
     * customer), e-mailed again when the customer has an address.
     */
    public NewLink newLink(Account admin, String itemId, String baseUrl) {
        if (!admin.hasRole(Role.ADMIN)) {
            throw new WorkException(WorkRefusal.NOT_ALLOWED, "Only an operator (ADMIN) makes approval links");
        }
        WorkItem item = items.find(itemId).filter(i -> i.pass() == Pass.CUSTOMER_APPROVAL).orElseThrow(() -> WorkException.notFound(itemId));
        if (item.state() == WorkState.DONE) {
            throw approved(itemId);
        }
        Job job = jobs.findById(item.jobId()).orElseThrow(() -> WorkException.notFound(itemId));
        ApprovalRequests.Link link = tx.execute(status -> requests.send(job, item, baseUrl));
        return new NewLink(link.url(), link.expires(), link.emailedTo());
    }

    /**
     * The approval page of the job's approval step while it waits for the customer: a new link (the
     * e-mailed one may be gone), for a caller who has already proven the job is theirs (the customer's
     * signed-in job page). Empty when no approval step waits.
     */
    public Optional<String> waitingPage(String jobId) {
        return items.forJob(jobId).stream()
                .filter(i -> i.pass() == Pass.CUSTOMER_APPROVAL && i.state() != WorkState.DONE)
                .findFirst()
                .map(item -> tokens.issue(item.id(), clock.instant().plus(properties.approvalLinkValidity())))
                .map(token -> ApprovalRequests.PAGE_PATH + token);
    }

    /** The approval item of a valid, unexpired link, still waiting. */
    private WorkItem waiting(String token) {
        ApprovalTokens.Verified verified = tokens.verify(token)
                .orElseThrow(() -> new WorkException(WorkRefusal.NOT_FOUND, "This approval link is not valid"));
        WorkItem item = items.find(verified.itemId()).filter(i -> i.pass() == Pass.CUSTOMER_APPROVAL)
                .orElseThrow(() -> new WorkException(WorkRefusal.NOT_FOUND, "This approval link is not valid"));
        if (item.state() == WorkState.DONE) {
            throw approved(item.id());
        }
        if (verified.expired()) {
            throw new WorkException(WorkRefusal.GONE, "This approval link has expired; ask the service for a new one");
        }
        return item;
    }

    private static WorkException approved(String itemId) {
        return new WorkException(WorkRefusal.GONE, "This transcript has already been approved; the job is complete");
    }
}
