package dev.parlance.system;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Locale;

/**
 * The SSRF guard for every URL the server fetches or calls on a customer's behalf (media downloads,
 * later callbacks): the URL must be absolute http(s), and every address its host resolves to must be
 * public. Loopback, private, link-local (cloud metadata at 169.254.169.254), unique-local IPv6,
 * unspecified, multicast and carrier-grade NAT addresses are refused with {@code INVALID_URL} unless
 * the operator sets {@code parlance.allow-private-urls=true}.
 *
 * <p>Callers check each redirect hop again, since a public URL may redirect to a private one. The
 * HTTP client resolves the host once more when it connects, so a DNS answer that changes between
 * the check and the connection (rebinding) is not caught here.
 */
@Component
public class UrlGuard {
    /** Long enough for signed storage URLs, short enough for an index on PostgreSQL. */
    public static final int MAX_URL_LENGTH = 2048;

    /** Name resolution, replaceable so tests need no DNS. */
    public interface HostResolver {
        InetAddress[] resolve(String host) throws UnknownHostException;
    }

    private final boolean allowPrivate;
    private final HostResolver resolver;

    @Autowired
    public UrlGuard(ParlanceProperties properties) {
        this(properties.allowPrivateUrls(), InetAddress::getAllByName);
    }

    public UrlGuard(boolean allowPrivate, HostResolver resolver) {
        this.allowPrivate = allowPrivate;
        this.resolver = resolver;
    }

    /** An absolute http or https URL with a host, or {@code INVALID_URL}. Does not resolve the host. */
    public URI parse(String raw) {
        if (raw == null || raw.isBlank()) {
            throw invalid("URL is empty");
        }
        String text = raw.strip();
        if (text.length() > MAX_URL_LENGTH) {
            throw invalid("URL is longer than " + MAX_URL_LENGTH + " characters");
        }
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            throw invalid("not a valid URL: " + text);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!uri.isAbsolute() || !(scheme.equals("http") || scheme.equals("https"))) {
            throw invalid("expected an absolute http or https URL: " + text);
        }
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            throw invalid("URL has no host: " + text);
        }
        return uri;
    }

    /** {@link #parse} plus the address check; returns the parsed URL. */
    public URI requirePublic(String raw) {
        URI uri = parse(raw);
        requirePublic(uri);
        return uri;
    }

    /** Refuses a URL whose host resolves to any address that is not public (see the class comment). */
    public void requirePublic(URI uri) {
        if (allowPrivate) {
            return;
        }
        String host = uri.getHost();
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        InetAddress[] addresses;
        try {
            addresses = resolver.resolve(host);
        } catch (UnknownHostException e) {
            throw invalid("host " + host + " cannot be resolved");
        }
        if (addresses.length == 0) {
            throw invalid("host " + host + " cannot be resolved");
        }
        for (InetAddress address : addresses) {
            if (isForbidden(address)) {
                throw invalid("host " + host + " resolves to a private or reserved address ("
                        + address.getHostAddress() + "); such URLs are refused");
            }
        }
    }

    /** True for addresses a customer URL must not reach. */
    static boolean isForbidden(InetAddress address) {
        if (address.isAnyLocalAddress() || address.isLoopbackAddress() || address.isLinkLocalAddress()
                || address.isSiteLocalAddress() || address.isMulticastAddress()) {
            return true;
        }
        byte[] b = address.getAddress();
        if (address instanceof Inet4Address) {
            int first = b[0] & 0xff;
            int second = b[1] & 0xff;
            return first == 0                                   // 0.0.0.0/8 "this network"
                    || first == 100 && (second & 0xc0) == 64    // 100.64.0.0/10 carrier-grade NAT
                    || first == 255;                            // broadcast
        }
        if (address instanceof Inet6Address v6) {
            if ((b[0] & 0xfe) == 0xfc) {                        // fc00::/7 unique local
                return true;
            }
            if (v6.isIPv4CompatibleAddress() || isNat64(b)) {   // an IPv4 address inside IPv6
                try {
                    return isForbidden(InetAddress.getByAddress(Arrays.copyOfRange(b, 12, 16)));
                } catch (UnknownHostException e) {
                    return true;
                }
            }
        }
        return false;
    }

    /** 64:ff9b::/96, the well-known NAT64 prefix. */
    private static boolean isNat64(byte[] b) {
        if (!(b[0] == 0 && b[1] == 0x64 && (b[2] & 0xff) == 0xff && (b[3] & 0xff) == 0x9b)) {
            return false;
        }
        for (int i = 4; i < 12; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return true;
    }

    private static ApiException invalid(String why) {
        return new ApiException(ErrorType.INVALID_URL, "Invalid URL: " + why);
    }
}
