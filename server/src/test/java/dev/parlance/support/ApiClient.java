package dev.parlance.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.StringJoiner;

/** Real HTTP calls against the running application, the way v1 clients make them. */
public final class ApiClient {
    private final HttpClient http;
    private final String base;

    public ApiClient(String base) {
        this.http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
        this.base = base;
    }

    /** A client whose connections come from {@code localAddress} (e.g. 127.0.0.7: any 127.x.y.z is loopback). */
    public ApiClient(String base, InetAddress localAddress) {
        this.http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).localAddress(localAddress).build();
        this.base = base;
    }

    /** A client over the given HTTP client (one that keeps cookies, for instance). */
    public ApiClient(String base, HttpClient http) {
        this.http = http;
        this.base = base;
    }

    public String base() {
        return base;
    }

    /** Builds a query string from alternating names and values. */
    public static String query(String... nameValues) {
        StringJoiner q = new StringJoiner("&");
        for (int i = 0; i + 1 < nameValues.length; i += 2) {
            if (nameValues[i + 1] != null) {
                q.add(URLEncoder.encode(nameValues[i], StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(nameValues[i + 1], StandardCharsets.UTF_8));
            }
        }
        return q.toString();
    }

    public ApiResponse get(String path, String... nameValues) {
        return send(HttpRequest.newBuilder(uri(path, query(nameValues))).GET());
    }

    /** POST with the parameters form-encoded in the body. */
    public ApiResponse postForm(String path, String contentType, String... nameValues) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                .POST(HttpRequest.BodyPublishers.ofString(query(nameValues)));
        if (contentType != null) {
            b.header("Content-Type", contentType);
        }
        return send(b);
    }

    public ApiResponse postJson(String path, String query, String json) {
        return send(HttpRequest.newBuilder(uri(path, query)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    public ApiResponse postBytes(String path, String query, String contentType, byte[] body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(uri(path, query)).POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (contentType != null) {
            b.header("Content-Type", contentType);
        }
        return send(b);
    }

    public ApiResponse postFile(String path, String query, Path file) {
        try {
            return send(HttpRequest.newBuilder(uri(path, query)).header("Content-Type", "video/mp4")
                    .POST(HttpRequest.BodyPublishers.ofFile(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public ApiResponse send(HttpRequest.Builder request) {
        try {
            HttpResponse<byte[]> r = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            return new ApiResponse(r.statusCode(), r.headers(), r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public URI uri(String path, String query) {
        return URI.create(base + path + (query == null || query.isEmpty() ? "" : "?" + query));
    }
}
