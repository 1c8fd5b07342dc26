package dev.parlance.deliverable;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.Job;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobRepository;
import dev.parlance.media.Media;
import dev.parlance.media.MediaLinks;
import dev.parlance.media.MediaProperties;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaState;
import dev.parlance.media.MediaStore;
import dev.parlance.media.StoredMediaResource;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Service;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The media's other flavours for download_media and transcoded_media, and the signed links that
 * serve every generated file (flavours, burned-in videos, narrations). Flavours are made on demand (the first request queues them and is told
 * they are being produced), except those listed in {@code parlance.deliverables.eager-flavours},
 * which are queued as soon as a job completes (see {@link EagerFlavours}).
 */
@Service
public class Deliverables {
    private final JobAccess access;
    private final JobRepository jobs;
    private final MediaRepository media;
    private final MediaStore store;
    private final MediaLinks links;
    private final DeliverableRepository deliverables;
    private final DeliverableRequests requests;
    private final MediaProperties mediaProperties;
    private final MediaPictures pictures;

    Deliverables(JobAccess access, JobRepository jobs, MediaRepository media, MediaStore store, MediaLinks links,
                 DeliverableRepository deliverables, DeliverableRequests requests,
                 MediaProperties mediaProperties, MediaPictures pictures) {
        this.pictures = pictures;
        this.access = access;
        this.jobs = jobs;
        this.media = media;
        this.store = store;
        this.links = links;
        this.deliverables = deliverables;
        this.requests = requests;
        this.mediaProperties = mediaProperties;
    }

    /** download_media: the flavour as an attachment, or the error saying why it is not there (yet). */
    public DeliverableFile download(Account caller, String jobId, Flavour flavour) {
        Job job = access.requireJob(caller, jobId);
        return attachment(job, transcoded(job, flavour));
    }

    /**
     * How far the flavour is made, in percent, while it is being made (its making queued now if it
     * was not); empty once it is ready, or when it cannot be made ({@link #download} then says why).
     */
    public Optional<Integer> progressOf(Account caller, String jobId, Flavour flavour) {
        Deliverable d = transcoded(access.requireJob(caller, jobId), flavour);
        return d.state() == DeliverableState.PENDING ? Optional.of(d.progressPercent()) : Optional.empty();
    }

    /** A job's generated file as an attachment named after the job, or the error saying why it is not there (yet). */
    public DeliverableFile attachment(Job job, Deliverable d) {
        DeliverableRequests.requireReady(d);
        return file(d, AttachmentName.contentDisposition(job.name(), job.id(), d.flavour()));
    }

    /** transcoded_media: a signed link that serves the flavour without credentials, once it exists. */
    public String transcodedLink(Account caller, String jobId, Flavour flavour, String baseUrl) {
        Job job = access.requireJob(caller, jobId);
        Deliverable d = DeliverableRequests.requireReady(transcoded(job, flavour));
        return links.link(MediaLinks.Purpose.DELIVERABLE, baseUrl, job.id(), d.id(), mediaProperties.fileLinkValidity());
    }

    /**
     * The job's media for a player (the editor's, the approval page's, the job page's): the mp4
     * flavour when it is ready; for a video, the picture always: the upload itself when browsers
     * play it (mp4 or webm of common codecs), else the mp4 flavour, queued now, with the mp3 or the
     * upload until it is made; for audio the mp3, else the upload itself (the mp3 queued, so the next
     * load has a file every browser plays). Empty when the job has no stored media. For callers that
     * checked the person's right to the job themselves (the work room: the item they hold).
     */
    public Optional<PlayableMedia> playable(String jobId, String baseUrl) {
        return playable(jobId, baseUrl, mediaProperties.fileLinkValidity());
    }

