package dev.parlance.support;

import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A local HTTP endpoint that records every request and answers with scripted statuses, then 200. */
public final class CallbackReceiver implements AutoCloseable {
    public record Received(String method, URI uri, String deliveryId, String authorization) {
    }

    private final HttpServer server;
    private final Deque<Integer> statuses = new ArrayDeque<>();
    public final List<Received> received = new CopyOnWriteArrayList<>();

    public CallbackReceiver(Integer... firstStatuses) {
        statuses.addAll(List.of(firstStatuses));
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", exchange -> {
            received.add(new Received(exchange.getRequestMethod(), exchange.getRequestURI(),
                    exchange.getRequestHeaders().getFirst("X-Parlance-Delivery"),
                    exchange.getRequestHeaders().getFirst("Authorization")));
            Integer status;
            synchronized (statuses) {
                status = statuses.isEmpty() ? 200 : statuses.poll();
            }
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        server.start();
    }

    public String url(String pathAndQuery) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + pathAndQuery;
    }

    public String urlWithCredentials(String pathAndQuery) {
        return "http://hook:s3cret@127.0.0.1:" + server.getAddress().getPort() + pathAndQuery;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
