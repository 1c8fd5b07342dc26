package dev.parlance.deliverable;

import java.time.Instant;

/**
 * A file generated for a job, identified by job, kind, flavour and source version.
 *
 * @param sourceVersion the ElementList version (row id) it renders; 0 when made from the media alone
 * @param storageKey    where the file is, once READY
 */
public record Deliverable(
        String id,
        String jobId,
        DeliverableKind kind,
        Flavour flavour,
        long sourceVersion,
        DeliverableState state,
        String storageKey,
        Long sizeBytes,
        int progressPercent,
        String failureReason,
        Instant createdAt,
        Instant finishedAt) {

    /** "the mp3 of job X", "the spoken transcript (mp4) of job X": for messages. */
    public String describe() {
        return switch (kind) {
            case TRANSCODED -> "the " + flavour.extension() + " of job " + jobId;
            case SPEECH -> "the text-to-speech " + flavour.extension() + " of job " + jobId;
            case BURNED_IN -> "the video with burned-in captions of job " + jobId;
        };
    }
}
