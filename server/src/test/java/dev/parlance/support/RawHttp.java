package dev.parlance.support;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;

/**
 * HTTP/1.1 as raw bytes over a socket, for what a well-behaved client (java.net.http, which
 * normalises URLs and refuses odd headers) would never send: malformed request lines, huge headers,
 * bodies that stop half-way.
 */
public final class RawHttp {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private RawHttp() {
    }

    /**
     * What came back for one request.
     *
     * @param raw    every byte received, as ISO-8859-1 text
     * @param closed whether the server closed the connection (rather than the wait running out)
     */
    public record Answer(String raw, boolean closed) {
        /** The status code, or -1 when no status line came. */
        public int status() {
            if (!raw.startsWith("HTTP/1.1 ")) {
                return -1;
            }
            return Integer.parseInt(raw.substring(9, 12));
        }

        public String header(String name) {
            for (String line : head().split("\r\n")) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).trim().equalsIgnoreCase(name)) {
                    return line.substring(colon + 1).trim();
                }
            }
            return null;
        }

        private String head() {
            int end = raw.indexOf("\r\n\r\n");
            return end < 0 ? raw : raw.substring(0, end);
        }

        /** The body, de-chunked when it was sent in chunks. */
        public String body() {
            int end = raw.indexOf("\r\n\r\n");
            if (end < 0) {
                return "";
            }
            String body = raw.substring(end + 4);
            String encoding = header("Transfer-Encoding");
            if (encoding == null || !encoding.toLowerCase(Locale.ROOT).contains("chunked")) {
                return body;
            }
            StringBuilder out = new StringBuilder();
            int at = 0;
            while (at < body.length()) {
                int lineEnd = body.indexOf("\r\n", at);
                if (lineEnd < 0) {
                    break;
                }
                int size = Integer.parseInt(body.substring(at, lineEnd).split(";")[0].trim(), 16);
                if (size == 0) {
                    break;
                }
                out.append(body, lineEnd + 2, Math.min(body.length(), lineEnd + 2 + size));
                at = lineEnd + 2 + size + 2;
            }
            return new String(out.toString().getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
        }

        /** The body as JSON; fails the test when it is not JSON. */
        public JsonNode json() {
            return JSON.readTree(body());
        }
    }

    /** Sends the bytes and reads until the server closes the connection or {@code wait} passes in silence. */
    public static Answer send(int port, byte[] request, Duration wait) throws IOException {
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout((int) wait.toMillis());
            OutputStream out = socket.getOutputStream();
            try {
                out.write(request);
                out.flush();
            } catch (IOException e) {
                // The server may answer and close before taking all of an oversized request.
            }
            return read(socket.getInputStream());
        }
    }

    /** Sends the bytes, then closes the sending side (the server reads the end of the stream), and reads the answer. */
    public static Answer sendThenHalfClose(int port, String request, Duration wait) throws IOException {
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout((int) wait.toMillis());
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            socket.shutdownOutput();
            return read(socket.getInputStream());
        }
    }

    public static Answer send(int port, String request, Duration wait) throws IOException {
        return send(port, request.getBytes(StandardCharsets.ISO_8859_1), wait);
    }

    /**
     * Sends the request text, whose body never comes in full, and returns what came back once a
     * JSON error is complete (or what arrived within 10 s): for refusals that must come before
     * the body, which the server would otherwise wait for.
     */
    public static String untilErrorComment(int port, String request) throws IOException {
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            StringBuilder got = new StringBuilder();
            byte[] buf = new byte[8192];
            try {
                int n;
                while ((n = in.read(buf)) != -1) {
                    got.append(new String(buf, 0, n, StandardCharsets.ISO_8859_1));
                    int comment = got.indexOf("\"ErrorComment\"");
                    if (comment >= 0 && got.indexOf("}", comment) >= 0) {
                        break;
                    }
                }
            } catch (SocketTimeoutException e) {
                // whatever arrived is the answer
            }
            return got.toString();
        }
    }

    private static Answer read(InputStream in) throws IOException {
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        boolean closed;
        try {
            int n;
            while ((n = in.read(buffer)) != -1) {
                got.write(buffer, 0, n);
            }
            closed = true;
        } catch (SocketTimeoutException e) {
            closed = false;
        } catch (IOException e) {
            // A reset after the answer: the server closed the connection hard.
            closed = true;
        }
        return new Answer(got.toString(StandardCharsets.ISO_8859_1), closed);
    }
}
