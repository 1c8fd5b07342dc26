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
 * Signed, expiring links that work without an API token: the upload link of request_upload_url and
 * the media file link of the media call (players fetch it without credentials). The signature
 * covers the purpose, the job and the expiry, so a link cannot be turned into one for another job,
 * another purpose, or a later time.
 */
@Component
public class MediaLinks {
    public static final String FILE_PATH = "/api/job/media_file";
    public static final String UPLOAD_PATH = "/api/job/upload_media";

    /** What a link allows; part of the signed text. */
    public enum Purpose {
        MEDIA_FILE("media-file", FILE_PATH), UPLOAD("upload-media", UPLOAD_PATH);

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
        Duration validity = purpose == Purpose.UPLOAD ? properties.uploadLinkValidity() : properties.fileLinkValidity();
        long expires = clock.instant().plus(validity).getEpochSecond();
        return baseUrl + purpose.path + "?job_id=" + enc(jobId) + "&expires=" + expires
                + "&signature=" + signature(purpose, jobId, expires);
    }

    /** Refuses a tampered or expired link with {@code INVALID_URL}. */
    public void verify(Purpose purpose, String jobId, String expires, String signature) {
        long expiry = Lenient.integer(expires).orElseThrow(MediaLinks::invalid);
        if (!secret.verify(signedText(purpose, jobId, expiry), signature)) {
            throw invalid();
        }
        if (clock.instant().getEpochSecond() >= expiry) {
            throw new ApiException(ErrorType.INVALID_URL, "This link has expired; request a new one");
        }
    }

    String signature(Purpose purpose, String jobId, long expires) {
        return secret.sign(signedText(purpose, jobId, expires));
    }

    private static String signedText(Purpose purpose, String jobId, long expires) {
        return purpose.label + "\n" + jobId + "\n" + expires;
    }

    private static ApiException invalid() {
        return new ApiException(ErrorType.INVALID_URL, "This link is not valid: its signature does not match");
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
