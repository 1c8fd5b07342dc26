package dev.parlance.media;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobRepository;
import org.springframework.core.io.Resource;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Service;

import java.util.Optional;

/**
 * Handing a job's stored media back: the media call answers a signed, expiring link (players fetch
 * it without credentials), and the link serves the bytes from the store, ranges included.
 */
@Service
public class MediaFiles {
    /** A stored file ready to send. */
    public record StoredFile(Resource resource, MediaType contentType) {
    }

    private final JobAccess access;
    private final JobRepository jobs;
    private final MediaRepository media;
    private final MediaStore store;
    private final MediaLinks links;

    MediaFiles(JobAccess access, JobRepository jobs, MediaRepository media, MediaStore store, MediaLinks links) {
        this.access = access;
        this.jobs = jobs;
        this.media = media;
        this.store = store;
        this.links = links;
    }

    /**
     * The media call: a link to the job's stored media. While a media_url download is pending
     * (running, or failed and waiting for its retry) it is the URL the client submitted, since
     * clients ask right after add_media and need a usable answer at once. ITEM_NOT_FOUND when the
     * job has no media, or its download failed for good.
     */
    public String link(Account caller, String jobId, String baseUrl) {
        String id = access.requireJob(caller, jobId).id();
        Optional<Media> pending = media.find(id).filter(m -> m.state() == MediaState.PENDING);
        if (pending.isPresent()) {
            return pending.get().sourceUrl();
        }
        stored(id);
        return links.link(MediaLinks.Purpose.MEDIA_FILE, baseUrl, id);
    }

    /** What a media link serves, after checking its signature and expiry. */
    public StoredFile open(String jobId, String expires, String signature) {
        links.verify(MediaLinks.Purpose.MEDIA_FILE, jobId, expires, signature);
        jobs.findById(jobId).orElseThrow(() -> ApiException.notFound("Job " + jobId));
        Media m = stored(jobId);
        MediaType type = MediaType.APPLICATION_OCTET_STREAM;
        if (m.contentType() != null) {
            try {
                type = MediaType.parseMediaType(m.contentType());
            } catch (IllegalArgumentException ignored) {
                // kept as octet-stream
            }
        }
        return new StoredFile(new StoredMediaResource(store, m.storageKey(), m.sizeBytes(), "media of job " + jobId), type);
    }

    private Media stored(String jobId) {
        Media m = media.find(jobId)
                .orElseThrow(() -> new ApiException(ErrorType.ITEM_NOT_FOUND, "Job " + jobId + " has no media"));
        if (m.state() != MediaState.STORED || !store.exists(m.storageKey())) {
            throw new ApiException(ErrorType.ITEM_NOT_FOUND, m.state() == MediaState.PENDING
                    ? "The media of job " + jobId + " is still being downloaded"
                    : "Job " + jobId + " has no stored media");
        }
        return m;
    }
}
