package dev.parlance.system;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * The base of the absolute URLs the server hands out (media links, upload links): the operator's
 * {@code parlance.public-url} when set, otherwise the scheme, host and port the request came in on.
 * X-Forwarded-* headers count only if the operator enables {@code server.forward-headers-strategy};
 * behind a proxy, setting {@code PARLANCE_PUBLIC_URL} is the simple answer.
 */
@Component
public class PublicUrl {
    private final String configured;

    public PublicUrl(ParlanceProperties properties) {
        this.configured = stripTrailingSlash(properties.publicUrl().strip());
    }

    /** The base URL without a trailing slash, e.g. {@code https://captions.example.org}. */
    public String base(HttpServletRequest request) {
        if (!configured.isEmpty()) {
            return configured;
        }
        return stripTrailingSlash(ServletUriComponentsBuilder.fromContextPath(request).build().toUriString());
    }

    /** The operator's {@code parlance.public-url}, when set: the base for links made without a request at hand. */
    public java.util.Optional<String> configured() {
        return configured.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(configured);
    }

    private static String stripTrailingSlash(String s) {
        return s.endsWith("/") ? s.substring(0, s.length() - 1) : s;
    }
}