    /** {@link #playable(String, String)} with links valid for {@code validity} (the work room's: a claim's length). */
    public Optional<PlayableMedia> playable(String jobId, String baseUrl, Duration validity) {
        Optional<PlayableMedia> mp4 = ready(jobId, Flavour.MP4, baseUrl, validity);
        if (mp4.isPresent()) {
            return mp4;
        }
        var stored = media.find(jobId).filter(m -> m.state() == MediaState.STORED && store.exists(m.storageKey()));
        if (stored.isEmpty()) {
            return ready(jobId, Flavour.MP3, baseUrl, validity);
        }
        String type = stored.get().contentType() == null ? "application/octet-stream" : stored.get().contentType();
        PlayableMedia original = new PlayableMedia(links.link(MediaLinks.Purpose.MEDIA_FILE, baseUrl, jobId, validity), type, "original");
        MediaPictures.Picture picture = pictures.of(stored.get());
        if (picture.hasVideo()) {
            // A video is shown with its picture: the upload itself when browsers play it, else the
            // mp4 made from it (queued now), with the mp3 or the upload until it is ready.
            if (picture.browserPlays()) {
                return Optional.of(new PlayableMedia(original.url(), type.startsWith("video/") ? type : "video/mp4", "original"));
            }
            requests.ensure(jobId, DeliverableKind.TRANSCODED, Flavour.MP4, 0, DeliverableQueuedWork.TRANSCODE);
        }
        Optional<PlayableMedia> mp3 = ready(jobId, Flavour.MP3, baseUrl, validity);
        if (mp3.isPresent()) {
            return mp3;
        }
        requests.ensure(jobId, DeliverableKind.TRANSCODED, Flavour.MP3, 0, DeliverableQueuedWork.TRANSCODE);
        return Optional.of(original);
    }

    /**
     * Whether the job's media has a picture (a video), when its upload is stored: the page then
     * offers what only a video has (the mp4, captions burnt into the picture). Empty when unknown.
     */
    public Optional<Boolean> hasPicture(String jobId) {
        return media.find(jobId).filter(m -> m.state() == MediaState.STORED && store.exists(m.storageKey()))
                .map(m -> pictures.of(m).hasVideo());
    }

    private Optional<PlayableMedia> ready(String jobId, Flavour flavour, String baseUrl, Duration validity) {
        return deliverables.find(jobId, DeliverableKind.TRANSCODED, flavour, 0)
                .filter(d -> d.state() == DeliverableState.READY && store.exists(d.storageKey()))
                .map(d -> new PlayableMedia(links.link(MediaLinks.Purpose.DELIVERABLE, baseUrl, jobId, d.id(), validity),
                        flavour.contentType(), flavour.extension()));
    }

    /**
     * What a deliverable link serves, after checking its signature and expiry. Only a live job's
     * READY file of that very job: the job's deletion ends every link to its files.
     */
    public DeliverableFile open(String jobId, String item, String expires, String signature) {
        links.verify(MediaLinks.Purpose.DELIVERABLE, jobId, item, expires, signature);
        Job job = jobs.findById(jobId).orElseThrow(() -> ApiException.notFound("Job " + jobId));
        Deliverable d = deliverables.findById(item).filter(x -> x.jobId().equals(job.id()))
                .orElseThrow(() -> ApiException.notFound("File " + item + " of job " + jobId));
        DeliverableRequests.requireReady(d);
        return file(d, d.kind() == DeliverableKind.BURNED_IN
                ? AttachmentName.contentDisposition(job.name(), job.id(), d.flavour()) : null);
    }

    private Deliverable transcoded(Job job, Flavour flavour) {
        requireStoredMedia(job.id(), flavour);
        return requests.ensure(job.id(), DeliverableKind.TRANSCODED, flavour, 0, DeliverableQueuedWork.TRANSCODE);
    }

    /** Media to make the flavour from, or the error: none, still downloading, or the download failed. */
    public Media requireStoredMedia(String jobId, Flavour flavour) {
        Media m = media.find(jobId).orElseThrow(() -> new ApiException(ErrorType.ITEM_NOT_FOUND,
                "Job " + jobId + " has no media; add media before asking for its " + flavour.extension()));
        if (m.state() == MediaState.PENDING) {
            throw new ApiException(ErrorType.ITEM_NOT_FOUND, "The media of job " + jobId
                    + " is still being downloaded; its " + flavour.extension() + " can be produced once it is stored");
        }
        if (m.state() != MediaState.STORED) {
            throw new ApiException(ErrorType.ITEM_NOT_FOUND, "Job " + jobId + " has no media (the download failed: "
                    + m.failureReason() + ")");
        }
        return m;
    }

    private DeliverableFile file(Deliverable d, String contentDisposition) {
        if (!store.exists(d.storageKey())) {
            // Removed behind our back (or the job's folder is being deleted): the next request produces it again.
            throw new ApiException(ErrorType.ITEM_NOT_FOUND, "The file of " + d.describe() + " is missing; ask again to produce it");
        }
        return new DeliverableFile(new StoredMediaResource(store, d.storageKey(), d.sizeBytes(), d.describe()),
                MediaType.parseMediaType(d.flavour().contentType()), contentDisposition);
    }
}
