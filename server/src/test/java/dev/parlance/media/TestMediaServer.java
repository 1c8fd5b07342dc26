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

    /** Connections a handler holds open: how many now, and the most at once. */
    public static final class Connections {
        private final AtomicInteger open = new AtomicInteger();
        private final AtomicInteger most = new AtomicInteger();

        void opened() {
            most.accumulateAndGet(open.incrementAndGet(), Math::max);
        }

        void closed() {
            open.decrementAndGet();
        }

        public int now() {
            return open.get();
        }

        public int most() {
            return most.get();
        }
    }

    /**
     * A slow sender: {@code size} bytes announced, sent {@code chunk} at a time with a pause between,
     * until all are sent or the client hangs up; each connection counted in {@code connections}.
     */
    public static Handler trickle(long size, int chunk, long pauseMillis, Connections connections) {
        return (ex, hit) -> {
            connections.opened();
            try (OutputStream out = ex.getResponseBody()) {
                ex.sendResponseHeaders(200, size);
                byte[] b = new byte[chunk];
                for (long sent = 0; sent < size; sent += chunk) {
                    out.write(b, 0, (int) Math.min(chunk, size - sent));
                    out.flush();
                    Thread.sleep(pauseMillis);
                }
            } catch (IOException | InterruptedException gone) {
                // the client hung up: what the slow-sender tests wait for
            } finally {
                connections.closed();
            }
        };
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
