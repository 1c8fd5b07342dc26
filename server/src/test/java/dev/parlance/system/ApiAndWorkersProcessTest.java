package dev.parlance.system;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiClient;
import dev.parlance.support.CallbackReceiver;
import dev.parlance.support.S3ProxyServer;
import dev.parlance.support.ServerProcess;
import dev.parlance.support.TestDatabase;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A deployment of three processes on one PostgreSQL database and one S3 bucket (S3Proxy): an api
 * process ({@code parlance.role=api}) and two workers ({@code parlance.role=worker}, no port). Ten
 * jobs with callback URLs go in through the api; the worker seen recognizing first is killed with
 * SIGKILL. The other worker revives the dead execution (db-scheduler's heartbeat, set here to notice
 * within seconds), every job completes with its words, and every callback reaches the receiver at
 * least once under the delivery id that the job's task history names. Only the workers ever pick
 * queued work: the api never recognizes. One worker opens no port at all; the other, given a
 * management port, answers there for health and metrics only. PostgreSQL only (an H2 file admits one process).
 */
@Tag("cluster")
class ApiAndWorkersProcessTest {
    private static final int JOBS = 10;
    private static final Set<String> RECOGNITION = Set.of("transcribe-media", "recognize-sections");
    private static final Pattern CALLBACK_TASK = Pattern.compile("^Callback ([0-9a-f]+) \\(FINAL\\)");

    @TempDir
    Path dir;

    @Test
    void tenJobsCompleteAndAreCalledBackWhenAWorkerIsKilledMidRecognition() throws Exception {
        assumeTrue(TestDatabase.POSTGRES, "several processes share one database: PostgreSQL only");
        Path media = media();
        Map<String, String> db = TestDatabase.properties(Files.createDirectories(dir.resolve("db")));
        S3ProxyServer s3 = S3ProxyServer.shared();
        try (CallbackReceiver receiver = new CallbackReceiver()) {
            Map<String, String> common = new LinkedHashMap<>(db);
            common.putAll(s3.storageProperties(s3.newBucket("cluster")));
            common.put("parlance.secret", "a-secret-every-process-of-the-cluster-shares");
            common.put("parlance.admin-password", "cluster-pw-1");
            common.put("parlance.allow-private-urls", "true");
            common.put("parlance.callbacks.initial-backoff", "500ms");
            common.put("spring.jmx.enabled", "false");
            // A dead worker's executions are revived after 4 missed heartbeats of 1 s (30 s in production).
            common.put("db-scheduler.heartbeat-interval", "1s");
            common.put("db-scheduler.missed-heartbeats-limit", "4");

            int port = ServerProcess.freePort();
            ApiClient api = new ApiClient("http://localhost:" + port);
            try (ServerProcess apiProcess = ServerProcess.start("api", with(common, dir.resolve("api"),
                    "parlance.role", "api", "server.port", String.valueOf(port)))) {
                apiProcess.awaitOk(api, "/actuator/health/readiness", Duration.ofMinutes(5));
                Map<String, ServerProcess> workers = new LinkedHashMap<>();
                int management = ServerProcess.freePort();
                try {
                    for (String name : List.of("worker-1", "worker-2")) {
                        workers.put(name, ServerProcess.start(name, with(common, dir.resolve(name),
                                "parlance.role", "worker", "db-scheduler.scheduler-name", name,
                                "parlance.workers", "2", "parlance.speech.recognizers", "1",
                                // worker-2 is watched through a management port; worker-1 has no port at all.
                                "parlance.management-port", name.equals("worker-2") ? String.valueOf(management) : "")));
                    }
                    ApiClient watched = new ApiClient("http://localhost:" + management);
                    workers.get("worker-2").awaitOk(watched, "/actuator/health/readiness", Duration.ofMinutes(5));
                    assertThat(watched.get("/actuator/prometheus").body()).contains("parlance_queue_waiting");
                    assertThat(watched.get("/api/account/login", "v", "1", "username", "admin", "password", "cluster-pw-1")
                            .status()).as("the API on a worker's management port").isEqualTo(404);
                    workers.get("worker-1").awaitStarted(Duration.ofMinutes(5));
                    assertThat(workers.get("worker-1").log()).doesNotContain("Tomcat");
                    run(api, receiver, media, db, workers, apiProcess);
                } finally {
                    for (ServerProcess worker : workers.values()) {
                        worker.close();
                    }
                }
            }
        }
    }

