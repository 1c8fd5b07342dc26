package dev.parlance.media;

import dev.parlance.common.ApiException;
import dev.parlance.system.UrlGuard;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.OptionalLong;

/**
 * Fetches a media URL into the store. Redirects are followed here rather than by the HTTP client,
 * so that every hop passes the {@link UrlGuard}. Failures come out sorted: {@link TransientFailure}
 * for what a later attempt may fix (network errors, 5xx, 408, 429), {@link PermanentFailure} for
 * what it will not (other 4xx, refused addresses, too large, empty, redirect loops).
 */
@Component
public class MediaDownloader {
    static final int MAX_REDIRECTS = 5;
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(30);
    /** Time allowed until the response headers arrive; the body may take as long as it needs, if it keeps coming. */
    private static final Duration RESPONSE_TIMEOUT = Duration.ofSeconds(60);

    /** A failure a later attempt may not repeat. */
    public static final class TransientFailure extends RuntimeException {
        TransientFailure(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** A failure no retry will fix. */
    public static final class PermanentFailure extends RuntimeException {
        PermanentFailure(String message) {
            super(message);
        }
    }

    /** What was stored. */
    public record Fetched(long size, String contentType) {
    }

    private final HttpClient http;
    private final UrlGuard guard;
    private final MediaStore store;
    private final Duration stallTimeout;

    @Autowired
    MediaDownloader(UrlGuard guard, MediaStore store, MediaProperties properties) {
        this(HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(CONNECT_TIMEOUT)
                .build(), guard, store, properties.downloadStallTimeout());
    }

    MediaDownloader(HttpClient http, UrlGuard guard, MediaStore store, Duration stallTimeout) {
        this.http = http;
        this.guard = guard;
        this.store = store;
        this.stallTimeout = stallTimeout;
    }

    /** Downloads {@code url} into {@code key}, at most {@code limit} bytes. */
    public Fetched fetch(URI url, String key, long limit) {
        URI current = url;
        for (int hop = 0; hop <= MAX_REDIRECTS; hop++) {
            check(current);
            HttpResponse<InputStream> response = send(current);
            int status = response.statusCode();
            if (status >= 300 && status < 400 && status != 304) {
                String location = response.headers().firstValue("location")
                        .orElseThrow(() -> new PermanentFailure("HTTP " + status + " without a Location from " + url));
                closeQuietly(response);
                current = redirectTarget(current, location);
                continue;
            }
            if (status >= 200 && status < 300) {
                return store(response, key, limit, current);
            }
            closeQuietly(response);
            if (status == 408 || status == 429 || status >= 500) {
                throw new TransientFailure("HTTP " + status + " from " + current, null);
            }
            throw new PermanentFailure("HTTP " + status + " from " + current);
        }
        throw new PermanentFailure("More than " + MAX_REDIRECTS + " redirects from " + url);
    }

    private void check(URI uri) {
        try {
            guard.requirePublic(uri);
        } catch (ApiException refused) {
            throw new PermanentFailure(refused.comment());
        }
    }

    private URI redirectTarget(URI from, String location) {
        try {
            return guard.parse(from.resolve(location.strip()).toString());
        } catch (ApiException | IllegalArgumentException e) {
            throw new PermanentFailure("Redirect from " + from + " to an unusable location: " + location);
        }
    }

    private HttpResponse<InputStream> send(URI uri) {
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(RESPONSE_TIMEOUT)
                .header("User-Agent", "Parlance media download").GET().build();
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofInputStream());
        } catch (IOException e) {
            throw new TransientFailure("Cannot fetch " + uri + ": " + describe(e), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TransientFailure("Interrupted while fetching " + uri, e);
        }
    }

    private Fetched store(HttpResponse<InputStream> response, String key, long limit, URI uri) {
        OptionalLong declared = response.headers().firstValueAsLong("content-length");
        if (declared.isPresent() && declared.getAsLong() > limit) {
            closeQuietly(response);
            throw new PermanentFailure("Media at " + uri + " is " + declared.getAsLong()
                    + " bytes, more than the limit of " + limit + " bytes");
        }
        long size;
        try (InputStream body = new StallGuard(response.body(), stallTimeout);
             LimitedSource source = new LimitedSource(body, limit)) {
            size = store.put(key, source);
        } catch (LimitedSource.TooLarge e) {
            throw new PermanentFailure("Media at " + uri + " is larger than the limit of " + limit + " bytes");
        } catch (LimitedSource.ReadFailed e) {
            throw new TransientFailure("Download from " + uri + " broke off: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot store media from " + uri, e);
        }
        if (size == 0) {
            deleteQuietly(key);
            throw new PermanentFailure("Media at " + uri + " is empty");
        }
        String type = response.headers().firstValue("content-type").map(MediaIntake::storableContentType).orElse(null);
        return new Fetched(size, type);
    }

    private void deleteQuietly(String key) {
        try {
            store.delete(key);
        } catch (IOException ignored) {
            // an empty leftover in the job's folder goes when the job does
        }
    }

    private static void closeQuietly(HttpResponse<InputStream> response) {
        try {
            response.body().close();
        } catch (IOException ignored) {
            // the connection is dropped either way
        }
    }

    private static String describe(IOException e) {
        return e.getMessage() == null || e.getMessage().isBlank() ? e.getClass().getSimpleName() : e.getMessage();
    }
}
