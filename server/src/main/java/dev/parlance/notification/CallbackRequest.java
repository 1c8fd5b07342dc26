package dev.parlance.notification;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.system.GuardedHttpClient;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A callback ready to send: the customer's URL with its tags substituted, and the basic-auth header
 * taken from {@code user:password@} in the URL (HTTP clients do not send userinfo by themselves).
 *
 * @param uri           the URL to GET, without userinfo
 * @param authorization {@code Basic ...} header value when the URL carried credentials
 */
public record CallbackRequest(URI uri, Optional<String> authorization) {
    private static final Pattern TAG = Pattern.compile("\\{([A-Za-z0-9_.-]+)}");

    /**
     * Substitutes {@code {job_id}}, {@code {job_name}}, {@code {elementlist_version}},
     * {@code {iwp_name}} and custom_metadata keys, URL-encoded; an unknown tag stays, its braces
     * percent-encoded so the URL remains valid.
     */
    public static CallbackRequest of(String template, Map<String, String> jobTags, Map<String, String> customMetadata) {
        return parse(substituteTags(template, jobTags, customMetadata));
    }

    /** The template with its tags substituted, as text (userinfo, if any, still in it). */
    static String substituteTags(String template, Map<String, String> jobTags, Map<String, String> customMetadata) {
        Map<String, String> values = new LinkedHashMap<>(customMetadata);
        values.putAll(jobTags);  // the job's own tags win over metadata keys of the same name
        Matcher m = TAG.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = values.get(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(value == null ? "%7B" + m.group(1) + "%7D"
                    : URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20")));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** A substituted URL, ready to send. */
    static CallbackRequest parse(String url) {
        try {
            URI uri = new URI(url);
            if (uri.getScheme() == null || !(uri.getScheme().equalsIgnoreCase("http") || uri.getScheme().equalsIgnoreCase("https"))
                    || uri.getHost() == null) {
                throw new ApiException(ErrorType.INVALID_URL, "Callback URL must be an absolute http or https URL");
            }
            Optional<String> auth = Optional.empty();
            if (uri.getRawUserInfo() != null) {
                auth = Optional.of(GuardedHttpClient.basicAuthorization(uri.getRawUserInfo()));
                uri = new URI(uri.getScheme(), null, uri.getHost(), uri.getPort(), uri.getRawPath() == null ? null : uri.getPath(),
                        null, null);
                uri = URI.create(uri + (hasQuery(url) ? "?" + rawQuery(url) : ""));
            }
            return new CallbackRequest(uri, auth);
        } catch (URISyntaxException e) {
            throw new ApiException(ErrorType.INVALID_URL, "Callback URL is not a valid URL: " + e.getMessage());
        }
    }

    private static boolean hasQuery(String url) {
        return url.indexOf('?') >= 0;
    }

    private static String rawQuery(String url) {
        String q = url.substring(url.indexOf('?') + 1);
        int hash = q.indexOf('#');
        return hash >= 0 ? q.substring(0, hash) : q;
    }
}
