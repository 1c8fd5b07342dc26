package dev.parlance.deliverable;

import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.TestMail;
import jakarta.mail.internet.MimeMultipart;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** Generated files belong to their job: other accounts cannot reach them, links are bound, deletion removes them. */
class DeliverableAccessApiTest extends DeliverableTestSupport {
    @TempDir
    static Path fixtures;
    static Path speech;

    @BeforeAll
    static void media() {
        speech = SpeechFixtures.speech(fixtures, "owned", "ask not what your country can do for you");
    }

    private ApiResponse get(String url) {
        return api.send(HttpRequest.newBuilder(URI.create(url)).GET());
    }

    private String transcodedLink(String apiToken, String job, String flavour) throws InterruptedException {
        return awaitProduced(() -> api.get("/api/job/transcoded_media", "api_token", apiToken, "job_id", job,
                "transcoded_version", flavour)).ok().path("MediaUrl").asString();
    }

    @Test
    void everyGeneratedFileIsTheJobOwnersAndGoesWithTheJob() throws Exception {
        String job = newJobWithMedia("owned", speech);
        transcribe(job);
        String mp3Link = transcodedLink(token, job, "mp3");
        String mp4Link = transcodedLink(token, job, "mp4");
        assertThat(awaitProduced(() -> api.get("/api/job/download_media", "api_token", token, "job_id", job,
                "media_type", "mp3", "text_to_speech", "true")).status()).isEqualTo(200);
        String address = ownAddress("owner");
        api.get("/api/job/burn_in_caption", "v", "1", "api_token", token, "job_id", job, "send_to_email", address).ok();
        String burnLink = emailedLink(TestMail.awaitMessages(address, 1, Duration.ofMinutes(2)).getFirst());
        assertThat(get(burnLink).status()).isEqualTo(200);
        assertThat(storedFiles(job)).filteredOn(f -> f.startsWith("deliverables/")).hasSize(4);

        // Another account (a sibling, not an ancestor) reaches none of it.
        String stranger = unique("stranger");
        newAccount(stranger, "stranger@example.org");
        String strangerToken = login(stranger, PASSWORD);
        assertThat(api.get("/api/job/download_media", "api_token", strangerToken, "job_id", job, "media_type", "mp3")
                .error("ITEM_NOT_FOUND")).contains("not found");
        assertThat(api.get("/api/job/download_media", "api_token", strangerToken, "job_id", job, "media_type", "mp3",
                "text_to_speech", "true").error("ITEM_NOT_FOUND")).contains("not found");
        assertThat(api.get("/api/job/transcoded_media", "api_token", strangerToken, "job_id", job,
                "transcoded_version", "mp4").error("ITEM_NOT_FOUND")).contains("not found");
        assertThat(api.get("/api/job/burn_in_caption", "v", "1", "api_token", strangerToken, "job_id", job)
                .error("ITEM_NOT_FOUND")).contains("not found");

        // A link opens exactly its own file of its own job.
        String mp4Item = param(mp4Link, "item");
        assertThat(get(mp3Link.replaceFirst("item=[0-9a-f]+", "item=" + mp4Item)).error("INVALID_URL")).contains("signature");
        String strangersJob = api.get("/api/job/new", "v", "1", "api_token", strangerToken).ok().path("JobId").asString();
        assertThat(get(mp3Link.replaceFirst("job_id=[0-9a-f]+", "job_id=" + strangersJob)).error("INVALID_URL"))
                .contains("signature");
        assertThat(get(mp3Link.replaceFirst("expires=(\\d+)", "expires=9$1")).error("INVALID_URL")).contains("signature");

        api.get("/api/job/delete", "api_token", token, "job_id", job).ok();
        assertThat(storedFiles(job)).isEmpty();
        for (String link : new String[]{mp3Link, mp4Link, burnLink}) {
            assertThat(get(link).error("ITEM_NOT_FOUND")).contains("not found");
        }
        assertThat(download(job, "mp3").error("ITEM_NOT_FOUND")).contains("not found");
    }

    private static String param(String url, String name) {
        Matcher m = Pattern.compile("[?&]" + name + "=([^&]+)").matcher(url);
        assertThat(m.find()).isTrue();
        return m.group(1);
    }
}
