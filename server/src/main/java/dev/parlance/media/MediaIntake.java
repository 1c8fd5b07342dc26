package dev.parlance.media;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.ShownUrls;
import dev.parlance.job.Job;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.system.UrlGuard;
import com.github.kagkarlsson.scheduler.SchedulerClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

import java.time.Clock;
import java.util.Locale;

/**
 * Attaching the one media file a job may hold: from an upload (add_media POST, or the signed link of
 * request_upload_url) or from a URL (add_media GET, add_media_url), which queued {@code download-media}
 * work then fetches. Each success records a JOB_ADD_MEDIA task and returns its id.
 *
 * <p>Uploads stream into the store before the media row is written, so no lock or connection is
 * held while bytes arrive; the row is then inserted under a lock on the job row, which is where
 * "one media per job" is finally decided. A losing upload deletes its own file.
 */
@Service
public class MediaIntake {
    private final JobAccess access;
    private final JobRepository jobs;
    private final JobTasks tasks;
    private final MediaRepository media;
    private final MediaLinks links;
    private final UrlGuard guard;
    private final SchedulerClient scheduler;
    private final TransactionTemplate tx;
    private final Clock clock;
    private final UploadReceiver receiver;

    MediaIntake(JobAccess access, JobRepository jobs, JobTasks tasks, MediaRepository media,
                MediaLinks links, UrlGuard guard, SchedulerClient scheduler, TransactionTemplate tx, Clock clock,
                UploadReceiver receiver) {
        this.access = access;
        this.jobs = jobs;
        this.tasks = tasks;
        this.media = media;
        this.links = links;
        this.guard = guard;
        this.scheduler = scheduler;
        this.tx = tx;
        this.clock = clock;
        this.receiver = receiver;
    }

    /** add_media POST: the body is the media file. */
    public String addUpload(Account caller, String jobId, Upload upload) {
        Job job = access.requireJob(caller, jobId);
        return storeUpload(job.id(), upload);
    }

    /** The PUT to a request_upload_url link: the link itself is the authorization. */
    public String addUploadByLink(String jobId, String expires, String signature, Upload upload) {
        links.verify(MediaLinks.Purpose.UPLOAD, jobId, expires, signature);
        jobs.findById(jobId).orElseThrow(() -> ApiException.notFound("Job " + jobId));
        return storeUpload(jobId, upload);
    }

    /** request_upload_url: a signed link the client may PUT the file to, without credentials. */
    public String uploadLink(Account caller, String jobId, String baseUrl) {
        Job job = access.requireJob(caller, jobId);
        refuseIfOccupied(job.id());
        return links.link(MediaLinks.Purpose.UPLOAD, baseUrl, job.id());
    }

    /**
     * add_media GET and add_media_url: checks the URL, records it as PENDING media and schedules
     * its download in the same transaction. Unless {@code allowDuplicate}, a URL another live job
     * of the same account already has media from is refused (the v1 {@code is_duplicate} flag).
     */
    public String addFromUrl(Account caller, String jobId, String rawUrl, boolean allowDuplicate) {
        Job job = access.requireJob(caller, jobId);
        String url = guard.requirePublic(rawUrl).toString();
        return tx.execute(status -> {
            lockLiveJob(job.id());
            refuseIfOccupied(job.id());
            if (!allowDuplicate) {
                media.jobWithSourceUrl(job.accountId(), url, job.id()).ifPresent(other -> {
                    throw new ApiException(ErrorType.INVALID_QUERY, "Job " + other
                            + " of this account already has media from this URL; pass is_duplicate=true to add it again");
                });
            }
            media.deleteFailed(job.id());
            media.insertPending(job.id(), url, clock.instant());
            String taskId = tasks.record(job.id(), TaskType.JOB_ADD_MEDIA, TaskStatus.INPROGRESS,
                    "Downloading media from " + ShownUrls.masked(url));
            scheduler.schedule(DownloadMediaQueuedWork.DOWNLOAD_MEDIA.instance(job.id())
                    .data(new MediaDownload(job.id(), taskId))
                    .scheduledTo(clock.instant()));
            return taskId;
        });
    }

    private String storeUpload(String jobId, Upload upload) {
        receiver.checkDeclared(upload, UploadReceiver.Kind.MEDIA);
        refuseIfOccupied(jobId);
        String key = MediaKeys.newOriginal(jobId);
        long size = receiver.receive(upload, key, UploadReceiver.Kind.MEDIA);
        try {
            String contentType = storableContentType(upload.contentType());
            return tx.execute(status -> {
                lockLiveJob(jobId);
                refuseIfOccupied(jobId);
                media.deleteFailed(jobId);
                media.insertStored(jobId, key, size, contentType, clock.instant());
                return tasks.record(jobId, TaskType.JOB_ADD_MEDIA, TaskStatus.COMPLETE, "Media uploaded (" + size + " bytes)");
            });
        } catch (RuntimeException e) {
            receiver.deleteQuietly(key);
            throw e;
        }
    }

    private void lockLiveJob(String jobId) {
        if (!media.lockLiveJob(jobId)) {
            throw ApiException.notFound("Job " + jobId);
        }
    }

    /**
     * A job holds one media file. A client that reuses external ids meets this on the job job/new
     * answered for an id it had seen (the spec's rule), so the refusal says so.
     */
    private void refuseIfOccupied(String jobId) {
        media.find(jobId).filter(m -> m.state().occupiesJob()).ifPresent(m -> {
            String reused = jobs.findById(jobId).map(Job::externalId).filter(id -> !id.isBlank())
                    .map(id -> ". It may be an existing job: job/new answers the job already made for external_id '"
                            + id + "' rather than a new one, unless is_duplicate=true asks for a new one")
                    .orElse("");
            throw new ApiException(ErrorType.INVALID_QUERY, (m.state() == MediaState.PENDING
                    ? "Job " + jobId + " already has media: a download from its media_url is pending"
                    : "Job " + jobId + " already has media; a job holds one media file") + reused);
        });
    }

    /**
     * The Content-Type worth keeping to serve the media with later. Form and empty types are what
     * clients send by accident with raw bytes; they say nothing about the media.
     */
    static String storableContentType(String raw) {
        if (raw == null || raw.isBlank()) {
            return null;
        }
        String type = raw.strip();
        String lower = type.toLowerCase(Locale.ROOT);
        if (lower.startsWith("application/x-www-form-urlencoded") || lower.startsWith("multipart/")
                || !lower.matches("[a-z0-9!#$&^_.+-]+/[a-z0-9!#$&^_.+-]+(\\s*;.*)?")) {
            return null;
        }
        return type.length() > 255 ? null : type;
    }
}
