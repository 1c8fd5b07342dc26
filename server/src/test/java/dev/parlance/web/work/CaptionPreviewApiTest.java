package dev.parlance.web.work;

import dev.parlance.account.Role;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.WebClient;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The caption preview over real HTTP: the holder's text, as the editor sends it, comes back as the
 * captions it will make and the quality check's violations, each cue pointing at the words it shows;
 * a text with a word too long for a line or too many words for their time is flagged, the fixed text
 * is clean. Nothing is saved. The approval page previews through its link.
 */
class CaptionPreviewApiTest extends WorkApiTestSupport {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String FIXED = "And so, my fellow Americans: ask not what your country can do for you, ask what you"
            + " can do for your country.";
    private static final String LONG_WORD = "Countrywideinterdepartmentalisationsthatnobodycanread";

    @Test
    void overlongLinesAndFastReadingAreFlaggedAndTheFixedTextIsClean() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        String preview = "/work/api/items/" + item + "/preview";
        refused(transcriber.post(preview, body(FIXED)), 403, "not_held");
        transcriber.post("/work/api/items/" + item + "/claim").ok();

        JsonNode clean = transcriber.post(preview, body(FIXED)).ok();
        assertThat(clean.path("profile").asString()).isEqualTo("NETFLIX_LIKE");
        assertThat(clean.path("violations").size()).as(clean.toString()).isZero();
        assertThat(clean.path("errors").asInt()).isZero();
        assertThat(clean.path("warnings").asInt()).isZero();
        List<JsonNode> cues = list(clean.path("cues"));
        assertThat(cues).isNotEmpty();
        assertThat(String.join(" ", cues.stream().flatMap(c -> list(c.path("lines")).stream()).map(JsonNode::asString).toList()))
                .contains("my fellow Americans").contains("for your country.");
        assertThat(cues).allSatisfy(c -> assertThat(c.path("end").asLong()).isGreaterThan(c.path("start").asLong()));
        // Each cue points at its words in the text sent: the first starts at "And", the last ends at "country".
        assertThat(FIXED.substring(cues.getFirst().path("from").path("start").asInt(), cues.getFirst().path("from").path("end").asInt()))
                .isEqualTo("And");
        assertThat(FIXED.substring(0, cues.getLast().path("to").path("end").asInt())).endsWith("your country");
        assertThat(clean.path("profiles").findValuesAsString("name")).containsExactly("SPEC_DEFAULTS", "NETFLIX_LIKE", "DCMP_LIKE");

        // A word longer than a caption line: an error on the cue that shows it.
        String overlong = FIXED.replace("fellow", LONG_WORD);
        JsonNode flagged = transcriber.post(preview, body(overlong)).ok();
        JsonNode tooLong = only(flagged, "LINE_TOO_LONG");
        assertThat(tooLong.path("severity").asString()).isEqualTo("error");
        assertThat(tooLong.path("measured").asDouble()).isGreaterThan(42);
        assertThat(tooLong.path("limit").asDouble()).isEqualTo(42);
        assertThat(tooLong.path("message").asString()).contains("(at most 42)");
        assertThat(words(overlong, cue(flagged, tooLong))).contains(LONG_WORD);
        assertThat(flagged.path("errors").asInt()).isGreaterThanOrEqualTo(1);

        // Many more words than were said in that time: too fast to read, a warning.
        String crammed = FIXED.replace("ask not what", "ask not, in these long and difficult and uncertain and trying and"
                + " historic and remarkable and extraordinary and testing and memorable days, what");
        JsonNode fast = transcriber.post(preview, body(crammed)).ok();
        List<JsonNode> reading = list(fast.path("violations")).stream()
                .filter(v -> v.path("rule").asString().equals("READING_SPEED")).toList();
        assertThat(reading).as(fast.toString()).isNotEmpty().allSatisfy(v -> {
            assertThat(v.path("severity").asString()).isEqualTo("warning");
            assertThat(v.path("measured").asDouble()).isGreaterThan(20);
        });
        assertThat(reading).anySatisfy(v -> assertThat(words(crammed, cue(fast, v)))
                .containsAnyOf("difficult", "historic", "testing"));

        // The same text against another profile: DCMP lines are 32 characters at most.
        JsonNode dcmp = transcriber.post(preview + "?profile=dcmp_like", body(FIXED)).ok();
        assertThat(dcmp.path("profile").asString()).isEqualTo("DCMP_LIKE");
        assertThat(list(dcmp.path("cues"))).flatExtracting(c -> list(c.path("lines")))
                .allSatisfy(l -> assertThat(l.asString().length()).isLessThanOrEqualTo(32));

