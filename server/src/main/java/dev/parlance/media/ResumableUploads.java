package dev.parlance.media;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import org.springframework.stereotype.Service;

import java.time.Clock;
import java.util.Optional;

/**
 * A job's media arriving in slices, resumable: each slice streams into the store under the job's
 * folder and moves the confirmed offset on, so neither side ever holds the file and an interrupted
 * upload continues from the confirmed offset, across a lost connection or a restart. When every
 * byte is in, the slices, read in order, become the job's media through {@link MediaIntake}, like
 * any upload. What is ordered with the file (its {@code orderJson}) is the sender's to act on.
 */
@Service
public class ResumableUploads {
    /** Slices a sender may choose: small enough to resend cheaply, large enough for few requests. */
    public static final long DEFAULT_CHUNK = 8L << 20;
    static final long MIN_CHUNK = 64L << 10;
    static final long MAX_CHUNK = 64L << 20;
    private static final UploadReceiver.Kind SLICE = new UploadReceiver.Kind("A slice", "slice of the file");

    private final MediaIntake intake;
    private final MediaRepository media;
    private final UploadReceiver receiver;
    private final UploadSessionRepository sessions;
    private final UploadChunks chunks;
    private final Clock clock;

    ResumableUploads(MediaIntake intake, MediaRepository media, UploadReceiver receiver,
                     UploadSessionRepository sessions, UploadChunks chunks, Clock clock) {
        this.intake = intake;
        this.media = media;
        this.receiver = receiver;
        this.sessions = sessions;
        this.chunks = chunks;
        this.clock = clock;
    }

    /**
     * Refuses, before anything is made, a file the service would not take: a slice size out of
     * bounds, an empty file, one larger than a media file may be. Answers the slice size.
     *
     * @param chunkBytes the slice size the sender chose; null: {@link #DEFAULT_CHUNK}
     */
    public long check(String fileName, long size, String contentType, Long chunkBytes) {
        long chunk = chunkBytes == null ? DEFAULT_CHUNK : chunkBytes;
        if (chunk < MIN_CHUNK || chunk > MAX_CHUNK) {
            throw ApiException.invalid("chunk_bytes", "slices are " + MIN_CHUNK + " to " + MAX_CHUNK + " bytes");
        }
        if (size == 0) {
            throw ApiException.invalid("file", fileName + " is empty");
        }
        receiver.checkDeclared(new Upload(null, size, contentType), UploadReceiver.Kind.MEDIA);
        return chunk;
    }

    /** An upload of {@code size} bytes into the job, nothing received yet ({@link #check} passed). */
    public UploadSession open(String accountId, String jobId, String fileName, String contentType, long size,
                              long chunkBytes, String orderJson) {
        // The type is only kept to serve the media with (add_media keeps a sensible one, or none).
        String type = Optional.ofNullable(contentType).filter(t -> !t.isBlank() && t.length() <= 255).orElse(null);
        UploadSession session = new UploadSession(Ids.newId(), accountId, jobId, fileName, type, size, chunkBytes, 0,
                UploadSession.State.RECEIVING, orderJson);
        sessions.insert(session, clock.instant());
        return session;
    }

    /** The upload, if it is this account's. */
    public UploadSession status(String accountId, String id) {
        return sessions.find(id, accountId).orElseThrow(() -> ApiException.notFound("Upload " + id));
    }

    /**
     * Stores the slice that starts at {@code offset}, which must be the confirmed offset, and
     * answers the new one. A slice cut off on the way leaves nothing; the sender sends it again.
     */
    public UploadSession receive(String accountId, String id, long offset, Upload slice) {
        UploadSession session = status(accountId, id);
        if (session.state() != UploadSession.State.RECEIVING || session.complete()) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Upload " + id + " has all its " + session.sizeBytes()
                    + " bytes already");
        }
        if (offset != session.receivedBytes()) {
            throw new ApiException(ErrorType.INVALID_QUERY, "The server has the first " + session.receivedBytes()
                    + " bytes of this file; send the slice at offset " + session.receivedBytes() + ", not " + offset);
        }
        long expected = session.nextChunkLength();
        if (slice.declaredLength() != expected) {
            throw new ApiException(ErrorType.INVALID_QUERY, "The slice at offset " + offset + " must be " + expected
                    + " bytes long (Content-Length), not " + slice.declaredLength());
        }
        receiver.receive(slice, chunks.key(session, offset), SLICE);
        sessions.advance(id, offset, offset + expected, clock.instant());
        return status(accountId, id);
    }

    /**
     * Once every byte is in: the file becomes the job's media (streamed from the slices, through
     * add_media's service) and the slices go. Repeatable: media already added is not added again.
     */
    public UploadSession addAsMedia(Account caller, String id) {
        UploadSession session = status(caller.id(), id);
        if (!session.complete()) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Upload " + id + " has " + session.receivedBytes() + " of "
                    + session.sizeBytes() + " bytes; send the rest first");
        }
        if (session.state() == UploadSession.State.RECEIVING) {
            boolean added = media.find(session.jobId()).filter(m -> m.state() != MediaState.FAILED).isPresent();
            if (!added) {
                intake.addUpload(caller, session.jobId(),
                        new Upload(chunks.whole(session), session.sizeBytes(), session.contentType()));
            }
            sessions.moveTo(id, UploadSession.State.MEDIA_ADDED, clock.instant());
            chunks.deleteAll(session);
        }
        return status(caller.id(), id);
    }

    /** What was ordered with the file is done: the upload's journey ends. */
    public UploadSession started(String accountId, String id) {
        sessions.moveTo(id, UploadSession.State.STARTED, clock.instant());
        return status(accountId, id);
    }
}
