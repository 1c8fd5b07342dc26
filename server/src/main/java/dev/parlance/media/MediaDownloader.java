package dev.parlance.media;

import dev.parlance.common.ApiException;
import dev.parlance.common.ShownUrls;
import dev.parlance.queue.ExpectedFailure;
import dev.parlance.system.FetchProperties;
import dev.parlance.system.GuardedHttpClient;
import dev.parlance.system.TransferWatch;
import dev.parlance.system.Transfers;
import dev.parlance.system.UrlGuard;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;

/**
 * Fetches a media URL into the store. Redirects are followed here rather than by the HTTP client,
 * so that every hop passes the {@link UrlGuard}; the {@link GuardedHttpClient} connects each hop
 * only to the addresses the guard checked. Failures come out sorted: {@link TransientFailure}
 * for what a later attempt may fix (network errors, 5xx, 408, 429), {@link PermanentFailure} for
 * what it will not (other 4xx, refused addresses, too large, empty, redirect loops).
 *
 * <p>Every fetch is watched ({@link TransferWatch}) from the first request to the last byte: the
 * stall timeout, the minimum rate after the grace ({@link FetchProperties}), and for a fetch an API
 * call waits for, an overall bound. A queued download also ends when its work is no longer wanted
 * (the job was deleted) or the process stops: {@link Interrupted}, neither a success nor a failure.
 */
@Component
public class MediaDownloader {
    static final int MAX_REDIRECTS = 5;
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(30);
    /** Time allowed until the response headers arrive; the body may take as long as it needs, if it keeps coming. */
    private static final Duration RESPONSE_TIMEOUT = Duration.ofSeconds(60);
    private static final Map<String, String> HEADERS = Map.of("User-Agent", "Parlance media download");

    /** A failure a later attempt may not repeat. */
    public static final class TransientFailure extends ExpectedFailure {
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

    /** The fetch was ended for a reason of ours, not the sender's: the work was dropped, or the process is stopping. */
    public static final class Interrupted extends RuntimeException {
        private final TransferWatch.Reason reason;

        Interrupted(TransferWatch.Reason reason, String message) {
            super(message);
            this.reason = reason;
        }

        /** {@link TransferWatch.Reason#CANCELLED} or {@link TransferWatch.Reason#STOPPING}. */
        public TransferWatch.Reason reason() {
            return reason;
        }
    }

    /** What was stored. */
    public record Fetched(long size, String contentType) {
    }

    private final GuardedHttpClient http;
    private final UrlGuard guard;
    private final MediaStore store;
    private final Transfers transfers;
    private final TransferWatch.Rules queued;
    private final TransferWatch.Rules inCall;

    @Autowired
    MediaDownloader(UrlGuard guard, MediaStore store, Transfers transfers, MediaProperties properties, FetchProperties fetch) {
        this(guard, store, transfers, fetch.queued(properties.downloadStallTimeout()),
                fetch.inCall(properties.downloadStallTimeout()), CONNECT_TIMEOUT);
    }

    /**
     * The socket's read timeout covers the response headers and every read of the body alike, so
     * it is the longer of the two waits; the {@link TransferWatch} keeps the body to the stall timeout.
     */
    MediaDownloader(UrlGuard guard, MediaStore store, Transfers transfers, TransferWatch.Rules queued,
                    TransferWatch.Rules inCall, Duration connectTimeout) {
        this.http = new GuardedHttpClient(guard, connectTimeout,
                queued.stall().compareTo(RESPONSE_TIMEOUT) > 0 ? queued.stall() : RESPONSE_TIMEOUT);
        this.guard = guard;
        this.store = store;
        this.transfers = transfers;
        this.queued = queued;
        this.inCall = inCall;
    }

    /**
     * Downloads {@code url} into {@code key} for an API call that waits for it: at most {@code limit}
     * bytes, within the in-call bound ({@link FetchProperties#inCallTimeout()}).
     */
    public Fetched fetchDuringCall(URI url, String key, long limit) {
        return fetch(url, key, limit, inCall, () -> false);
    }

    /**
     * Downloads {@code url} into {@code key} for queued work, at most {@code limit} bytes, for as long
     * as the sender keeps the minimum rate and {@code unwanted} says no.
     *
     * @throws Interrupted the work was dropped ({@code unwanted}) or the process is stopping
     */
    public Fetched fetchForQueue(URI url, String key, long limit, BooleanSupplier unwanted) {
        return fetch(url, key, limit, queued, unwanted);
    }

