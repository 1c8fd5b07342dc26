package dev.parlance.bench;

import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The two halves of {@code bench/joblist.sh}.
 * <ul>
 *   <li>{@code seed JDBC_URL USER PASSWORD USERNAME JOBS}: an account (with the admin's password)
 *   and that many jobs, written with batched JDBC inserts through the real schema, so 100,000 jobs
 *   take seconds rather than 100,000 HTTP calls.</li>
 *   <li>{@code load BASE USERNAME PASSWORD CLIENTS REQUESTS QUERY}: CLIENTS threads, each with its
 *   own session, call {@code job/list?QUERY} back to back; prints latency percentiles over
 *   REQUESTS calls after a warm-up. When QUERY asks for pages, each client walks the pages with
 *   the cursor each answer gives (restarting at the top after the last page), so first, middle
 *   and last pages are all timed. One JVM and one HTTP client: the load generator stays cheap.</li>
 *   <li>{@code drop-schema JDBC_URL USER PASSWORD SCHEMA}: removes the PostgreSQL schema of a run.</li>
 * </ul>
 */
public final class JobListBench {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String[] STATUSES = {"COMPLETE", "COMPLETE", "COMPLETE", "COMPLETE", "COMPLETE", "COMPLETE",
            "IN_PROCESS", "PENDING", "AUTHORIZING", "MEDIA_FAILURE"};
    private static final String OPTIONS = """
            {"speaker_id": true, "notes": "Names: Ada Lovelace", "customer_approval_steps": ["TRANSLATION","RETURN"],
             "custom_metadata": {"project": "bench"}}""";

    private JobListBench() {
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "seed" -> seed(args[1], args[2], args[3], args[4], Integer.parseInt(args[5]));
            case "drop-schema" -> dropSchema(args[1], args[2], args[3], args[4]);
            case "load" -> load(args[1], args[2], args[3], Integer.parseInt(args[4]), Integer.parseInt(args[5]), args[6]);
            default -> throw new IllegalArgumentException("seed or load, not " + args[0]);
        }
    }

    static void seed(String url, String user, String password, String username, int count) throws SQLException {
        long start = System.nanoTime();
        try (Connection c = DriverManager.getConnection(url, user, password)) {
            seed(c, username, count);
        }
        System.out.printf("seeded %,d jobs for %s in %.1f s%n", count, username, (System.nanoTime() - start) / 1e9);
    }

    /**
     * An account {@code username} with the admin's password and {@code count} jobs, on this connection
     * (also the web job list's benchmark, on the test application's own database).
     */
    public static void seed(Connection c, String username, int count) throws SQLException {
        c.setAutoCommit(false);
        String accountId = newId();
        try (PreparedStatement s = c.prepareStatement("""
                insert into accounts (id, username, username_key, password_hash, created_at)
                select ?, ?, ?, password_hash, now() from accounts where username_key = 'admin'""")) {
            s.setString(1, accountId);
            s.setString(2, username);
            s.setString(3, username);
            if (s.executeUpdate() != 1) {
                throw new IllegalStateException("no admin account to copy the password from");
            }
        }
        Instant newest = Instant.now().minusSeconds(60);
        try (PreparedStatement s = c.prepareStatement("""
                insert into jobs (id, account_id, name, language, external_id, status, fidelity, priority,
                                  turnaround_hours, difficulty, options_json, media_length_seconds, created_at,
                                  authorized_at, started_at, due_at, completed_at, returned_at)
                values (?, ?, ?, 'en', ?, ?, 'MECHANICAL', 'STANDARD', 48, 'Unknown', ?, ?, ?, ?, ?, ?, ?, ?)""")) {
            for (int i = 0; i < count; i++) {
                ThreadLocalRandom r = ThreadLocalRandom.current();
                // A job a minute, with a few sharing one creation time (the cursor must keep them apart).
                Instant created = newest.minusSeconds(60L * (count - i) - (i % 7 == 0 ? 60 : 0));
                String status = STATUSES[r.nextInt(STATUSES.length)];
                boolean done = status.equals("COMPLETE");
                s.setString(1, newId());
                s.setString(2, accountId);
                s.setString(3, "Bench job " + i);
                s.setString(4, "ext-" + i);
                s.setString(5, status);
                s.setString(6, i % 3 == 0 ? OPTIONS : null);
                s.setDouble(7, 30 + r.nextInt(3600));
                s.setTimestamp(8, Timestamp.from(created));
                s.setTimestamp(9, Timestamp.from(created.plusSeconds(5)));
                s.setTimestamp(10, status.equals("AUTHORIZING") ? null : Timestamp.from(created.plusSeconds(10)));
                s.setTimestamp(11, Timestamp.from(created.plusSeconds(48 * 3600)));
                s.setTimestamp(12, done ? Timestamp.from(created.plusSeconds(600)) : null);
                s.setTimestamp(13, done ? Timestamp.from(created.plusSeconds(600)) : null);
                s.addBatch();
                if (i % 1000 == 999) {
                    s.executeBatch();
                    c.commit();
                }
            }
            s.executeBatch();
            c.commit();
        }
        // Statistics now, as autovacuum would later: a plan made from the empty table's statistics
        // (PostgreSQL keeps generic plans of prepared statements) would otherwise be measured.
        c.setAutoCommit(true);
        c.createStatement().execute("analyze");
    }

    /** Removes the bench's own PostgreSQL schema (its name comes from the script, never from a user). */
    static void dropSchema(String url, String user, String password, String schema) throws SQLException {
        if (!schema.matches("bench_joblist_\\d+")) {
            throw new IllegalArgumentException("not a bench schema: " + schema);
        }
        try (Connection c = DriverManager.getConnection(url, user, password)) {
            c.createStatement().execute("drop schema if exists " + schema + " cascade");
        }
    }

    static void load(String base, String username, String password, int clients, int requests, String query)
            throws Exception {
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        boolean paged = query.contains("page_size");
        AtomicLong bytes = new AtomicLong();
        AtomicLong failures = new AtomicLong();
        AtomicReference<String> firstFailure = new AtomicReference<>();
        long[] latencies = new long[requests];
        AtomicLong next = new AtomicLong(-clients * 2L); // the first two calls of each client warm up
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        long start = System.nanoTime();
        List<Future<?>> running = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            running.add(pool.submit(() -> {
                String token = login(http, base, username, password);
                String cursor = "";
                for (long slot = next.getAndIncrement(); slot < requests; slot = next.getAndIncrement()) {
                    String uri = base + "/api/job/list?v=1&api_token=" + token + (query.isEmpty() ? "" : "&" + query)
                            + (cursor.isEmpty() ? "" : "&cursor=" + enc(cursor));
                    long t0 = System.nanoTime();
                    HttpResponse<InputStream> response = http.send(HttpRequest.newBuilder(URI.create(uri)).build(),
                            HttpResponse.BodyHandlers.ofInputStream());
                    byte[] body = null;
                    boolean cutOff = false;
                    try (InputStream in = response.body()) {
                        boolean keep = paged || response.statusCode() != 200;
                        body = keep ? in.readAllBytes() : null;
                        bytes.addAndGet(keep ? body.length : in.transferTo(OutputStream.nullOutputStream()));
                    } catch (IOException e) {
                        body = ("cut off: " + e).getBytes(StandardCharsets.UTF_8);
                        cutOff = true;
                    }
                    long took = System.nanoTime() - t0;
                    if (slot >= 0) {
                        latencies[(int) slot] = took;
                    }
                    if (cutOff || response.statusCode() != 200) {
                        failures.incrementAndGet();
                        firstFailure.compareAndSet(null, "HTTP " + response.statusCode() + ": "
                                + new String(body, 0, Math.min(body.length, 300), StandardCharsets.UTF_8));
                        cursor = "";
                    } else if (paged) {
                        cursor = JSON.readTree(body).path("NextCursor").asString("");
                    }
                }
                return null;
            }));
        }
        try {
            for (Future<?> f : running) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        double wall = (System.nanoTime() - start) / 1e9;
        Arrays.sort(latencies);
        System.out.printf("%-34s %2d clients, %5d calls: p50 %7.1f ms  p99 %7.1f ms  max %7.1f ms  (%.0f calls/s, %.2f MB/call)%n",
                username + (query.isEmpty() ? " whole list" : " " + query), clients, requests, ms(latencies, 0.50),
                ms(latencies, 0.99), latencies[requests - 1] / 1e6, requests / wall,
                bytes.get() / 1e6 / (requests + clients * 2L));
        if (failures.get() > 0) {
            System.out.printf("  %d calls FAILED; the first: %s%n", failures.get(), firstFailure.get());
        }
    }

    private static double ms(long[] sorted, double p) {
        return sorted[(int) Math.min(sorted.length - 1, Math.round(p * (sorted.length - 1)))] / 1e6;
    }

    private static String login(HttpClient http, String base, String username, String password)
            throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/account/login?v=1&username="
                + enc(username) + "&password=" + enc(password))).build(), HttpResponse.BodyHandlers.ofString());
        return JSON.readTree(r.body()).path("ApiToken").asString();
    }

    private static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static String newId() {
        byte[] b = new byte[16];
        ThreadLocalRandom.current().nextBytes(b);
        return HexFormat.of().formatHex(b);
    }
}