    private void run(ApiClient api, CallbackReceiver receiver, Path media, Map<String, String> db,
                     Map<String, ServerProcess> workers, ServerProcess apiProcess) throws Exception {
        String token = api.get("/api/account/login", "v", "1", "username", "admin", "password", "cluster-pw-1")
                .ok().path("ApiToken").asString();
        byte[] bytes = Files.readAllBytes(media);
        List<String> jobs = new ArrayList<>();
        for (int i = 0; i < JOBS; i++) {
            String job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "cluster-" + i)
                    .ok().path("JobId").asString();
            api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + job, "audio/wav", bytes).ok();
            api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", job,
                    "transcription_fidelity", "MECHANICAL", "callback_url", receiver.url("/done/" + job + "?id={job_id}")).ok();
            jobs.add(job);
        }

        Set<String> pickers = new ConcurrentSkipListSet<>();
        try (Connection sql = DriverManager.getConnection(db.get("parlance.db.url"), db.get("parlance.db.user"),
                db.get("parlance.db.password"))) {
            Picked victim = awaitRecognitionPicked(sql, pickers, Duration.ofMinutes(5));
            workers.get(victim.by()).kill();
            String survivor = workers.keySet().stream().filter(w -> !w.equals(victim.by())).findFirst().orElseThrow();

            Map<String, JsonNode> done = awaitAll(api, token, jobs, sql, pickers, Duration.ofMinutes(8));
            for (String job : jobs) {
                assertThat(done.get(job).path("JobStatus").asString()).as("job %s", job).isEqualTo("Complete");
                String transcript = api.get("/api/job/get_transcript", "v", "1", "api_token", token, "job_id", job).body();
                assertThat(transcript).as("transcript of %s", job).containsIgnoringCase("country");
            }
            assertThat(pickers).as("who ran queued work").isSubsetOf(workers.keySet()).contains(victim.by());
            workers.get(survivor).assertAlive();
            apiProcess.assertAlive();
            assertThat(apiProcess.log()).doesNotContain("Vosk", "recognizer");
        }

        // Every FINAL callback arrives, at least once, under the id the job's tasks name.
        Instant deadline = Instant.now().plus(Duration.ofMinutes(2));
        while (receivedJobs(receiver).size() < JOBS && Instant.now().isBefore(deadline)) {
            Thread.sleep(200);
        }
        for (String job : jobs) {
            Set<String> received = new TreeSet<>();
            for (CallbackReceiver.Received r : receiver.received) {
                if (r.uri().getPath().equals("/done/" + job)) {
                    assertThat(r.uri().getQuery()).isEqualTo("id=" + job);
                    received.add(r.deliveryId());
                }
            }
            Set<String> named = new TreeSet<>();
            for (String info : api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok()
                    .path("Tasks").findValuesAsString("TaskInfo")) {
                Matcher m = CALLBACK_TASK.matcher(info);
                if (m.find()) {
                    named.add(m.group(1));
                }
            }
            assertThat(named).as("callback deliveries of %s", job).hasSize(1);
            assertThat(received).as("delivery ids received for %s", job).isEqualTo(named);
        }
    }

    /** Waits for a worker to hold a recognition step, sampling who picks queued work meanwhile. */
    private static Picked awaitRecognitionPicked(Connection sql, Set<String> pickers, Duration within) throws Exception {
        Instant deadline = Instant.now().plus(within);
        while (Instant.now().isBefore(deadline)) {
            Optional<Picked> recognizing = Optional.empty();
            for (Picked p : picked(sql)) {
                pickers.add(p.by());
                if (RECOGNITION.contains(p.task()) && recognizing.isEmpty()) {
                    recognizing = Optional.of(p);
                }
            }
            if (recognizing.isPresent()) {
                return recognizing.get();
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no worker picked recognition within " + within);
    }

    private static Map<String, JsonNode> awaitAll(ApiClient api, String token, List<String> jobs, Connection sql,
                                                  Set<String> pickers, Duration within) throws Exception {
        Instant deadline = Instant.now().plus(within);
        Map<String, JsonNode> finished = new HashMap<>();
        while (Instant.now().isBefore(deadline)) {
            picked(sql).forEach(p -> pickers.add(p.by()));
            for (String job : jobs) {
                if (!finished.containsKey(job)) {
                    JsonNode info = api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok();
                    if (Set.of("Complete", "Media Failure").contains(info.path("JobStatus").asString())) {
                        finished.put(job, info);
                    }
                }
            }
            if (finished.size() == jobs.size()) {
                return finished;
            }
            Thread.sleep(300);
        }
        throw new AssertionError("finished " + finished.keySet() + " of " + jobs + " within " + within);
    }

    private record Picked(String task, String by) {
    }

    private static List<Picked> picked(Connection sql) throws SQLException {
        List<Picked> rows = new ArrayList<>();
        try (var statement = sql.createStatement();
             ResultSet rs = statement.executeQuery("select task_name, picked_by from scheduled_tasks where picked")) {
            while (rs.next()) {
                rows.add(new Picked(rs.getString(1), rs.getString(2)));
            }
        }
        return rows;
    }

    private static Set<String> receivedJobs(CallbackReceiver receiver) {
        Set<String> jobs = new TreeSet<>();
        receiver.received.forEach(r -> jobs.add(r.uri().getPath()));
        return jobs;
    }

    private static Map<String, String> with(Map<String, String> common, Path dataDir, String... more) {
        Map<String, String> p = new LinkedHashMap<>(common);
        p.put("parlance.data-dir", dataDir.toString());
        for (int i = 0; i < more.length; i += 2) {
            p.put(more[i], more[i + 1]);
        }
        return p;
    }

    /** About 20 seconds of speech: each job keeps a worker's recognizer busy for a while. */
    private Path media() {
        Path one = SpeechFixtures.speech(dir, "one", SpeechFixtures.ASK_NOT);
        Path padded = SpeechFixtures.convert(one, dir.resolve("padded.wav"), "-af", "apad=pad_dur=0.8", "-ar", "16000");
        Path looped = dir.resolve("looped.wav");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-stream_loop", "2", "-i", padded.toString(),
                "-c", "copy", looped.toString());
        return looped;
    }
}
