package dev.parlance.job;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.ShownUrls;
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
 * delivery. A tag may stand in the path, query or userinfo but not in the host: a substituted value
 * is URL-encoded, so a job name with a space would make the host invalid, and any value could make
 * it private; neither can be known when the URL is handed over, and a callback must never fail for a
 * reason found only when the transcript is done.
 */
@Component
public class CallbackUrls {
    static final int MAX_LENGTH = 4096;
    /** A substitution tag; braces are not legal URI characters, so tags are replaced before parsing. */
    private static final Pattern TAG = Pattern.compile("\\{[A-Za-z0-9_.-]*}");
    /** The authority of an absolute URL as written: after "//", up to the path, query or fragment. */
    private static final Pattern AUTHORITY = Pattern.compile("^[^:/?#]+://([^/?#]*)");
    /** A tag that stands in place of a value the URL is invalid without: the filler must keep it valid. */
    private static final String FILLER = "tag";

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
        if (hostHasTag(trimmed)) {
            throw invalid(url, "a substitution tag may not stand in the host (its value could make the host invalid"
                    + " or private); put it in the path or the query");
        }
        URI uri;
        try {
            uri = new URI(TAG.matcher(trimmed).replaceAll(FILLER));
        } catch (URISyntaxException e) {
            throw invalid(url, e.getReason());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw invalid(url, "expected an absolute http or https URL");
        }
        try {
            guard.requirePublic(guard.parse(uri.toString()));
        } catch (ApiException refused) {
            throw invalid(url, refused.comment().replaceFirst("^Invalid URL: ", ""));
        }
        return trimmed;
    }

    /** Whether the host, as written between the userinfo and the port, holds a tag (userinfo may). */
    private static boolean hostHasTag(String url) {
        var m = AUTHORITY.matcher(url);
        if (!m.find()) {
            return false;
        }
        String authority = m.group(1);
        return authority.substring(authority.lastIndexOf('@') + 1).contains("{");
    }

    private static ApiException invalid(String url, String why) {
        return new ApiException(ErrorType.INVALID_URL, "Invalid callback_url '" + ShownUrls.masked(url) + "': " + why);
    }
}
