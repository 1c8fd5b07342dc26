import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Short-job latency and throughput of a running Parlance service, measured by one JVM process with
 * one keep-alive HTTP client (no process per request, so the figures are the service's).
 *
 * <pre>java bench/ServiceBench.java BASE_URL ADMIN_PASSWORD SPEECH_DIR [SINGLE_RUNS] [BATCH_RUNS] [SERVER_PID] [WARM_UP_BATCHES] [HYPOTHESES]</pre>
 *
 * SPEECH_DIR holds refs.tsv and its WAV files (the shared evaluation set). Prints:
 * <ul>
 * <li>warm-up: WARM_UP_BATCHES (default 4) batches as below, printed but not summed up: the first
 *     batches after a start run slower while the JIT compiles and each recognizer's graph cache fills
 *     (a recognizer new to the service runs at a fraction of its later speed). The first is the
 *     "cold batch": what a service just started does;</li>
 * <li>single: the 11 s clip (jfk.wav) uploaded, then the time from sending perform_transcription
 *     (MECHANICAL) to the first job/info answering Complete, polled every 10 ms; SINGLE_RUNS times
 *     after two unreported warm-ups, one job at a time;</li>
 * <li>batch: 16 short jobs (every utterance of refs.tsv, then again from the top) created and
 *     uploaded first, then perform_transcription sent for all of them at once; audio seconds per
 *     wall second from the first perform_transcription to the last Complete (one job/list every
 *     25 ms sees them all), BATCH_RUNS times;</li>
 * <li>with HYPOTHESES (a file to write): every utterance of refs.tsv transcribed as a job of its
 *     own on the idle service, its get_transcript text written as {@code id<TAB>text} for wer.py,
 *     the time each took printed too.</li>
 * </ul>
 * With SERVER_PID (a local server), also the CPU time the server's process spent (user + system,
 * its child processes such as ffmpeg included once they exited): on a shared machine the wall
 * times say how busy it was, the CPU time what the work cost.
 * No JSON library: the few fields read are picked out with patterns.
 */
public class ServiceBench {
    private static final Pattern TOKEN = Pattern.compile("\"ApiToken\"\\s*:\\s*\"([0-9a-f]+)\"");
    private static final Pattern JOB_ID = Pattern.compile("\"JobId\"\\s*:\\s*\"([0-9a-f]+)\"");
    private static final Pattern STATUS = Pattern.compile("\"JobStatus\"\\s*:\\s*\"([^\"]*)\"");
    private static final int BATCH_SIZE = 16;

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final String base;
    private String token;

