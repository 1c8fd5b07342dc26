package dev.parlance.media;

/**
 * One file on its way from a browser into a job, in slices of {@code chunkBytes} ({@link ResumableUploads}).
 *
 * @param receivedBytes the offset the server confirms: every byte before it is stored
 * @param orderJson     what to do once the file is whole, as its sender wrote it (the web app: perform_transcription's
 *                      fields by their v1 names, as JSON)
 */
public record UploadSession(String id, String accountId, String jobId, String fileName, String contentType, long sizeBytes,
                     long chunkBytes, long receivedBytes, State state, String orderJson) {

    /** Where the file is: arriving, whole and added to the job as its media, or its transcription ordered. */
    public enum State {
        RECEIVING, MEDIA_ADDED, STARTED
    }

    public boolean complete() {
        return receivedBytes == sizeBytes;
    }

    /** The length the slice starting at the confirmed offset must have. */
    long nextChunkLength() {
        return Math.min(chunkBytes, sizeBytes - receivedBytes);
    }

    int chunkCount() {
        return (int) ((sizeBytes + chunkBytes - 1) / chunkBytes);
    }
}
