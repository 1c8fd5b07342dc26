package dev.parlance.bench;

import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * The HTTP half of {@code bench/preview.sh}: {@code PreviewRouteBench BASE USERNAME PASSWORD ITEM}.
 * Signs the transcriber in, claims the item (a short recording's edit pass), then times the editor's
 * caption preview ({@code POST .../preview}) of a 150-word text and of a 30,000-word one, the whole
 * track and a window of 7 minutes as the editor asks, back to back after a warm-up; prints p50, p99,
 * the slowest, the size of the answer, and with the server's process id the server's CPU time per
 * preview (all its threads, from /proc: what a preview costs whatever else the machine is doing).
 * The 30,000 words are said in the recording's few seconds, so almost every caption reads too fast
 * and comes back flagged: the worst case of the answer's size.
 */
public final class PreviewRouteBench {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private PreviewRouteBench() {
    }

    /** {@code PreviewRouteBench BASE USERNAME PASSWORD ITEM [SERVER_PID]}. */
    public static void main(String[] args) throws Exception {
        String base = args[0];
        HttpClient http = HttpClient.newHttpClient();
        String token = JSON.readTree(DraftBench.send(http, HttpRequest.newBuilder(URI.create(base
                + "/api/account/login?v=1&username=" + args[1] + "&password=" + args[2])).GET())).path("ApiToken").asString();
        String item = args[3];
        String auth = "Bearer " + token;
        DraftBench.send(http, HttpRequest.newBuilder(URI.create(base + "/work/api/items/" + item + "/claim"))
                .header("Authorization", auth).POST(HttpRequest.BodyPublishers.noBody()));

        String threeHours = DraftBench.draft(30_000, 400, new Random(1));
        String oneMinute = DraftBench.draft(150, 4, new Random(2));
        String route = base + "/work/api/items/" + item + "/preview";
        for (String[] run : new String[][] {{"150 words", oneMinute, ""}, {"30,000 words, whole track", threeHours, ""},
                {"30,000 words, 7-minute window", threeHours, "?from=0&to=420000"}}) {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(route + run[2])).header("Authorization", auth)
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(run[1]));
            var answer = JSON.readTree(DraftBench.send(http, request));
            System.out.printf("preview, %s: %d captions (%d answered), %d violations, answer %d KB%n", run[0],
                    answer.path("cueCount").asInt(), answer.path("cues").size(), answer.path("violations").size(),
                    answer.toString().length() / 1024);
            long cpuBefore = args.length > 4 ? cpuMillis(args[4]) : 0;
            long[] sorted = DraftBench.time(http, request, 10, 100);
            DraftBench.report("preview, " + run[0], sorted);
            if (args.length > 4) {
                System.out.printf("  server CPU per preview (warm-up included): %.1f ms%n", (cpuMillis(args[4]) - cpuBefore) / 110.0);
            }
        }
    }

    /** CPU time the process has used, user and system, all threads (Linux /proc, 100 ticks a second). */
    private static long cpuMillis(String pid) throws IOException {
        String stat = Files.readString(Path.of("/proc", pid, "stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10;
    }
}
