package dev.parlance.job;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronizationManager;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Test-only listener for {@link JobDeleted}. A plain component (found by the application's
 * component scan of the test classpath) rather than a test configuration, so every API test keeps
 * sharing one application context. It notes whether a transaction was open when the event came.
 */
@Component
public class RecordedJobEvents {
    public record Seen(String jobId, boolean inTransaction) {
    }

    private final List<Seen> deleted = new CopyOnWriteArrayList<>();

    @EventListener
    void on(JobDeleted event) {
        deleted.add(new Seen(event.jobId(), TransactionSynchronizationManager.isActualTransactionActive()));
    }

    public List<Seen> deletedFor(String jobId) {
        return deleted.stream().filter(s -> s.jobId().equals(jobId)).toList();
    }
}
