package dev.parlance.media;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Lenient;
import dev.parlance.system.ServerSecret;
import org.springframework.stereotype.Component;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;

/**
 * Signed, expiring links that work without an API token: the upload link of request_upload_url,
 * the media file link of the media call (players fetch it without credentials), and the links to
 * files generated for a job (transcoded_media, e-mailed burn-ins). The signature covers the
 * purpose, the job, the item within the job (for generated files) and the expiry, so a link cannot
 * be turned into one for another job, another file, another purpose, or a later time.
 */
@Component
public class MediaLinks {
    public static final String FILE_PATH = "/api/job/media_file";
    public static final String UPLOAD_PATH = "/api/job/upload_media";
    public static final String DELIVERABLE_PATH = "/api/job/deliverable_file";

    /** What a link allows; part of the signed text. */
    public enum Purpose {
        MEDIA_FILE("media-file", FILE_PATH), UPLOAD("upload-media", UPLOAD_PATH),
        /** A file generated for the job; the link names it with {@code item=}. */
        DELIVERABLE("deliverable", DELIVERABLE_PATH);

        private final String label;
        private final String path;

        Purpose(String label, String path) {
            this.label = label;
            this.path = path;
        }
    }

    private final ServerSecret secret;
    private final Clock clock;
    private final MediaProperties properties;

    MediaLinks(ServerSecret secret, Clock clock, MediaProperties properties) {
        this.secret = secret;
        this.clock = clock;
        this.properties = properties;
    }

    /** An absolute link for the job, valid for the purpose's lifetime. */
    public String link(Purpose purpose, String baseUrl, String jobId) {
        return link(purpose, baseUrl, jobId, purpose == Purpose.UPLOAD ? properties.uploadLinkValidity() : properties.fileLinkValidity());
    }

    /** An absolute link to the job's file, valid for {@code validity}. */
    public String link(Purpose purpose, String baseUrl, String jobId, Duration validity) {
        long expires = clock.instant().plus(validity).getEpochSecond();
        return baseUrl + purpose.path + "?job_id=" + enc(jobId) + "&expires=" + expires
                + "&signature=" + signature(purpose, jobId, expires);
    }

    /** An absolute link to one item of the job (a generated file), valid for {@code validity}. */
    public String link(Purpose purpose, String baseUrl, String jobId, String item, Duration validity) {
        long expires = clock.instant().plus(validity).getEpochSecond();
        String subject = subject(jobId, item);
        return baseUrl + purpose.path + "?job_id=" + enc(jobId) + "&item=" + enc(item) + "&expires=" + expires
                + "&signature=" + secret.sign(signedText(purpose, subject, expires));
    }

    /** Refuses a tampered or expired link with {@code INVALID_URL}. */
    public void verify(Purpose purpose, String jobId, String expires, String signature) {
        verifySubject(purpose, jobId, expires, signature);
    }

    /** Refuses a tampered or expired link to one item of the job with {@code INVALID_URL}. */
    public void verify(Purpose purpose, String jobId, String item, String expires, String signature) {
        verifySubject(purpose, subject(jobId, item), expires, signature);
    }

    private void verifySubject(Purpose purpose, String subject, String expires, String signature) {
        long expiry = Lenient.integer(expires).orElseThrow(MediaLinks::invalid);
        if (!secret.verify(signedText(purpose, subject, expiry), signature)) {
            throw invalid();
        }
        if (clock.instant().getEpochSecond() >= expiry) {
            throw new ApiException(ErrorType.INVALID_URL, "This link has expired; request a new one");
        }
    }

    String signature(Purpose purpose, String jobId, long expires) {
        return secret.sign(signedText(purpose, jobId, expires));
    }

    /** The signed text of an item link: job and item, which a job id (hex only) cannot imitate. */
    private static String subject(String jobId, String item) {
        return jobId + "/" + item;
    }

    private static String signedText(Purpose purpose, String subject, long expires) {
        return purpose.label + "\n" + subject + "\n" + expires;
    }

    private static ApiException invalid() {
        return new ApiException(ErrorType.INVALID_URL, "This link is not valid: its signature does not match");
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
