package dev.parlance.deliverable;

import dev.parlance.job.JobCompleted;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaState;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;
import org.springframework.transaction.support.TransactionTemplate;

import java.util.List;

/**
 * Queues the eager flavours (mp3 by default) when a job completes. Why then and not at intake: at
 * intake the encode would compete for the processor with the job's own recognition, which the
 * customer is waiting for; when the job completes that work is done, and completion is when
 * clients come to download. Flavours not listed wait for their first request.
 *
 * <p>Runs after the completion has committed, in its own transaction: a failure here must not undo
 * a completed transcription, and a flavour missed here is simply made on demand later.
 */
@Component
class EagerFlavours {
    private static final Logger log = LoggerFactory.getLogger(EagerFlavours.class);

    private final DeliverableRequests requests;
    private final MediaRepository media;
    private final List<Flavour> flavours;
    private final TransactionTemplate newTransaction;

    EagerFlavours(DeliverableRequests requests, MediaRepository media, DeliverableProperties properties,
                  PlatformTransactionManager transactions) {
        this.requests = requests;
        this.media = media;
        this.flavours = List.copyOf(properties.eagerFlavours());
        this.newTransaction = new TransactionTemplate(transactions);
        // After commit, a plain REQUIRED transaction would join the finished one and never commit.
        this.newTransaction.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
    }

    @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT, fallbackExecution = true)
    void jobCompleted(JobCompleted event) {
        if (flavours.isEmpty() || media.find(event.jobId()).filter(m -> m.state() == MediaState.STORED).isEmpty()) {
            return;
        }
        try {
            newTransaction.executeWithoutResult(status -> flavours.forEach(flavour ->
                    requests.ensure(event.jobId(), DeliverableKind.TRANSCODED, flavour, 0, DeliverableQueuedWork.TRANSCODE)));
        } catch (RuntimeException e) {
            log.warn("Could not queue the eager flavours of job {}: {}", event.jobId(), e.getMessage());
        }
    }
}
