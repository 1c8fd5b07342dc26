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
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * The SSRF guard for every URL the server fetches or calls on a customer's behalf (media downloads,
 * callbacks): the URL must be absolute http(s), and every address its host resolves to must be
 * public. Loopback, private, link-local (cloud metadata at 169.254.169.254), unique-local IPv6,
 * unspecified, multicast and carrier-grade NAT addresses are refused with {@code INVALID_URL} unless
 * the operator sets {@code parlance.allow-private-urls=true}.
 *
 * <p>An IPv4 address written in any form but the dotted quad of decimals without leading zeros
 * ({@code 0177.0.0.1}, {@code 0x7f.1}, {@code 2130706433}, {@code 127.1}) is refused whatever the
 * setting: parsers disagree on what such a host means (Java reads {@code 0177.0.0.1} as the public
 * 177.0.0.1, curl and glibc as 127.0.0.1), so no check of one reading can vouch for another.
 *
 * <p>Checking a URL when it is submitted only refuses early. What protects is
 * {@link #resolveChecked}: the HTTP client that connects ({@link GuardedHttpClient}) resolves the
 * host through it, once, and connects only to the addresses it checked, so a DNS answer that
 * changes between check and connection (rebinding) has nothing to exploit.
 */
@Component
public class UrlGuard {
    /** Long enough for signed storage URLs, short enough for an index on PostgreSQL. */
    public static final int MAX_URL_LENGTH = 2048;
    /** What WHATWG URL parsers (browsers, curl) take for an IPv4 number: decimal, octal or hex digits. */
    private static final Pattern NUMERIC_LABEL = Pattern.compile("[0-9]+|0[xX][0-9a-fA-F]*");
    /** The one accepted spelling of an IPv4 address. */
    private static final Pattern DOTTED_QUAD = Pattern.compile(
            "(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])");

    /** Name resolution, replaceable so tests need no DNS. */
    public interface HostResolver {
        InetAddress[] resolve(String host) throws UnknownHostException;
    }

    private final boolean allowPrivate;
    private final HostResolver resolver;
    private final Predicate<InetAddress> forbidden;

    @Autowired
    public UrlGuard(ParlanceProperties properties) {
        this(properties.allowPrivateUrls(), InetAddress::getAllByName);
    }

    public UrlGuard(boolean allowPrivate, HostResolver resolver) {
        this(allowPrivate, resolver, UrlGuard::isForbidden);
    }

    /** With a rule of its own for which addresses are refused: tests play "public" and "private" on loopback. */
    public UrlGuard(boolean allowPrivate, HostResolver resolver, Predicate<InetAddress> forbidden) {
        this.allowPrivate = allowPrivate;
        this.resolver = resolver;
        this.forbidden = forbidden;
    }

    /**
     * An absolute http or https URL with a host that is not a non-canonical IPv4 address, or
     * {@code INVALID_URL}. Does not resolve the host.
     */
    public URI parse(String raw) {
        try {
            return parseOrThrow(raw);
        } catch (ApiException e) {
            throw e;
        } catch (RuntimeException odd) {
            // Java's URI and the host checks below have their own ways to fail on odd spellings
            // (ports past int, full-width dots); each is a URL we cannot use, never a crash.
            throw invalid("not a usable URL: " + raw.strip());
        }
    }

    private URI parseOrThrow(String raw) {
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
        requireCanonicalHost(uri);
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            throw invalid("URL has no host: " + text);
        }
        if (uri.getPort() > 65535) {
            throw invalid("port " + uri.getPort() + " is out of range: " + text);
        }
        return uri;
    }

    /** {@link #parse} plus the address check; returns the parsed URL. */
    public URI requirePublic(String raw) {
        URI uri = parse(raw);
        requirePublic(uri);
        return uri;
    }

    /** Refuses a URL whose host is written oddly or resolves to any address that is not public. */
    public void requirePublic(URI uri) {
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            throw invalid("URL has no host: " + uri);
        }
        requireCanonicalHost(uri);
        if (!allowPrivate) {
            resolveChecked(uri.getHost());
        }
    }

    /**
     * Resolves {@code host} once and returns its addresses, each of them checked (unless the
     * operator allows private addresses): the addresses a connection to the host may use.
     *
     * @throws ApiException {@code INVALID_URL} when the host is written oddly, does not resolve or
     *                      resolves to any address that is not public
     */
    public InetAddress[] resolveChecked(String host) {
        String bare = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        requireCanonical(bare);
        InetAddress[] addresses;
        try {
            addresses = resolver.resolve(bare);
        } catch (UnknownHostException e) {
            throw invalid("host " + bare + " cannot be resolved");
        }
        if (addresses == null || addresses.length == 0) {
            throw invalid("host " + bare + " cannot be resolved");
        }
        if (!allowPrivate) {
            for (InetAddress address : addresses) {
                if (forbidden.test(address)) {
                    throw invalid("host " + bare + " resolves to a private or reserved address ("
                            + address.getHostAddress() + "); such URLs are refused");
                }
            }
        }
        return addresses.clone();
    }

    /**
     * Java's URI leaves the host empty for some numeric spellings ({@code 127.1}, {@code 0x7f.1}) and
     * keeps others ({@code 0177.0.0.1}); both are judged here from the authority as written.
     */
    private static void requireCanonicalHost(URI uri) {
        String host = uri.getHost() != null ? uri.getHost() : hostOf(uri.getRawAuthority());
        if (host != null) {
            requireCanonical(host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host);
        }
    }

    /** The host part of an authority ({@code user@host:port}), or null. */
    private static String hostOf(String authority) {
        if (authority == null) {
            return null;
        }
        String hostPort = authority.substring(authority.lastIndexOf('@') + 1);
        if (hostPort.startsWith("[")) {
            int end = hostPort.indexOf(']');
            return end < 0 ? hostPort : hostPort.substring(0, end + 1);
        }
        int colon = hostPort.lastIndexOf(':');
        return colon < 0 ? hostPort : hostPort.substring(0, colon);
    }

    /**
     * A host (without brackets) that is a name, an IPv6 address or a canonical dotted quad. A
     * host whose last label is a number is an IPv4 address to WHATWG parsers, so it must be a
     * dotted quad; an IPv6 address may end in one (::ffff:127.0.0.1), which must be canonical too.
     */
    private static void requireCanonical(String host) {
        if (host.contains(":")) {
            String tail = host.substring(host.lastIndexOf(':') + 1);
            if (tail.contains(".") && !DOTTED_QUAD.matcher(tail).matches()) {
                throw nonCanonical(host);
            }
            return;
        }
        String[] labels = host.split("\\.", -1);
        String last = labels[labels.length - 1];
        if (last.isEmpty() && labels.length > 1) {
            last = labels[labels.length - 2];  // a trailing dot: "127.0.0.1." is no canonical form either
            if (NUMERIC_LABEL.matcher(last).matches()) {
                throw nonCanonical(host);
            }
        }
        if (NUMERIC_LABEL.matcher(last).matches() && !DOTTED_QUAD.matcher(host).matches()) {
            throw nonCanonical(host);
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

    private static ApiException nonCanonical(String host) {
        return invalid("host " + host + " is an IPv4 address in a non-canonical form; write it as four decimal"
                + " numbers without leading zeros, such as 192.0.2.10");
    }

    private static ApiException invalid(String why) {
        return new ApiException(ErrorType.INVALID_URL, "Invalid URL: " + why);
    }
}
