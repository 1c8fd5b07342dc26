package dev.parlance.media;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The v1 API's rules for a raw upload body (add_media and add_transcript POST, the upload link's
 * PUT), applied while the body streams into the store: an empty body is a missing parameter; a
 * declared length over the limit is refused before any byte is read; without a Content-Length the
 * body may run only up to the size that needs one (500 MB); more bytes than the limit, fewer than
 * declared, or a sender that breaks off end the upload. Whatever fails leaves nothing under the key.
 */
@Component
public class UploadReceiver {
    /** What the upload is, in the words of the refusals. */
    public record Kind(String noun, String file) {
        public static final Kind MEDIA = new Kind("Media", "media file");
    }

    private final MediaStore store;
    private final long maxSize;
    private final long contentLengthRequiredFrom;

    @Autowired
    public UploadReceiver(MediaStore store, MediaProperties properties) {
        this.store = store;
        this.maxSize = properties.maxSize().toBytes();
        this.contentLengthRequiredFrom = properties.contentLengthRequiredFrom().toBytes();
    }

    /** The largest upload or download accepted, in bytes. */
    public long maxSize() {
        return maxSize;
    }

    /** Refuses, before any byte is read, what the declared length already rules out. */
    public void checkDeclared(Upload upload, Kind kind) {
        long declared = upload.declaredLength();
        if (declared == 0) {
            throw emptyBody(kind);
        }
        if (declared > maxSize) {
            throw tooLarge(kind);
        }
    }

    /** Streams the body into {@code key}; returns its size. */
    public long receive(Upload upload, String key, Kind kind) {
        checkDeclared(upload, kind);
        long declared = upload.declaredLength();
        // Without a declared length the body may run only up to the size that would have needed one.
        long limit = declared > 0 ? maxSize : Math.min(maxSize, contentLengthRequiredFrom - 1);
        long size;
        try (InputStream in = new LimitedSource(upload.body(), limit)) {
            size = store.put(key, in);
        } catch (LimitedSource.TooLarge e) {
            throw declared > 0 ? tooLarge(kind) : new ApiException(ErrorType.INVALID_QUERY,
                    "Uploads of " + human(contentLengthRequiredFrom) + " and larger need a Content-Length header");
        } catch (LimitedSource.ReadFailed e) {
            throw new ApiException(ErrorType.INVALID_QUERY, "The upload broke off: " + e.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot store the upload under " + key, e);
        }
        if (size == 0 || declared > 0 && size != declared) {
            deleteQuietly(key);
            throw size == 0 ? emptyBody(kind) : new ApiException(ErrorType.INVALID_QUERY,
                    "The upload ended after " + size + " of " + declared + " bytes");
        }
        return size;
    }

    /** Removes a received file that is not kept after all. */
    public void deleteQuietly(String key) {
        try {
            store.delete(key);
        } catch (IOException | RuntimeException ignored) {
            // a leftover file in the job's folder goes when the job is deleted
        }
    }

    private ApiException tooLarge(Kind kind) {
        return new ApiException(ErrorType.INVALID_QUERY,
                kind.noun() + " larger than the limit of " + human(maxSize) + " is not accepted");
    }

    private static ApiException emptyBody(Kind kind) {
        return new ApiException(ErrorType.MISSING_PARAMETER,
                "Missing required parameter: body (send the " + kind.file() + " as the raw request body)");
    }

    static String human(long bytes) {
        long gb = 1L << 30;
        long mb = 1L << 20;
        if (bytes >= gb && bytes % gb == 0) {
            return bytes / gb + " GB";
        }
        return bytes >= mb && bytes % mb == 0 ? bytes / mb + " MB" : bytes + " bytes";
    }
}
