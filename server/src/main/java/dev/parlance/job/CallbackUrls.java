package dev.parlance.job;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Checks a callback URL when a client hands it over: it must be an absolute http(s) URL once its
 * substitution tags ({@code {job_id}}, {@code {job_name}}, custom_metadata keys...) are filled in.
 * Whether its host may be called (private addresses) is decided when the callback is sent.
 */
public final class CallbackUrls {
    static final int MAX_LENGTH = 4096;
    /** A substitution tag; braces are not legal URI characters, so tags are replaced before parsing. */
    private static final Pattern TAG = Pattern.compile("\\{[A-Za-z0-9_.-]*}");

    private CallbackUrls() {
    }

    /** Returns the URL as given, or throws {@code INVALID_URL}. */
    public static String require(String url) {
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
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            throw invalid(url, "the URL has no host");
        }
        return trimmed;
    }

    private static ApiException invalid(String url, String why) {
        return new ApiException(ErrorType.INVALID_URL, "Invalid callback_url '" + url + "': " + why);
    }
}
