package dev.parlance.web.upload;

import dev.parlance.media.UploadSession;

/** The JSON bodies of the new-work page's calls and their answers. */
final class UploadRequests {
    private UploadRequests() {
    }

    /** A file to send: its name, size and type as the browser knows them; {@code chunkBytes} null for the default. */
    record FileToSend(String name, Long size, String type, Long chunkBytes) {
    }

    /** Start an upload: the choices and the file. */
    record StartUpload(NewWorkForm form, FileToSend file) {
    }

    /** Finishing an upload: the form as the page has it now (null: as it was when the upload started). */
    record Finish(NewWorkForm form) {
    }

    /** Order work on media at a URL. */
    record FromUrl(NewWorkForm form, String mediaUrl) {
    }

    /** Where an upload stands: the offset the server confirms, and the job it fills. */
    record UploadStatus(String id, String jobId, String fileName, long size, long offset, long chunkBytes,
                        String state) {
        static UploadStatus of(UploadSession s) {
            return new UploadStatus(s.id(), s.jobId(), s.fileName(), s.sizeBytes(), s.receivedBytes(), s.chunkBytes(),
                    s.state().name());
        }
    }

    /** A job ordered from a URL. */
    record Ordered(String jobId) {
    }
}
