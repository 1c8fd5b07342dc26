package dev.parlance.transcript;

import dev.parlance.job.JobDeleted;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/** A deleted job's transcript goes with it, in the deleting transaction. */
@Component
class TranscriptCleaner {
    private final ImportedTranscripts transcripts;

    TranscriptCleaner(ImportedTranscripts transcripts) {
        this.transcripts = transcripts;
    }

    @EventListener
    void forget(JobDeleted event) {
        transcripts.delete(event.jobId());
    }
}
