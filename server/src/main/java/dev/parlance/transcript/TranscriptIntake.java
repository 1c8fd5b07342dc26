package dev.parlance.transcript;

import dev.parlance.account.Account;
import dev.parlance.captions.read.ImportFormat;
import dev.parlance.captions.read.ImportedTranscript;
import dev.parlance.captions.read.TranscriptFileException;
import dev.parlance.captions.read.TranscriptReader;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.ShownUrls;
import dev.parlance.job.Job;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.media.MediaDownloader;
import dev.parlance.media.MediaKeys;
import dev.parlance.media.MediaStore;
import dev.parlance.media.Upload;
import dev.parlance.media.UploadReceiver;
import dev.parlance.system.UrlGuard;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Locale;

/**
 * add_transcript: the file arrives (streamed from the request body, or fetched from
 * {@code transcript_url} at once, during the call, within the in-call fetch bound and at most the
 * import limit's bytes), is read strictly, and is kept as the job's
 * one transcript with a completed JOB_ADD_TRANSCRIPT task. The fetch happens in the call rather
 * than in queued work because a transcript is small and its reader's verdict (a line-numbered
 * error) is worth more to the client as the call's answer than as a failed task found later.
 *
 * <p>The bytes go to a scratch file in the job's folder (never held in memory, the same size
 * rules as add_media), are read from there in two passes (encoding, then format) and deleted.
 * A job holds one transcript: a second call replaces the first as long as transcription has not
 * been requested; after that the transcript is the job's input and is refused. The decision is
 * taken under a lock on the job row, the same one perform_transcription's write waits for.
 */
@Service
public class TranscriptIntake {
    private static final UploadReceiver.Kind TRANSCRIPT = new UploadReceiver.Kind("A transcript", "transcript file");

    private final JobAccess access;
    private final JobRepository jobs;
    private final JobTasks tasks;
    private final ImportedTranscripts transcripts;
    private final UploadReceiver receiver;
    private final MediaDownloader downloader;
    private final MediaStore store;
    private final UrlGuard guard;
    private final TransactionTemplate tx;
    private final int maxCharacters;
    /**
     * The most bytes a transcript_url may send: the import limit's characters at four bytes each
     * (UTF-8's widest), and a byte-order mark. Reading stops there, not at the media limit.
     */
    private final long importLimitBytes;

    @Autowired
    TranscriptIntake(JobAccess access, JobRepository jobs, JobTasks tasks, ImportedTranscripts transcripts,
                     UploadReceiver receiver, MediaDownloader downloader, MediaStore store, UrlGuard guard,
                     TransactionTemplate tx, TranscriptProperties properties) {
        this.access = access;
        this.jobs = jobs;
        this.tasks = tasks;
        this.transcripts = transcripts;
        this.receiver = receiver;
        this.downloader = downloader;
        this.store = store;
        this.guard = guard;
        this.tx = tx;
        this.maxCharacters = properties.maxCharacters();
        this.importLimitBytes = 4L * maxCharacters + 4;
    }

    /** add_transcript POST: the body is the file. Returns the JOB_ADD_TRANSCRIPT task id. */
    public String addUpload(Account caller, String jobId, ImportFormat format, Upload upload) {
        Job job = access.requireJob(caller, jobId);
        receiver.checkDeclared(upload, TRANSCRIPT);
        refuseIfTranscriptionRequested(job);
        String key = MediaKeys.newScratch(job.id(), "transcript");
        long size = receiver.receive(upload, key, TRANSCRIPT);
        return importStored(job.id(), format, key, "uploaded (" + size + " bytes)");
    }

    /** add_transcript GET: the file is fetched from {@code rawUrl} now. Returns the JOB_ADD_TRANSCRIPT task id. */
    public String addFromUrl(Account caller, String jobId, ImportFormat format, String rawUrl) {
        Job job = access.requireJob(caller, jobId);
        URI url = guard.requirePublic(rawUrl);
        refuseIfTranscriptionRequested(job);
        String key = MediaKeys.newScratch(job.id(), "transcript");
        try {
            downloader.fetchDuringCall(url, key, importLimitBytes);
        } catch (MediaDownloader.TransientFailure | MediaDownloader.PermanentFailure | MediaDownloader.Interrupted e) {
            receiver.deleteQuietly(key);
            throw new ApiException(ErrorType.INVALID_URL, "Cannot fetch the transcript: " + e.getMessage());
        }
        return importStored(job.id(), format, key, "fetched from " + ShownUrls.masked(url));
    }

    private String importStored(String jobId, ImportFormat format, String key, String how) {
        ImportedTranscript transcript;
        try {
            transcript = TranscriptReader.read(format, () -> store.open(key), maxCharacters);
        } catch (TranscriptFileException e) {
            throw new ApiException(ErrorType.INVALID_QUERY, "The transcript cannot be read as "
                    + format.name().toLowerCase(Locale.ROOT) + ": " + e.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the transcript of job " + jobId, e);
        } finally {
            receiver.deleteQuietly(key);
        }
        return tx.execute(status -> {
            if (!transcripts.lockLiveJob(jobId)) {
                throw ApiException.notFound("Job " + jobId);
            }
            refuseIfTranscriptionRequested(jobs.findById(jobId).orElseThrow(() -> ApiException.notFound("Job " + jobId)));
            boolean replaces = transcripts.exists(jobId);
            transcripts.save(jobId, transcript);
            return tasks.record(jobId, TaskType.JOB_ADD_TRANSCRIPT, TaskStatus.COMPLETE, "Transcript " + how + ": "
                    + format.name() + ", " + transcript.cues().size() + (format == ImportFormat.TEXT ? " paragraphs" : " cues")
                    + (replaces ? "; it replaces the earlier transcript" : ""));
        });
    }

    /** Once transcription is requested, the transcript is the job's input and stays as it is. */
    private static void refuseIfTranscriptionRequested(Job job) {
        if (job.status() != JobStatus.AUTHORIZING || job.fidelity() != null) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Transcription was already requested for job " + job.id()
                    + " (status " + job.status().label() + "); a transcript can be added or replaced only before");
        }
    }
}
