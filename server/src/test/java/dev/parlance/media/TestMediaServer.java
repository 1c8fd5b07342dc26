package dev.parlance.media;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/** A tiny HTTP server on loopback that plays media hosts: files, errors, redirects, flaky answers. */
public final class TestMediaServer implements AutoCloseable {
    public interface Handler {
        void handle(HttpExchange exchange, int hit) throws IOException;
    }

    private final HttpServer server;
    private final ConcurrentHashMap<String, AtomicInteger> hits = new ConcurrentHashMap<>();

    public TestMediaServer() {
        this(InetAddress.getLoopbackAddress(), 0);
    }

    /** On another loopback address (127.0.0.2...), or a given port: a second host for the same URL. */
    TestMediaServer(InetAddress address, int port) {
        try {
            server = HttpServer.create(new InetSocketAddress(address, port), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.start();
    }

    public String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    public int hits(String path) {
        return hits.computeIfAbsent(path, p -> new AtomicInteger()).get();
    }

    public TestMediaServer on(String path, Handler handler) {
        server.createContext(path, exchange -> {
            int hit = hits.computeIfAbsent(path, p -> new AtomicInteger()).incrementAndGet();
            try (exchange) {
                handler.handle(exchange, hit);
            }
        });
        return this;
    }

    public TestMediaServer file(String path, byte[] body, String contentType) {
        return on(path, (ex, hit) -> send(ex, 200, body, contentType));
    }

    public TestMediaServer status(String path, int status) {
        return on(path, (ex, hit) -> send(ex, status, ("status " + status).getBytes(), "text/plain"));
    }

    public TestMediaServer redirect(String path, String location) {
        return on(path, (ex, hit) -> {
            ex.getResponseHeaders().add("Location", location);
            ex.sendResponseHeaders(302, -1);
        });
    }

    public static void send(HttpExchange ex, int status, byte[] body, String contentType) throws IOException {
        if (contentType != null) {
            ex.getResponseHeaders().add("Content-Type", contentType);
        }
        ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(body);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
