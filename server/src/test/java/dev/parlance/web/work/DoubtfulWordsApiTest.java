package dev.parlance.web.work;

import dev.parlance.account.Role;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The confidences the editor marks doubtful words by, from a real recording through the real machine
 * pass (espeak-ng speech, ffmpeg, Vosk) to the work API: spread out so the editor's budget of marks
 * is used, and lowest on the words the machine got wrong.
 */
class DoubtfulWordsApiTest extends WorkApiTestSupport {
    /** The share of words the editor marks at most (editor-model.js DOUBTFUL_SHARE). */
    private static final double DOUBTFUL_SHARE = 0.2;

    @Test
    void theWordsTheMachineGotWrongAreMarkedDoubtful() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + item + "/claim").ok();
        List<JsonNode> words = WorkPassesApiTest.words(transcriber.get("/work/api/items/" + item).ok());
        double[] confidences = words.stream().mapToDouble(w -> w.path("confidence").asDouble()).toArray();
        assertThat(Arrays.stream(confidences).boxed().toList()).allSatisfy(c -> assertThat(c).isBetween(0.0, 1.0));
        assertThat(Arrays.stream(confidences).distinct().count()).as("confidences that tell words apart").isGreaterThan(3);

        // As the editor marks them: below the confidence of the word at the budget, never a word at 1.0.
        int most = (int) Math.floor(words.size() * DOUBTFUL_SHARE);
        double threshold = Math.min(Arrays.stream(confidences).sorted().toArray()[most], 1.0);
        List<Integer> marked = IntStream.range(0, words.size()).filter(i -> confidences[i] < threshold).boxed().toList();
        assertThat(marked).as("the editor's whole budget of marks is used").hasSize(most);

        Set<String> spoken = Set.copyOf(Arrays.asList(SPOKEN.split(" ")));
        List<Integer> wrong = IntStream.range(0, words.size())
                .filter(i -> !spoken.contains(plain(words.get(i).path("text").asString()))).boxed().toList();
        assertThat(wrong).as("the machine mishears the fixture in places (\"americans ask not\")").isNotEmpty();
        assertThat(marked).as("words %s with confidences %s", words.stream().map(w -> w.path("text").asString()).toList(),
                Arrays.toString(confidences)).containsAll(wrong);
    }

    @Test
    void aWordConfirmedAsHeardIsNoLongerDoubtfulInThisPassNorTheNext() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PROFESSIONAL");
        Worker editor = newWorker(Role.TRANSCRIBER);
        String edit = editor.itemOf(job);
        editor.post("/work/api/items/" + edit + "/claim").ok();
        JsonNode loaded = editor.get("/work/api/items/" + edit).ok();
        List<JsonNode> words = WorkPassesApiTest.words(loaded);
        assertThat(words).as("words name no sound: only a sound tag says it is one").noneMatch(w -> w.has("sound"));
        int least = IntStream.range(0, words.size()).boxed()
                .min(java.util.Comparator.comparingDouble(i -> words.get(i).path("confidence").asDouble())).orElseThrow();
        assertThat(words.get(least).path("confidence").asDouble()).isLessThan(1.0);
        long start = words.get(least).path("start").asLong();

        // The text as loaded, but the least sure word confirmed (the editor: Ctrl+J past it, left as it was).
        var body = replacing(loaded, words.getFirst().path("text").asString(), words.getFirst().path("text").asString());
        body.putArray("confirmed").add(start);
        editor.put("/work/api/items/" + edit + "/draft", body.toString()).ok();
        List<JsonNode> reloaded = WorkPassesApiTest.words(editor.get("/work/api/items/" + edit).ok());
        assertThat(reloaded).hasSameSizeAs(words);
        assertThat(reloaded.get(least).path("confidence").asDouble()).as("the confirmed word, after a reload").isEqualTo(1.0);
        assertThat(IntStream.range(0, words.size()).filter(i -> i != least)
                .mapToObj(i -> reloaded.get(i).path("confidence").asDouble()).toList()).as("the others as heard")
                .isEqualTo(IntStream.range(0, words.size()).filter(i -> i != least)
                        .mapToObj(i -> words.get(i).path("confidence").asDouble()).toList());

        editor.post("/work/api/items/" + edit + "/submit").ok(); // the saved draft, its confirmation with it
        Worker reviewer = newWorker(Role.REVIEWER);
        String review = reviewer.itemOf(job);
        reviewer.post("/work/api/items/" + review + "/claim").ok();
        JsonNode reviewed = reviewer.get("/work/api/items/" + review).ok();
        JsonNode same = WorkPassesApiTest.words(reviewed).stream().filter(w -> w.path("start").asLong() == start).findFirst()
                .orElseThrow();
        assertThat(same.path("confidence").asDouble()).as("the reviewer is not asked about it again").isEqualTo(1.0);
    }

    private static String plain(String word) {
        return word.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}']", "");
    }
}