    private Fetched fetch(URI url, String key, long limit, TransferWatch.Rules rules, BooleanSupplier unwanted) {
        try (TransferWatch watch = transfers.start(rules, unwanted)) {
            return fetch(url, key, limit, watch);
        }
    }

    private Fetched fetch(URI url, String key, long limit, TransferWatch watch) {
        URI current = url;
        for (int hop = 0; hop <= MAX_REDIRECTS; hop++) {
            GuardedHttpClient.Response response = send(current, watch);
            int status = response.status();
            if (status >= 300 && status < 400 && status != 304) {
                response.close();
                String location = response.header("location")
                        .orElseThrow(() -> new PermanentFailure("HTTP " + status + " without a Location from " + ShownUrls.masked(url)));
                current = redirectTarget(current, location);
                continue;
            }
            if (status >= 200 && status < 300) {
                return store(response, key, limit, current);
            }
            response.close();
            if (status == 408 || status == 429 || status >= 500) {
                throw new TransientFailure("HTTP " + status + " from " + ShownUrls.masked(current), null);
            }
            throw new PermanentFailure("HTTP " + status + " from " + ShownUrls.masked(current));
        }
        throw new PermanentFailure("More than " + MAX_REDIRECTS + " redirects from " + ShownUrls.masked(url));
    }

    private URI redirectTarget(URI from, String location) {
        try {
            return guard.parse(from.resolve(location.strip()).toString());
        } catch (ApiException | IllegalArgumentException e) {
            throw new PermanentFailure("Redirect from " + ShownUrls.masked(from) + " to an unusable location: " + location);
        }
    }

    /** One hop: the guard checks the addresses the connection goes to, as the client resolves them. */
    private GuardedHttpClient.Response send(URI uri, TransferWatch watch) {
        try {
            return http.get(uri, HEADERS, watch);
        } catch (GuardedHttpClient.Refused refused) {
            throw new PermanentFailure(refused.getMessage());
        } catch (TransferWatch.Ended ended) {
            throw ended(uri, ended);
        } catch (IOException e) {
            throw new TransientFailure("Cannot fetch " + ShownUrls.masked(uri) + ": " + describe(e), e);
        }
    }

    private Fetched store(GuardedHttpClient.Response response, String key, long limit, URI uri) {
        OptionalLong declared = contentLength(response);
        if (declared.isPresent() && declared.getAsLong() > limit) {
            response.close();
            throw new PermanentFailure("The file at " + ShownUrls.masked(uri) + " is " + declared.getAsLong()
                    + " bytes, more than the limit of " + limit + " bytes");
        }
        long size;
        try (response; InputStream body = response.body();
             LimitedSource source = new LimitedSource(body, limit)) {
            size = store.put(key, source);
        } catch (LimitedSource.TooLarge e) {
            throw new PermanentFailure("The file at " + ShownUrls.masked(uri) + " is larger than the limit of " + limit + " bytes");
        } catch (LimitedSource.ReadFailed e) {
            if (e.getCause() instanceof TransferWatch.Ended ended) {
                throw ended(uri, ended);
            }
            throw new TransientFailure("Download from " + ShownUrls.masked(uri) + " broke off: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot store media from " + ShownUrls.masked(uri), e);
        }
        if (size == 0) {
            deleteQuietly(key);
            throw new PermanentFailure("The file at " + ShownUrls.masked(uri) + " is empty");
        }
        String type = response.header("content-type").map(MediaIntake::storableContentType).orElse(null);
        return new Fetched(size, type);
    }

    /** A fetch the watch ended: the sender's fault is retried; ours (dropped, stopping) is neither. */
    private static RuntimeException ended(URI uri, TransferWatch.Ended ended) {
        if (ended.reason().senderFault()) {
            return new TransientFailure("Download from " + ShownUrls.masked(uri) + " ended: " + ended.getMessage(), ended);
        }
        return new Interrupted(ended.reason(), "Download from " + ShownUrls.masked(uri) + " ended: " + ended.getMessage());
    }

    private static OptionalLong contentLength(GuardedHttpClient.Response response) {
        try {
            return response.header("content-length").map(v -> OptionalLong.of(Long.parseLong(v.strip())))
                    .orElse(OptionalLong.empty());
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    private void deleteQuietly(String key) {
        try {
            store.delete(key);
        } catch (IOException ignored) {
            // an empty leftover in the job's folder goes when the job does
        }
    }

    private static String describe(IOException e) {
        return e.getMessage() == null || e.getMessage().isBlank() ? e.getClass().getSimpleName() : e.getMessage();
    }
}