    ServiceBench(String base) {
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: java bench/ServiceBench.java BASE_URL ADMIN_PASSWORD SPEECH_DIR [SINGLE_RUNS] [BATCH_RUNS]"
                    + " [SERVER_PID] [WARM_UP_BATCHES] [HYPOTHESES]");
            System.exit(2);
        }
        Path speech = Path.of(args[2]);
        int singleRuns = args.length > 3 ? Integer.parseInt(args[3]) : 10;
        int batchRuns = args.length > 4 ? Integer.parseInt(args[4]) : 3;
        ServiceBench bench = new ServiceBench(args[0]);
        long pid = args.length > 5 ? Long.parseLong(args[5]) : 0;
        bench.token = bench.match(bench.call("/api/account/login", Map.of("username", "admin", "password", args[1])), TOKEN);

        List<Path> files = new ArrayList<>();
        for (String line : Files.readAllLines(speech.resolve("refs.tsv"))) {
            if (!line.isBlank()) files.add(speech.resolve(line.split("\t", 2)[0] + ".wav"));
        }
        System.out.printf(Locale.ROOT, "machine: %d cores, load %s%n", Runtime.getRuntime().availableProcessors(),
                Files.readString(Path.of("/proc/loadavg")).trim());

        // Warm-up batches first: the JIT and both recognizers' graph caches warm up (a recognizer
        // new to the service runs at a fraction of its later speed), then singles and batches are measured.
        int warmUps = args.length > 6 ? Integer.parseInt(args[6]) : 4;
        for (int run = 0; run < warmUps; run++) {
            double cpu = cpuSeconds(pid);
            double[] result = bench.batch(bench.batchFiles(files));
            System.out.printf(Locale.ROOT, "%s %d: %d jobs, %.1f audio-s in %.2f wall-s: %.1f audio-s per wall-s%s%n",
                    run == 0 ? "cold batch, warm-up" : "warm-up batch", run + 1, BATCH_SIZE, result[1], result[2], result[0],
                    pid > 0 ? String.format(Locale.ROOT, "; server CPU %.2f s", cpuSeconds(pid) - cpu) : "");
        }

        Path clip = speech.resolve("jfk.wav");
        List<Double> single = new ArrayList<>();
        List<Double> singleCpu = new ArrayList<>();
        for (int run = -2; run < singleRuns; run++) {
            double cpu = cpuSeconds(pid);
            double seconds = bench.single(clip);
            if (run >= 0) {
                single.add(seconds);
                singleCpu.add(cpuSeconds(pid) - cpu);
            }
        }
        System.out.printf(Locale.ROOT, "single %.1f s clip, perform_transcription -> Complete (%d runs): %s%n",
                wavSeconds(clip), single.size(), summary(single));
        if (pid > 0) System.out.printf(Locale.ROOT, "  server CPU s per single job (upload and polling included): %s%n", summary(singleCpu));

        List<Double> rates = new ArrayList<>();
        for (int run = 0; run < batchRuns; run++) {
            List<Path> batch = bench.batchFiles(files);
            double cpu = cpuSeconds(pid);
            double[] result = bench.batch(batch);
            rates.add(result[0]);
            System.out.printf(Locale.ROOT, "batch %d: %d jobs, %.1f audio-s in %.2f wall-s: %.1f audio-s per wall-s%s%n",
                    run + 1, batch.size(), result[1], result[2], result[0],
                    pid > 0 ? String.format(Locale.ROOT, "; server CPU %.2f s (%.1f audio-s per CPU-s)",
                            cpuSeconds(pid) - cpu, result[1] / (cpuSeconds(pid) - cpu)) : "");
        }
        System.out.printf(Locale.ROOT, "batch of %d, audio-s per wall-s (%d runs after %d warm-ups): %s%n",
                BATCH_SIZE, rates.size(), warmUps, summary(rates));
        if (args.length > 7) bench.hypotheses(speech, Path.of(args[7]));
    }

    /** Every utterance of refs.tsv, then again from the top, to make a batch. */
    List<Path> batchFiles(List<Path> files) {
        List<Path> batch = new ArrayList<>();
        for (int i = 0; i < BATCH_SIZE; i++) batch.add(files.get(i % files.size()));
        return batch;
    }

    /** Each utterance alone (the service idle), its text written for wer.py; seconds to Complete printed. */
    void hypotheses(Path speech, Path out) throws Exception {
        List<String> lines = new ArrayList<>();
        List<Double> seconds = new ArrayList<>();
        for (String line : Files.readAllLines(speech.resolve("refs.tsv"))) {
            if (line.isBlank()) continue;
            String id = line.split("\t", 2)[0];
            String job = upload(speech.resolve(id + ".wav"));
            seconds.add(transcribe(job));
            String text = call("/api/job/get_transcript", Map.of("job_id", job, "create_paragraphs", "false",
                    "timecode_every_paragraph", "false"));
            // Without the speaker label the transcript starts with (">> Speaker 1:"): not words spoken.
            lines.add(id + "\t" + text.replaceAll(">>[^:\\n]*:", " ").replaceAll("\\s+", " ").trim());
        }
        Files.write(out, lines);
        System.out.printf(Locale.ROOT, "each utterance alone, perform_transcription -> Complete (%d): %s%n", seconds.size(), summary(seconds));
    }

    /** Seconds from sending perform_transcription to the first Complete seen. */
    double single(Path clip) throws Exception {
        return transcribe(upload(clip));
    }

    /** Seconds from sending perform_transcription (MECHANICAL) for an uploaded job to its Complete. */
    double transcribe(String job) throws Exception {
        long start = System.nanoTime();
        call("/api/job/perform_transcription", Map.of("job_id", job, "transcription_fidelity", "MECHANICAL"));
        while (true) {
            String status = match(call("/api/job/info", Map.of("job_id", job)), STATUS);
            if (status.equals("Complete")) return (System.nanoTime() - start) / 1e9;
            if (status.equals("Media Failure")) throw new IllegalStateException("job " + job + " failed");
            Thread.sleep(10);
        }
    }

    /** {audio-s per wall-s, audio seconds, wall seconds} of the files transcribed together. */
    double[] batch(List<Path> clips) throws Exception {
        List<String> jobs = new ArrayList<>();
        double audio = 0;
        for (Path clip : clips) {
            jobs.add(upload(clip));
            audio += wavSeconds(clip);
        }
        long start = System.nanoTime();
        List<CompletableFuture<HttpResponse<String>>> sent = new ArrayList<>();
        for (String job : jobs) {
            sent.add(http.sendAsync(request("/api/job/perform_transcription",
                    Map.of("job_id", job, "transcription_fidelity", "MECHANICAL"), null), HttpResponse.BodyHandlers.ofString()));
        }
        for (CompletableFuture<HttpResponse<String>> answer : sent) checked(answer.get());
        while (true) {
            Map<String, String> statuses = listStatuses();
            int complete = 0;
            for (String job : jobs) {
                String status = statuses.getOrDefault(job, "");
                if (status.equals("Media Failure")) throw new IllegalStateException("job " + job + " failed");
                if (status.equals("Complete")) complete++;
            }
            if (complete == jobs.size()) break;
            Thread.sleep(25);
        }
        double wall = (System.nanoTime() - start) / 1e9;
        return new double[]{audio / wall, audio, wall};
    }

    private Map<String, String> listStatuses() throws Exception {
        String body = call("/api/job/list", Map.of());
        // Each list item carries its JobId before its JobStatus; pair them in order.
        Map<String, String> statuses = new HashMap<>();
        Matcher ids = JOB_ID.matcher(body);
        Matcher status = STATUS.matcher(body);
        while (ids.find() && status.find(ids.end())) {
            statuses.put(ids.group(1), status.group(1));
        }
        return statuses;
    }

    private String upload(Path clip) throws Exception {
        String job = match(call("/api/job/new", Map.of("job_name", clip.getFileName().toString())), JOB_ID);
        HttpResponse<String> answer = http.send(request("/api/job/add_media", Map.of("job_id", job),
                HttpRequest.BodyPublishers.ofFile(clip)), HttpResponse.BodyHandlers.ofString());
        checked(answer);
        return job;
    }

    private String call(String path, Map<String, String> params) throws IOException, InterruptedException {
        return checked(http.send(request(path, params, null), HttpResponse.BodyHandlers.ofString())).body();
    }

    private HttpRequest request(String path, Map<String, String> params, HttpRequest.BodyPublisher body) {
        StringBuilder query = new StringBuilder("?v=1");
        if (token != null) query.append("&api_token=").append(token);
        params.forEach((k, v) -> query.append('&').append(k).append('=').append(URLEncoder.encode(v, StandardCharsets.UTF_8)));
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(base + path + query)).timeout(Duration.ofMinutes(2));
        return body == null ? builder.GET().build()
                : builder.header("Content-Type", "application/octet-stream").POST(body).build();
    }

    private static HttpResponse<String> checked(HttpResponse<String> answer) {
        if (answer.statusCode() / 100 != 2) {
            throw new IllegalStateException(answer.uri().getPath() + " answered " + answer.statusCode() + ": " + answer.body());
        }
        return answer;
    }

    private String match(String body, Pattern pattern) {
        Matcher m = pattern.matcher(body);
        if (!m.find()) throw new IllegalStateException("no " + pattern + " in " + body);
        return m.group(1);
    }

    /** User + system CPU seconds of a process and its waited-for children (0 without a pid). */
    static double cpuSeconds(long pid) throws IOException {
        if (pid <= 0) return 0;
        String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // Fields 14-17 of proc(5): utime, stime, cutime, cstime, in clock ticks (100 per second).
        long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]) + Long.parseLong(f[13]) + Long.parseLong(f[14]);
        return ticks / 100.0;
    }

    /** Duration of a PCM WAV file from its header: data bytes over bytes per second. */
    static double wavSeconds(Path wav) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(wav)).order(ByteOrder.LITTLE_ENDIAN);
        int byteRate = 0;
        int pos = 12;
        while (pos + 8 <= b.limit()) {
            String id = new String(b.array(), pos, 4, StandardCharsets.US_ASCII);
            int size = b.getInt(pos + 4);
            if (id.equals("fmt ")) byteRate = b.getInt(pos + 16);
            if (id.equals("data")) return (double) Math.min(size, b.limit() - pos - 8) / byteRate;
            pos += 8 + size + (size & 1);
        }
        throw new IOException("no data chunk in " + wav);
    }

    static String summary(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        double mean = sorted.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        return String.format(Locale.ROOT, "min %.3f, median %.3f, mean %.3f, max %.3f",
                sorted.get(0), sorted.get(sorted.size() / 2), mean, sorted.get(sorted.size() - 1));
    }
}
