package dev.parlance.deliverable;

import dev.parlance.media.MediaKeys;
import dev.parlance.media.MediaStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;

/**
 * How a production ends. A produced file is copied into the store under the job's folder (so the
 * job's deletion takes it along) before the row says READY; if the job was deleted meanwhile, the
 * file is removed again. Each ending is one transaction that also tells the {@link DeliverableListener}s.
 */
@Component
public class DeliverableOutcomes {
    private static final Logger log = LoggerFactory.getLogger(DeliverableOutcomes.class);

    private final DeliverableRepository deliverables;
    private final MediaStore store;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final ObjectProvider<DeliverableListener> listeners;

    DeliverableOutcomes(DeliverableRepository deliverables, MediaStore store, TransactionTemplate tx, Clock clock,
                        ObjectProvider<DeliverableListener> listeners) {
        this.deliverables = deliverables;
        this.store = store;
        this.tx = tx;
        this.clock = clock;
        this.listeners = listeners;
    }

    /** Where a generated file is stored: inside the job's folder, named by its row (a retry overwrites it). */
    static String key(Deliverable d) {
        return MediaKeys.jobFolder(d.jobId()) + "deliverables/" + d.id() + "." + d.flavour().extension();
    }

    public void ready(Deliverable d, Path produced) throws IOException {
        String key = key(d);
        long size;
        try (InputStream in = Files.newInputStream(produced)) {
            size = store.put(key, in);
        }
        boolean kept = Boolean.TRUE.equals(tx.execute(status -> {
            if (!deliverables.lockLiveJob(d.jobId()) || !deliverables.markReady(d.id(), key, size, clock.instant())) {
                return false;
            }
            Deliverable done = deliverables.findById(d.id()).orElseThrow();
            listeners.orderedStream().forEach(l -> l.ready(done));
            return true;
        }));
        if (kept) {
            log.info("Produced {} ({} bytes)", d.describe(), size);
        } else {
            try {
                store.delete(key);
            } catch (IOException e) {
                log.warn("Could not delete {} of a deleted job: {}", key, e.getMessage());
            }
        }
    }

    /** The source cannot yield it: final, every later request gets the reason. */
    public void unproducible(Deliverable d, String reason) {
        end(d.id(), DeliverableState.UNPRODUCIBLE, reason);
    }

    /** Failed after its retries: the next request queues it again. */
    public void failed(String deliverableId, String reason) {
        end(deliverableId, DeliverableState.FAILED, reason);
    }

    private void end(String id, DeliverableState state, String reason) {
        tx.executeWithoutResult(status -> {
            if (deliverables.markFailed(id, state, reason, clock.instant())) {
                Deliverable d = deliverables.findById(id).orElseThrow();
                log.info("Could not produce {}: {}", d.describe(), reason);
                listeners.orderedStream().forEach(l -> l.gaveUp(d, reason));
            }
        });
    }
}