        // A time window: its captions, and those with a violation wherever they are.
        assertThat(clean.path("cueCount").asInt()).isEqualTo(cues.size());
        assertThat(cues).extracting(c -> c.path("index").asInt()).containsExactlyElementsOf(
                IntStream.range(0, cues.size()).boxed().toList());
        long lastStart = cues.getLast().path("start").asLong();
        JsonNode window = transcriber.post(preview + "?from=" + lastStart + "&to=" + (lastStart + 10), body(FIXED)).ok();
        assertThat(window.path("cueCount").asInt()).isEqualTo(cues.size());
        assertThat(list(window.path("cues"))).extracting(c -> c.path("index").asInt()).containsExactly(cues.size() - 1);
        List<JsonNode> flaggedCues = list(flagged.path("cues"));
        int last = flaggedCues.size() - 1;
        long flaggedLastStart = flaggedCues.getLast().path("start").asLong();
        JsonNode flaggedWindow = transcriber.post(preview + "?from=" + flaggedLastStart + "&to=" + (flaggedLastStart + 10),
                body(overlong)).ok();
        List<Integer> withProblems = list(flaggedWindow.path("violations")).stream().map(v -> v.path("cue").asInt()).toList();
        assertThat(list(flaggedWindow.path("cues"))).extracting(c -> c.path("index").asInt())
                .contains(tooLong.path("cue").asInt(), last)
                .allSatisfy(i -> assertThat(i == last || withProblems.contains(i)).as("caption %d answered", i).isTrue());
        refused(transcriber.post(preview + "?from=500&to=100", body(FIXED)), 400, "invalid_request");

        refused(transcriber.post(preview + "?profile=BBC", body(FIXED)), 400, "invalid_request");
        refused(transcriber.post(preview, body("ask not [mus what")), 400, "invalid_text");
        refused(transcriber.post(preview, "{\"text\": \"no turns\"}"), 400, "invalid_request");
        refused(newWorker(Role.TRANSCRIBER).post(preview, body(FIXED)), 403, "not_held");
        assertThat(transcriber.get("/work/api/items/" + item).ok().path("draft").isNull()).as("a preview saves nothing").isTrue();
    }

    @Test
    void theApprovalPagePreviewsThroughItsLink() throws Exception {
        Customer customer = newCustomer();
        reviewingJob(customer, "MECHANICAL", "options", "{\"customer_approval_steps\": [\"RETURN\"]}");
        String token = ApprovalApiTest.emailedToken(customer);
        WebClient page = new WebClient(api.base());
        page.get("/approve/" + token + "/api").json();
        String path = "/approve/" + token + "/api/preview";

        assertThat(page.send(post(path, body(FIXED))).status()).as("no CSRF token").isEqualTo(403);
        String csrf = page.cookie(WebClient.CSRF_COOKIE).orElseThrow();
        ApiResponse clean = page.send(post(path, body(FIXED)).header("X-XSRF-TOKEN", csrf));
        assertThat(clean.status()).as(clean.body()).isEqualTo(200);
        assertThat(clean.json().path("violations").size()).isZero();
        ApiResponse flagged = page.send(post(path, body(FIXED.replace("fellow", LONG_WORD))).header("X-XSRF-TOKEN", csrf));
        assertThat(flagged.status()).as(flagged.body()).isEqualTo(200);
        only(flagged.json(), "LINE_TOO_LONG");
        String[] parts = token.split("-");
        String tampered = parts[0] + "-" + parts[1] + "-" + "0".repeat(64);
        refused(page.send(post("/approve/" + tampered + "/api/preview", body(FIXED)).header("X-XSRF-TOKEN", csrf)), 404, "not_found");
    }

    /** The one violation of this rule. */
    private static JsonNode only(JsonNode preview, String rule) {
        List<JsonNode> found = list(preview.path("violations")).stream().filter(v -> v.path("rule").asString().equals(rule)).toList();
        assertThat(found).as(preview.toString()).hasSize(1);
        return found.getFirst();
    }

    /** The cue a violation is about. */
    private static JsonNode cue(JsonNode preview, JsonNode violation) {
        return list(preview.path("cues")).stream().filter(c -> c.path("index").asInt() == violation.path("cue").asInt())
                .findFirst().orElseThrow(() -> new AssertionError("no cue of " + violation));
    }

    /** The typed words a cue shows, from its first word's start to its last word's end. */
    private static String words(String text, JsonNode cue) {
        return text.substring(cue.path("from").path("start").asInt(), cue.path("to").path("end").asInt());
    }

    /**
     * The text as one turn without a speaker's name: a name would be shown in the first caption
     * ("Kennedy: And so, ...") and, in the time of the fixture's speech, make it too fast to read.
     */
    private static String body(String text) {
        ObjectNode body = JSON.createObjectNode();
        body.putArray("turns").addObject().put("text", text);
        return body.toString();
    }

    private static List<JsonNode> list(JsonNode array) {
        List<JsonNode> items = new ArrayList<>();
        array.forEach(items::add);
        return items;
    }

    private HttpRequest.Builder post(String path, String json) {
        return HttpRequest.newBuilder(URI.create(api.base() + path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json));
    }
}
