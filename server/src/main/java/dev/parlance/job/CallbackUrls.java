package dev.parlance.job;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.system.UrlGuard;
import org.springframework.stereotype.Component;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Checks a callback URL when a client hands it over (perform_transcription, job/modify): it must be
 * an absolute http(s) URL once its substitution tags ({@code {job_id}}, {@code {job_name}},
 * custom_metadata keys...) are filled in, and its host must pass the {@link UrlGuard} as a
 * media_url's does, so a private or oddly written address is refused at once rather than at
 * delivery. A host that itself holds a tag is only known at delivery, where the guard checks it.
 */
@Component
public class CallbackUrls {
    static final int MAX_LENGTH = 4096;
    /** A substitution tag; braces are not legal URI characters, so tags are replaced before parsing. */
    private static final Pattern TAG = Pattern.compile("\\{[A-Za-z0-9_.-]*}");
    /** The authority of an absolute URL as written: after "//", up to the path, query or fragment. */
    private static final Pattern AUTHORITY = Pattern.compile("^[^:/?#]+://([^/?#]*)");

    private final UrlGuard guard;

    CallbackUrls(UrlGuard guard) {
        this.guard = guard;
    }

    /** Returns the URL as given, or throws {@code INVALID_URL}. */
    public String require(String url) {
        String trimmed = url.trim();
        if (trimmed.length() > MAX_LENGTH) {
            throw invalid(url, "longer than " + MAX_LENGTH + " characters");
        }
        URI uri;
        try {
            uri = new URI(TAG.matcher(trimmed).replaceAll("tag"));
        } catch (URISyntaxException e) {
            throw invalid(url, e.getReason());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw invalid(url, "expected an absolute http or https URL");
        }
        try {
            if (!hostHasTag(trimmed)) {
                guard.requirePublic(uri);
            }
        } catch (ApiException refused) {
            throw invalid(url, refused.comment().replaceFirst("^Invalid URL: ", ""));
        }
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            throw invalid(url, "the URL has no host");
        }
        return trimmed;
    }

    private static boolean hostHasTag(String url) {
        var m = AUTHORITY.matcher(url);
        return m.find() && m.group(1).contains("{");
    }

    private static ApiException invalid(String url, String why) {
        return new ApiException(ErrorType.INVALID_URL, "Invalid callback_url '" + url + "': " + why);
    }
}
