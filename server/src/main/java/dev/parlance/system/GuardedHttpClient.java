package dev.parlance.system;

import dev.parlance.common.ApiException;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.classic.methods.HttpGet;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.util.Timeout;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;

/**
 * HTTP GETs to URLs a customer gave (media downloads, callbacks) that reach only addresses the
 * {@link UrlGuard} checked. The client resolves each host through {@link UrlGuard#resolveChecked},
 * once per connection, and connects to exactly the addresses that came back; TLS still verifies the
 * host name (SNI and certificate), since the client keeps connecting to the name.
 *
 * <p>Why Apache HttpClient: its {@link DnsResolver} hook supplies the very addresses it connects
 * to. The JDK client resolves on its own and cannot be given an address for an https URL without
 * losing the name the certificate is checked against.
 *
 * <p>Redirects are not followed (callers check each hop and decide), nothing is retried, no
 * cookies, proxies or content decoding: the bytes are the server's. Connections are not reused, so
 * every request is a fresh resolution and check.
 */
public final class GuardedHttpClient {
    /** Far above what the scheduler's workers can use at once; only a bound, never a queue. */
    private static final int MAX_CONNECTIONS = 256;

    /** The guard refused the host: a private address, or an odd spelling. Retrying will not help. */
    public static final class Refused extends UnknownHostException {
        Refused(String reason) {
            super(reason);
        }
    }

    private final CloseableHttpClient http;

    /**
     * @param connectTimeout time allowed to open a connection
     * @param readTimeout    time allowed for the response headers, and for each read of the body
     */
    public GuardedHttpClient(UrlGuard guard, Duration connectTimeout, Duration readTimeout) {
        DnsResolver checked = new DnsResolver() {
            @Override
            public InetAddress[] resolve(String host) throws UnknownHostException {
                try {
                    return guard.resolveChecked(host);
                } catch (ApiException refused) {
                    throw new Refused(refused.comment());
                }
            }

            @Override
            public String resolveCanonicalHostname(String host) {
                return host;
            }
        };
        this.http = HttpClients.custom()
                .setConnectionManager(PoolingHttpClientConnectionManagerBuilder.create()
                        .setDnsResolver(checked)
                        .setDefaultConnectionConfig(ConnectionConfig.custom()
                                .setConnectTimeout(Timeout.of(connectTimeout))
                                .setSocketTimeout(Timeout.of(readTimeout))
                                .build())
                        .setMaxConnTotal(MAX_CONNECTIONS)
                        .setMaxConnPerRoute(MAX_CONNECTIONS)
                        .build())
                .setDefaultRequestConfig(RequestConfig.custom().setResponseTimeout(Timeout.of(readTimeout)).build())
                .setConnectionReuseStrategy((request, response, context) -> false)
                .disableRedirectHandling()
                .disableAutomaticRetries()
                .disableCookieManagement()
                .disableContentCompression()
                .disableAuthCaching()
                .build();
    }

    /**
     * Sends a GET and returns once the response headers are in; the body streams from
     * {@link Response#body()}. The {@code watch} bounds the whole exchange, headers and body: when it
     * ends the fetch, the request is aborted and the call or read fails with its
     * {@link TransferWatch.Ended}. Userinfo in the URL ({@code user:password@}) goes as basic auth,
     * unless {@code headers} carry an Authorization of their own.
     *
     * @throws Refused     the guard refused the host (never connected)
     * @throws IOException the connection failed or timed out, or the watch ended the fetch
     */
    public Response get(URI url, Map<String, String> headers, TransferWatch watch) throws IOException {
        HttpGet get = new HttpGet(withoutUserInfo(url));
        if (url.getRawUserInfo() != null && !headers.containsKey("Authorization")) {
            get.setHeader("Authorization", basicAuthorization(url.getRawUserInfo()));
        }
        headers.forEach(get::setHeader);
        watch.abortWith(get::cancel);
        watch.throwIfEnded();
        try {
            return new Response(get, http.executeOpen(null, get, null), watch);
        } catch (IOException e) {
            watch.throwIfEnded();
            throw refusal(e).<IOException>map(r -> r).orElse(e);
        } catch (IllegalStateException e) {
            watch.throwIfEnded(); // cancelled while connecting: the client says so in its own words
            throw e;
        }
    }

    /** The {@code Authorization} value for the userinfo of a URL, as written in it (percent-encoded). */
    public static String basicAuthorization(String rawUserInfo) {
        String userInfo = URLDecoder.decode(rawUserInfo, StandardCharsets.UTF_8);
        return "Basic " + Base64.getEncoder().encodeToString(userInfo.getBytes(StandardCharsets.UTF_8));
    }

    /** The refusal behind a failed request, however the client wrapped it. */
    private static Optional<Refused> refusal(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof Refused r) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    private static URI withoutUserInfo(URI url) {
        if (url.getRawUserInfo() == null) {
            return url;
        }
        try {
            return new URI(url.getScheme() + "://" + url.getRawAuthority().substring(url.getRawAuthority().lastIndexOf('@') + 1)
                    + (url.getRawPath() == null ? "" : url.getRawPath())
                    + (url.getRawQuery() == null ? "" : "?" + url.getRawQuery()));
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("Cannot drop the userinfo of " + url, e);
        }
    }

    /**
     * A response whose body is still on the wire. Closing it drops the connection at once: the
     * client's own close would first read the rest of the body, which may be gigabytes, or hang
     * on a sender that has stopped.
     */
    public static final class Response implements AutoCloseable {
        private final HttpGet request;
        private final ClassicHttpResponse response;
        private final TransferWatch watch;

        private Response(HttpGet request, ClassicHttpResponse response, TransferWatch watch) {
            this.request = request;
            this.response = response;
            this.watch = watch;
        }

        public int status() {
            return response.getCode();
        }

        public Optional<String> header(String name) {
            Header h = response.getFirstHeader(name);
            return h == null ? Optional.empty() : Optional.of(h.getValue());
        }

        /** The body, watched; closing it closes the response. */
        public InputStream body() throws IOException {
            HttpEntity entity = response.getEntity();
            InputStream content = entity == null ? InputStream.nullInputStream() : entity.getContent();
            return new FilterInputStream(watch.watch(content)) {
                @Override
                public void close() {
                    Response.this.close();
                }
            };
        }

        @Override
        public void close() {
            request.cancel();
            try {
                response.close();
            } catch (IOException ignored) {
                // the connection is gone either way
            }
        }
    }
}
