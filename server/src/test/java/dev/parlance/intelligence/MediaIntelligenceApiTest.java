package dev.parlance.intelligence;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.CustomerJobs;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 29: {@code generate_media_intelligence_iwp} names the versions that get keywords and topics.
 * A short talk about solar panels (espeak-ng) transcribed MECHANICAL: with MECHANICAL named, its
 * ElementList has key phrases, each range exactly the words where it is said, and subjects; the
 * version not named (FINAL), and a job without the option, have neither map.
 */
class MediaIntelligenceApiTest extends ApiTestSupport {
    private static final String TALK = "solar panels turn sunlight into electricity. "
            + "the solar panels on a roof face the sun for most of the day. "
            + "a battery stores the electricity for the night. "
            + "solar panels and a battery together can power a house.";

    @TempDir
    static Path dir;
    static Path talk;

    @BeforeAll
    static void fixtures() {
        talk = SpeechFixtures.speech(dir, "solar", TALK);
    }

    @Test
    void theNamedVersionHasKeywordsAndTopicsWithTheirTimes() throws Exception {
        CustomerJobs jobs = new CustomerJobs(api, adminToken());
        String job = jobs.mechanical("Solar talk", talk, "options", "{\"generate_media_intelligence_iwp\": [\"MECHANICAL\"]}");
        JsonNode list = jobs.elementList(job, "iwp_name", "MECHANICAL");

        JsonNode keywords = list.path("keywords");
        List<String> names = new ArrayList<>();
        keywords.propertyNames().forEach(names::add);
        assertThat(names).as(keywords.toString()).isNotEmpty().anyMatch(k -> k.contains("solar panel"));
        long end = list.path("end_time").asLong();
        for (String name : names) {
            JsonNode keyword = keywords.path(name);
            assertThat(name).isEqualTo(name.toLowerCase());
            assertThat(keyword.path("display_name").asString()).isNotBlank();
            assertThat(keyword.path("url").isString()).isTrue();
            assertThat(keyword.path("time_ranges")).isNotEmpty();
            keyword.path("time_ranges").forEach(r -> {
                assertThat(r.path("start_time").asLong()).isBetween(0L, r.path("end_time").asLong());
                assertThat(r.path("end_time").asLong()).isLessThanOrEqualTo(end);
            });
        }
        List<JsonNode> words = new ArrayList<>();
        list.path("segments").forEach(s -> s.path("sequences").forEach(q -> q.path("tokens").forEach(t -> {
            if (t.path("type").asString().equals("word")) {
                words.add(t);
            }
        })));
        for (String name : names) {
            int length = name.split(" ").length;
            for (JsonNode range : keywords.path(name).path("time_ranges")) {
                int first = indexOfWordAt(words, range.path("start_time").asLong());
                assertThat(first).as("a word starts where %s is said: %s", name, range).isGreaterThanOrEqualTo(0);
                assertThat(words.get(first + length - 1).path("end_time").asLong()).as(name).isEqualTo(range.path("end_time").asLong());
            }
        }
        List<String> topics = new ArrayList<>();
        list.path("topics").propertyNames().forEach(topics::add);
        assertThat(topics).as(list.path("topics").toString()).isNotEmpty().anyMatch(t -> t.startsWith("panel")
                || t.startsWith("solar") || t.startsWith("batter") || t.startsWith("electricity"));
        JsonNode fin = jobs.elementList(job);
        assertThat(fin.has("keywords")).as("FINAL was not named").isFalse();
    }

    private static int indexOfWordAt(List<JsonNode> words, long start) {
        for (int i = 0; i < words.size(); i++) {
            if (words.get(i).path("start_time").asLong() == start) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void withoutTheOptionThereIsNoMediaIntelligence() throws Exception {
        CustomerJobs jobs = new CustomerJobs(api, adminToken());
        JsonNode list = jobs.elementList(jobs.mechanical("Solar talk, plain", talk));

        assertThat(list.has("keywords")).isFalse();
        assertThat(list.has("topics")).isFalse();
    }
}
