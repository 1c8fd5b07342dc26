package dev.parlance.bench;

import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The load half of {@code bench/drafts.sh}: {@code DraftBench BASE USERNAME PASSWORD ITEM}. Signs the
 * transcriber in, claims the item, then times the editor's autosave ({@code PUT .../draft}) of a
 * three-hour transcript (30,000 words in 400 turns) and of a one-minute one (150 words), and the
 * load of the item with the long draft saved (which aligns the draft against the machine's text),
 * back to back after a warm-up; prints p50, p99 and the slowest.
 */
public final class DraftBench {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String[] WORDS = ("the of and to a in that is was he for it with as his on be at by i this had not are but"
            + " from or have an they which one you were her all she there would their we him been has when who will more no if"
            + " out so said what up its about into than them can only other new some could time these two may then do first"
            + " any my now such like our over man me even most made after also did many before must through back years where"
            + " much your way well down should because each just those people mr how too little state good very make world").split(" ");

    private DraftBench() {
    }

    public static void main(String[] args) throws Exception {
        String base = args[0];
        HttpClient http = HttpClient.newHttpClient();
        String token = JSON.readTree(send(http, HttpRequest.newBuilder(URI.create(base + "/api/account/login?v=1&username="
                + args[1] + "&password=" + args[2])).GET())).path("ApiToken").asString();
        String item = args[3];
        String auth = "Bearer " + token;
        send(http, HttpRequest.newBuilder(URI.create(base + "/work/api/items/" + item + "/claim")).header("Authorization", auth)
                .POST(HttpRequest.BodyPublishers.noBody()));

        String threeHours = draft(30_000, 400, new Random(1));
        String oneMinute = draft(150, 4, new Random(2));
        System.out.printf("draft bodies: 30,000 words %d KB, 150 words %d KB%n", threeHours.length() / 1024,
                oneMinute.length() / 1024);
        HttpRequest.Builder saveShort = put(base, item, auth, oneMinute);
        HttpRequest.Builder saveLong = put(base, item, auth, threeHours);
        HttpRequest.Builder load = HttpRequest.newBuilder(URI.create(base + "/work/api/items/" + item)).header("Authorization", auth).GET();
        report("draft save, 150 words", time(http, saveShort, 50, 500));
        report("draft save, 30,000 words", time(http, saveLong, 30, 300));
        report("load with a 30,000-word draft", time(http, load, 5, 40));
    }

    private static HttpRequest.Builder put(String base, String item, String auth, String body) {
        return HttpRequest.newBuilder(URI.create(base + "/work/api/items/" + item + "/draft")).header("Authorization", auth)
                .header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString(body));
    }

    /** Milliseconds of each of {@code runs} calls after {@code warmup} untimed ones; each must answer 200. */
    static long[] time(HttpClient http, HttpRequest.Builder request, int warmup, int runs) throws Exception {
        for (int i = 0; i < warmup; i++) {
            send(http, request);
        }
        long[] millis = new long[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            send(http, request);
            millis[i] = (System.nanoTime() - start) / 1_000_000;
        }
        Arrays.sort(millis);
        return millis;
    }

    static void report(String what, long[] sorted) {
        System.out.printf("%-32s n=%d  p50 %d ms  p99 %d ms  max %d ms%n", what, sorted.length, sorted[sorted.length / 2],
                sorted[(int) Math.ceil(sorted.length * 0.99) - 1], sorted[sorted.length - 1]);
    }

    static String send(HttpClient http, HttpRequest.Builder request) throws Exception {
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(response.statusCode() + " " + response.body());
        }
        return response.body();
    }

    /** {@code {"turns": [...]}} with that many words of common English in that many turns, sentences of 12. */
    static String draft(int words, int turns, Random random) {
        ObjectNode body = JSON.createObjectNode();
        ArrayNode list = body.putArray("turns");
        int perTurn = words / turns;
        for (int t = 0; t < turns; t++) {
            List<String> text = new ArrayList<>();
            for (int w = 0; w < perTurn; w++) {
                String word = WORDS[random.nextInt(WORDS.length)];
                text.add(w % 12 == 0 ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word);
                if (w % 12 == 11 || w == perTurn - 1) {
                    text.set(text.size() - 1, text.getLast() + ".");
                }
            }
            list.addObject().put("speaker", "Speaker " + (t % 2 + 1)).put("text", String.join(" ", text));
        }
        return body.toString();
    }
}
