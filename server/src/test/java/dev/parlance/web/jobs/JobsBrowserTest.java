package dev.parlance.web.jobs;

import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.Role;
import dev.parlance.support.Accessibility;
import dev.parlance.support.WatchedBrowsers;
import dev.parlance.web.work.WorkBrowserTestSupport;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The customer's job list and job page in headless Chromium over a job of real speech (espeak-ng,
 * ffmpeg, Vosk) transcribed MECHANICAL to Complete: the list shows it, the page plays it with its
 * captions as a track and the transcript beside it, an SRT of 32 characters a line downloads; another
 * customer gets 404 for the page and every download; orders without the CSRF token are refused.
 */
public class JobsBrowserTest extends WorkBrowserTestSupport {
    private static final String JOB_NAME = "Work test MECHANICAL";

    @Test
    void aCustomerFindsTheJobPlaysItWithCaptionsAndDownloadsAnSrtOf32CharactersALine() throws Exception {
        Customer customer = newCustomer();
        String job = transcribedJob(customer, "MECHANICAL", "Complete");
        Page page = signedIn(customer.username(), CUSTOMER_PASSWORD);

        page.navigate("/jobs");
        Locator row = page.locator("tr[data-job='" + job + "']");
        assertThat(row.getByRole(AriaRole.LINK)).hasText(JOB_NAME);
        assertThat(row.locator(".job-status")).hasText("Complete");
        assertThat(row.locator("td[data-label=Fidelity]")).hasText("MECHANICAL");
        Accessibility.assertNoSeriousViolations(page);
        page.getByLabel("Status").selectOption("In Process");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Search")).click();
        assertThat(page.locator("tr[data-job='" + job + "']")).hasCount(0);
        Accessibility.assertNoSeriousViolations(page);
        page.getByLabel("Status").selectOption("");
        WatchedBrowsers.tabTo(page, page.getByLabel("Name or job id"));
        page.keyboard().type(job);
        page.keyboard().press("Enter");
        assertThat(page).hasURL(Pattern.compile(".*/jobs/" + job + "$"));

        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1))).hasText(JOB_NAME);
        page.waitForFunction("() => { const v = document.getElementById('player');"
                + " const t = v && v.textTracks[0]; return v.readyState >= 1 && t && t.mode === 'showing' && t.cues && t.cues.length > 0; }");
        String cues = (String) page.evaluate("() => [...document.getElementById('player').textTracks[0].cues].map(c => c.text).join(' ')");
        assertThat(cues.toLowerCase()).contains("fellow").contains("country");
        Accessibility.assertNoSeriousViolations(page);

        // A click on a word plays from it: the player moves there and the word is marked as being said.
        Locator word = page.locator("#transcript .w", new Page.LocatorOptions().setHasText(Pattern.compile("^country", Pattern.CASE_INSENSITIVE))).first();
        double start = Double.parseDouble(word.getAttribute("data-start")) / 1000;
        page.evaluate("() => { document.getElementById('player').muted = true; }");
        word.click();
        page.waitForFunction("s => document.getElementById('player').currentTime >= s", start);
        assertThat(page.locator("#transcript .w.is-current")).hasCount(1);
        page.waitForFunction("() => document.getElementById('player').textTracks[0].activeCues.length > 0");
        // Speech only: an audio player with the caption being said in a line under it, no black video
        // box, and nothing offered that only a video has.
        assertThat(page.locator("audio#player")).hasCount(1);
        assertThat(page.locator("video")).hasCount(0);
        assertThat(page.locator("#audio-caption")).hasText(Pattern.compile("\\w"));
        assertThat(page.getByText("Download mp3")).isVisible();
        assertThat(page.getByText("Download mp4")).hasCount(0);
        assertThat(page.getByText("Order the captioned video")).hasCount(0);
        // By keyboard: a paragraph's time is a button that plays from the paragraph's start.
        page.evaluate("() => { const v = document.getElementById('player'); v.pause(); v.currentTime = 5; }");
        WatchedBrowsers.tabTo(page, page.locator("#transcript .seek").first());
        page.keyboard().press("Enter");
        page.waitForFunction("() => document.getElementById('player').currentTime < 1");

        page.getByLabel("Format").first().selectOption("SRT");
        page.getByLabel(Pattern.compile("^Characters per line")).fill("32");
        Download download = page.waitForDownload(() -> page.getByRole(AriaRole.BUTTON,
                new Page.GetByRoleOptions().setName("Download captions")).click());
        String srt = Files.readString(download.path(), StandardCharsets.UTF_8);
        List<String> lines = captionLines(srt);
        assertThat(lines).as(srt).isNotEmpty();
        assertThat(lines).as(srt).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(32));
        assertThat(String.join(" ", lines).toLowerCase()).contains("your country can do");
        assertThat(lines.stream().anyMatch(l -> l.length() > 24)).as("lines fill up towards 32: " + lines).isTrue();

        Download transcript = page.waitForDownload(() -> page.getByRole(AriaRole.BUTTON,
                new Page.GetByRoleOptions().setName("Download transcript")).click());
        assertThat(Files.readString(transcript.path()).toLowerCase()).contains("what your country can do");
        browsers.assertEveryPageKeptTheContentSecurityPolicy();
    }

    /**
     * Issue 28: the web app's captions are SDH by default (a transcriber's [MUSIC] and the speaker's
     * name kept, on the page's track and in the download) while the v1 API's get_caption keeps the
     * spec's default (sound references removed); "Subtitles" leaves the tags out; the transcript
     * also comes as a Word document, opened again here with Apache POI.
     */
    @Test
    void webAppCaptionsAreSdhByDefaultTheApiKeepsTheSpecsDefaultAndTheTranscriptComesAsDocx() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + item + "/claim").ok();
        JsonNode loaded = transcriber.get("/work/api/items/" + item).ok();
        String first = words(loaded).getFirst().path("text").asString();
        ObjectNode body = replacing(loaded, first, "[MUSIC] " + first);
        body.withArray("turns").forEach(t -> ((ObjectNode) t).put("speaker", "Michael Chen"));
        transcriber.post("/work/api/items/" + item + "/submit", body.toString()).ok();
        awaitStatus(customer, job, "Complete");

        String apiDefault = api.get("/api/job/get_caption", "v", "1", "api_token", customer.token(), "job_id", job,
                "caption_format", "SRT").body();
        assertThat(apiDefault).as("the spec's default removes sound references").doesNotContain("[MUSIC]").contains("Michael Chen");

        Page page = signedIn(customer.username(), CUSTOMER_PASSWORD);
        page.navigate("/jobs/" + job);
        page.waitForFunction("() => { const t = document.getElementById('player')?.textTracks[0]; return t && t.cues && t.cues.length > 0; }");
        assertThat((String) page.evaluate("() => [...document.getElementById('player').textTracks[0].cues].map(c => c.text).join(' ')"))
                .as("the page's own captions").contains("[MUSIC]");
        assertThat(page.locator("#player track")).hasAttribute("srclang", "en");
        assertThat(page.locator("#player track")).hasAttribute("label", "Captions (English)");
        assertThat(page.getByLabel(Pattern.compile("Captions for deaf and hard-of-hearing viewers"))).isChecked();
        page.getByLabel("Format").first().selectOption("SRT");
        String sdh = Files.readString(page.waitForDownload(() -> page.getByRole(AriaRole.BUTTON,
                new Page.GetByRoleOptions().setName("Download captions")).click()).path(), StandardCharsets.UTF_8);
        assertThat(sdh).contains("[MUSIC]").contains("Michael Chen");

        page.getByLabel(Pattern.compile("Subtitles: the words spoken only")).check();
        page.getByLabel("Speakers").selectOption("no");
        String subtitles = Files.readString(page.waitForDownload(() -> page.getByRole(AriaRole.BUTTON,
                new Page.GetByRoleOptions().setName("Download captions")).click()).path(), StandardCharsets.UTF_8);
        assertThat(subtitles).doesNotContain("[MUSIC]").doesNotContain("Michael Chen").containsIgnoringCase(first);

        // A broadcast style guide lays the captions out to its line length (DCMP-like: 32 characters).
        page.getByLabel("Style guide").selectOption("DCMP_LIKE");
        String dcmp = Files.readString(page.waitForDownload(() -> page.getByRole(AriaRole.BUTTON,
                new Page.GetByRoleOptions().setName("Download captions")).click()).path(), StandardCharsets.UTF_8);
        assertThat(captionLines(dcmp)).as(dcmp).isNotEmpty().allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(32));
        assertThat(captionLines(subtitles).stream().anyMatch(l -> l.length() > 32)).as("without it, lines up to 42: " + subtitles).isTrue();

        page.locator("#file_format").selectOption("DOCX");
        page.getByLabel("Timecode each paragraph").check();
        java.nio.file.Path docx = page.waitForDownload(() -> page.getByRole(AriaRole.BUTTON,
                new Page.GetByRoleOptions().setName("Download transcript")).click()).path();
        try (var in = Files.newInputStream(docx); var doc = new org.apache.poi.xwpf.usermodel.XWPFDocument(in)) {
            String text = String.join("\n", doc.getParagraphs().stream().map(org.apache.poi.xwpf.usermodel.XWPFParagraph::getText).toList());
            assertThat(text).contains("Michael Chen").containsPattern("\\[\\d\\d:\\d\\d:\\d\\d").containsIgnoringCase(first);
        }
        Accessibility.assertNoSeriousViolations(page);
    }

    /**
     * Issue 28: the player offers the family's captions in each language: the original's page has
     * its English track (the default) and the Spanish translation's; the translation's page the
     * other way round.
     */
    @Test
    void thePlayerOffersATrackPerLanguageOfTheJobsFamily() throws Exception {
        Customer customer = newCustomer();
        String job = transcribedJob(customer, "MECHANICAL", "Complete", "target_language", "es");
        List<String> related = relatedJobs(customer, job);
        assertThat(related).hasSize(1);
        String child = related.getFirst();
        awaitStatus(customer, child, "Complete");

        Page page = jobPage(customer, job);
        Locator tracks = page.locator("#player track");
        assertThat(tracks).hasCount(2);
        assertThat(tracks.first()).hasAttribute("srclang", "en");
        assertThat(tracks.first()).hasAttribute("default", "");
        assertThat(tracks.nth(1)).hasAttribute("srclang", "es");
        assertThat(tracks.nth(1)).hasAttribute("label", "Captions (Spanish)");
        assertThat(tracks.nth(1)).hasAttribute("src", "/jobs/" + child + "/track");
        page.waitForFunction("() => { const t = document.getElementById('player')?.textTracks[1]; "
                + "if (t) { t.mode = 'hidden'; } return t && t.cues && t.cues.length > 0; }");

        page.navigate("/jobs/" + child);
        assertThat(tracks).hasCount(2);
        assertThat(tracks.first()).hasAttribute("srclang", "es");
        assertThat(tracks.nth(1)).hasAttribute("srclang", "en");
        Accessibility.assertNoSeriousViolations(page);
        // The job that ordered the translation keeps "es" as its target_language, yet its text is English.
        page.navigate("/jobs");
        assertThat(page.locator("tr[data-job='" + job + "'] .job-language")).hasText("English");
        assertThat(page.locator("tr[data-job='" + child + "'] .job-language")).hasText("English → Spanish");
        assertThat(page.locator("tr[data-job='" + child + "'] .job-made-from")).hasText("Translation of its original job");
        assertThat(page.locator("tr[data-job='" + child + "'] .job-made-from a")).hasAttribute("href", "/jobs/" + job);
        assertThat(page.locator("tr[data-job='" + job + "'] .job-made-from")).hasCount(0);
    }

    /**
     * Issue 28: a job whose order stopped half-way (media, no transcription) is started from its page;
     * a job that waits for the customer's authorization is authorized there; a job is deleted after
     * a second, explicit confirmation that says what goes with it.
     */
    @Test
    void aStoppedJobIsStartedAWaitingOneAuthorizedAndAJobDeletedFromTheirPages() throws Exception {
        Customer customer = newCustomer();
        String job = api.get("/api/job/new", "v", "1", "api_token", customer.token(), "job_name", "Stopped half-way").ok()
                .path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + customer.token() + "&job_id=" + job, "audio/wav",
                Files.readAllBytes(speech)).ok();
        Page page = jobPage(customer, job);
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Start the transcription"))).isVisible();
        Accessibility.assertNoSeriousViolations(page);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Start the transcription")).click();
        assertThat(page.locator(".notice")).hasText("Transcription ordered.");
        awaitStatus(customer, job, "Complete");

        assertThat(api.get("/api/account/update_setting", "v", "1", "api_token", customer.token(),
                "require_customer_authorization_before_starting_workflow", "true",
                "customer_authorization_required_mechanical", "true").status()).isLessThan(300);
        String waiting = api.get("/api/job/new", "v", "1", "api_token", customer.token(), "job_name", "Waits").ok()
                .path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + customer.token() + "&job_id=" + waiting, "audio/wav",
                Files.readAllBytes(speech)).ok();
        api.get("/api/job/perform_transcription", "v", "1", "api_token", customer.token(), "job_id", waiting,
                "transcription_fidelity", "MECHANICAL").ok();
        page.navigate("/jobs/" + waiting);
        assertThat(page.locator("#job-status")).hasText("Authorizing");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Authorize: start the work")).click();
        assertThat(page.locator(".notice")).hasText("Authorized: the work starts.");
        awaitStatus(customer, waiting, "Complete");

        page.navigate("/jobs/" + job);
        Locator delete = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Delete the job for good"));
        assertThat(delete).not().isVisible(); // asked twice: first what deleting removes
        page.getByText("Delete this job…").click();
        assertThat(page.locator(".delete-job")).containsText("media, its transcripts");
        delete.click();
        assertThat(page).hasURL(Pattern.compile(".*/jobs$"));
        assertThat(page.locator(".notice")).containsText("Job " + job + " is deleted");
        assertThat(page.locator("tr[data-job='" + job + "']")).hasCount(0);
        assertThat(page.locator("tr[data-job='" + waiting + "']")).hasCount(1);
        assertThat(api.get("/api/job/info", "v", "1", "api_token", customer.token(), "job_id", job).status()).isNotEqualTo(200);
    }

    /** Issue 28: a flavour asked for before it exists answers a page that says so and downloads it once made, never a 404. */
    @Test
    void aFlavourBeingMadeIsAPageThatDownloadsItWhenReady() throws Exception {
        Customer customer = newCustomer();
        String job = transcribedJob(customer, "MECHANICAL", "Complete");
        Page page = jobPage(customer, job);
        Download download = page.waitForDownload(new Page.WaitForDownloadOptions().setTimeout(90_000), () -> {
            page.navigate("/jobs/" + job + "/media/mp4");
            assertThat(page).hasURL(Pattern.compile(".*/jobs/" + job + "/media/mp4/making$"));
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1))).hasText("Making the mp4");
            assertThat(page.locator("#making-status")).containsText("is being made");
            Accessibility.assertNoSeriousViolations(page);
        });
        assertThat(download.suggestedFilename()).endsWith(".mp4");
        assertThat(Files.size(download.path())).isGreaterThan(1000);
    }

    @Test
    void anotherCustomerGetsNotFoundForThePageAndEveryDownload() throws Exception {
        Customer owner = newCustomer();
        String job = transcribedJob(owner, "MECHANICAL", "Complete");
        List<String> urls = List.of("/jobs/" + job, "/jobs/" + job + "/captions?caption_format=SRT&characters_per_caption_line=32",
                "/jobs/" + job + "/track", "/jobs/" + job + "/transcript?file_format=TXT", "/jobs/" + job + "/media/mp3",
                "/jobs/progress?id=" + job);
        Page mine = signedIn(owner.username(), CUSTOMER_PASSWORD);
        for (String url : urls.subList(0, 4)) {
            assertThat(call(mine, "GET", url, false).get("status")).as("the owner's " + url).isEqualTo(200);
        }
        assertThat(call(mine, "GET", urls.get(5), false).get("body").toString()).contains(job);
        JsonNode tasks = api.get("/api/job/info", "v", "1", "api_token", owner.token(), "job_id", job).ok().path("Tasks");
        assertThat(tasks.findValuesAsString("TaskType")).as("the download is a get_caption, the page's own track is not: " + tasks)
                .containsOnlyOnce("JOB_GET_CAPTION");

        Customer other = newCustomer();
        Page theirs = signedIn(other.username(), CUSTOMER_PASSWORD);
        for (String url : urls.subList(0, 5)) {
            Map<String, Object> answer = call(theirs, "GET", url, false);
            assertThat(answer.get("status")).as(url).isEqualTo(404);
            assertThat(answer.get("body").toString()).as(url).doesNotContain("fellow");
        }
        assertThat(call(theirs, "GET", urls.get(5), false).get("body")).isEqualTo("[]");
        assertThat(call(theirs, "GET", "/jobs/" + job + "/media/mp3?text_to_speech=true", false).get("status")).isEqualTo(404);
        Map<String, Object> banana = call(mine, "GET", "/jobs/" + job + "/media/mp3?text_to_speech=banana", false);
        assertThat(banana.get("status")).isEqualTo(400);
        assertThat(banana.get("body").toString()).contains("text_to_speech");
        theirs.navigate("/jobs?q=" + job);
        assertThat(theirs).hasURL(Pattern.compile(".*/jobs\\?q=.*"));
        assertThat(theirs.locator("tr[data-job]")).hasCount(0);
    }

    @Test
    void ordersWithoutTheCsrfTokenAreRefusedAndWithTheFormGoThrough() throws Exception {
        Customer customer = newCustomer();
        String job = transcribedJob(customer, "MECHANICAL", "Complete");
        Page page = signedIn(customer.username(), CUSTOMER_PASSWORD);
        page.navigate("/jobs/" + job);
        for (String order : List.of("/uplevel", "/burn-in")) {
            Map<String, Object> refused = call(page, "POST", "/jobs/" + job + order, false);
            assertThat(refused.get("status")).as(order).isEqualTo(403);
        }
        assertThat(relatedJobs(customer, job)).as("no uplevel was made").isEmpty();

        page.getByLabel("Make it again at").selectOption("PREMIUM");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Order uplevel")).click();
        assertThat(page.locator(".notice")).containsText("Ordered");
        assertThat(relatedJobs(customer, job)).hasSize(1);
        String upleveled = relatedJobs(customer, job).getFirst();
        assertThat(page).hasURL(Pattern.compile(".*/jobs/" + upleveled + "$"));
        assertThat(page.locator("section[aria-labelledby=related-heading] a").first()).hasText(JOB_NAME);
        Accessibility.assertNoSeriousViolations(page);
    }

    @Test
    void aTranslationOfAMechanicalJobWithoutTheUplevelTickedIsRefusedInTheApisWords() throws Exception {
        Customer customer = newCustomer();
        String job = transcribedJob(customer, "MECHANICAL", "Complete");
        Page page = jobPage(customer, job);
        Locator uplevelFirst = page.getByLabel("Uplevel to Professional first");
        assertThat(uplevelFirst).isVisible();
        assertThat(uplevelFirst).not().isChecked();
        assertThat(call(page, "POST", "/jobs/" + job + "/translate", false).get("status")).as("no CSRF token").isEqualTo(403);
        orderTranslation(page, "es");
        assertThat(page.getByRole(AriaRole.ALERT)).containsText("must be upleveled to PROFESSIONAL before translation");
        assertThat(page).hasURL(Pattern.compile(".*/jobs/" + job + "$"));
        assertThat(relatedJobs(customer, job)).as("nothing was ordered").isEmpty();
        Accessibility.assertNoSeriousViolations(page);
    }

    @Test
    void aTranslationOrderedOnAProfessionalJobCreatesTheChildListedUnderRelatedJobs() throws Exception {
        Customer customer = newCustomer();
        String job = transcribedJob(customer, "PROFESSIONAL", "Reviewing");
        Page page = jobPage(customer, job);
        assertThat(page.getByLabel("Uplevel to Professional first")).hasCount(0);
        orderTranslation(page, "es");

        assertThat(page.locator(".notice")).containsText(Pattern.compile("es: created as job [0-9a-f]{32}"));
        List<String> related = relatedJobs(customer, job);
        assertThat(related).hasSize(1);
        String child = related.getFirst();
        Locator listed = page.locator("section[aria-labelledby=related-heading] li", new Page.LocatorOptions()
                .setHas(page.locator("a[href='/jobs/" + child + "']")));
        assertThat(listed).containsText("translation into Spanish");
        Accessibility.assertNoSeriousViolations(page);
        assertThat(page.locator("#job-language")).hasText("English");
        page.navigate("/jobs/" + child);
        assertThat(page.locator("#job-language")).hasText("English → Spanish"); // the child names both languages
        page.navigate("/jobs");
        assertThat(page.locator("tr[data-job='" + child + "'] .job-language")).hasText("English → Spanish");
        assertThat(page.locator("tr[data-job='" + job + "'] .job-language")).hasText("English");
        page.navigate("/jobs/" + job);

        // Ordered again: the same child, said to exist already.
        orderTranslation(page, "es");
        assertThat(page.locator(".notice")).containsText("es: already exists as job " + child);
        assertThat(relatedJobs(customer, job)).containsExactly(child);
    }

    @Test
    void theParentSeesItsSubAccountsJobsAndTheSubAccountOnlyItsOwn() {
        Customer parent = newCustomer();
        String subName = unique("sub");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", parent.token(), "new_username", subName,
                "new_password", CUSTOMER_PASSWORD).status()).isEqualTo(204);
        String subToken = api.get("/api/account/login", "v", "1", "username", subName, "password", CUSTOMER_PASSWORD).ok()
                .path("ApiToken").asString();
        String subJob = api.get("/api/job/new", "v", "1", "api_token", subToken, "job_name", "Sub-account's job").ok()
                .path("JobId").asString();
        String parentJob = api.get("/api/job/new", "v", "1", "api_token", parent.token(), "job_name", "Parent's job").ok()
                .path("JobId").asString();

        Page page = signedIn(parent.username(), CUSTOMER_PASSWORD);
        page.navigate("/jobs");
        assertThat(page.locator("tr[data-job='" + parentJob + "'] a")).hasText("Parent's job");
        assertThat(page.locator("tr[data-job='" + subJob + "'] a")).hasText("Sub-account's job");
        assertThat(page.locator("tr[data-job='" + subJob + "'] .job-owner")).hasText("of " + subName);
        page.getByLabel("Whose jobs").selectOption("mine");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Search")).click();
        assertThat(page.locator("tr[data-job='" + parentJob + "']")).hasCount(1);
        assertThat(page.locator("tr[data-job='" + subJob + "']")).hasCount(0);
        page.navigate("/jobs/" + subJob);
        assertThat(WatchedBrowsers.heading(page)).hasText("Sub-account's job");

        Page sub = signedIn(subName, CUSTOMER_PASSWORD);
        sub.navigate("/jobs");
        assertThat(sub.locator("tr[data-job='" + subJob + "']")).hasCount(1);
        assertThat(sub.locator("tr[data-job='" + parentJob + "']")).hasCount(0);
        assertThat(call(sub, "GET", "/jobs/" + parentJob, false).get("status")).isEqualTo(404);
    }

    @Test
    void aWaitingApprovalIsLinkedFromTheJobPage() throws Exception {
        Customer customer = newCustomer();
        String job = transcribedJob(customer, "MECHANICAL", "Reviewing", "options", "{\"customer_approval_steps\": [\"RETURN\"]}");
        Page page = signedIn(customer.username(), CUSTOMER_PASSWORD);
        page.navigate("/jobs/" + job);
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Read and approve the transcript")).click();
        assertThat(page).hasURL(Pattern.compile(".*/approve/[^/]+$"));
        awaitEditor(page);
    }

    @Test
    void theIndexListsKeyPhrasesAndTopicsAndAPlacePlaysFromWhereItIsSaid() throws Exception {
        Customer customer = newCustomer();
        String job = transcribedJob(customer, "MECHANICAL", "Complete",
                "options", "{\"generate_media_intelligence_iwp\": [\"FINAL\"]}");
        Page page = jobPage(customer, job);

        Locator index = page.locator("#media-index");
        assertThat(index.getByRole(AriaRole.HEADING, new Locator.GetByRoleOptions().setName("Key phrases"))).isVisible();
        assertThat(index.getByRole(AriaRole.HEADING, new Locator.GetByRoleOptions().setName("Topics"))).isVisible();
        assertThat(index.locator(".hint")).hasCount(0);
        Locator place = index.locator(".index-place").last();
        double start = Double.parseDouble(place.getAttribute("data-start")) / 1000;
        page.evaluate("() => { const v = document.getElementById('player'); v.muted = true; v.currentTime = 0; }");
        WatchedBrowsers.tabTo(page, place);
        page.keyboard().press("Enter");
        page.waitForFunction("s => Math.abs(document.getElementById('player').currentTime - s) < 0.5", start);
        Accessibility.assertNoSeriousViolations(page);
    }

    @Test
    void aVersionWithoutAnIndexGetsOneOnRequest() throws Exception {
        Customer customer = newCustomer();
        String job = transcribedJob(customer, "MECHANICAL", "Complete");
        Page page = jobPage(customer, job);

        assertThat(page.locator("#media-index .index-name")).hasCount(0);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Make an index of key phrases and topics")).click();
        assertThat(page.locator("#media-index .index-name").first()).isVisible();
        assertThat(page.locator("#media-index .hint")).containsText("generate_media_intelligence_iwp");
        assertThat(page).hasURL(Pattern.compile(".*index=1.*"));
    }

    @Test
    void aDescribedVideoPlaysWithItsAudioDescriptionAsADescriptionsTrack(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        Customer customer = newCustomer();
        String job = describedProgramme(api, customer, dir);
        Page page = jobPage(customer, job);

        page.waitForFunction("() => { const v = document.querySelector('video#player'); return v && v.readyState >= 1; }");
        assertThat(page.locator("video#player track[kind=descriptions]")).hasAttribute("label", "Audio description (English)");
        // Browsers neither show nor say a descriptions track: the page does, when asked (by keyboard here).
        Locator describe = page.getByLabel("Show and announce the audio description");
        assertThat(describe).not().isChecked();
        describe.focus();
        page.keyboard().press("Space");
        assertThat(describe).isChecked();
        page.waitForFunction("() => { const t = [...document.getElementById('player').textTracks].find(t => t.kind === 'descriptions');"
                + " return t.mode === 'hidden' && t.cues && t.cues.length > 1; }");
        String cues = (String) page.evaluate("() => [...[...document.getElementById('player').textTracks]"
                + ".find(t => t.kind === 'descriptions').cues].map(c => c.text).join(' | ')");
        assertThat(cues).contains("Music plays.").contains("On screen: Quarterly results.").doesNotContain("&gt;").doesNotContain("Description:");
        double titleAt = ((Number) page.evaluate("() => [...[...document.getElementById('player').textTracks]"
                + ".find(t => t.kind === 'descriptions').cues].find(c => c.text.startsWith('On screen')).startTime")).doubleValue();
        page.evaluate("at => { document.getElementById('player').currentTime = at + 0.2; }", titleAt);
        Locator said = page.locator("#description-text");
        assertThat(said).hasAttribute("aria-live", "polite");
        assertThat(said).hasText("On screen: Quarterly results.");
        Accessibility.assertNoSeriousViolations(page);
        page.reload();
        assertThat(page.getByLabel("Show and announce the audio description")).isChecked(); // the choice is kept

        // The media with the description voiced, from the downloads: made on demand like a flavour.
        Download voiced = page.waitForDownload(new Page.WaitForDownloadOptions().setTimeout(90_000),
                () -> page.getByText("Download mp3 with the audio description voiced").click());
        assertThat(voiced.suggestedFilename()).endsWith(".mp3");
        assertThat(Files.size(voiced.path())).isGreaterThan(10_000);
    }

    /**
     * A MECHANICAL job with audio description on a 14 s video: a chord, then speech, and a title on
     * screen from 1 to 5 s; its draft describes the music and the title.
     */
    static String describedProgramme(dev.parlance.support.ApiClient api, Customer customer, java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path speech = dev.parlance.speech.SpeechFixtures.speech(dir, "ask-not", dev.parlance.speech.SpeechFixtures.ASK_NOT);
        java.nio.file.Path video = dir.resolve("programme.mp4");
        dev.parlance.speech.SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i",
                "color=c=0x203040:s=640x360:d=14:r=25", "-f", "lavfi", "-i",
                "aevalsrc='0.2*sin(2*PI*220*t)+0.15*sin(2*PI*277.2*t)+0.1*sin(2*PI*329.6*t)':s=16000:d=6", "-i", speech.toString(),
                "-filter_complex", "[0:v]drawtext=text='Quarterly results':fontsize=40:fontcolor=white:x=(w-tw)/2:y=80"
                        + ":enable='between(t,1,5)'[v];[1:a][2:a]concat=n=2:v=0:a=1,apad[a]",
                "-map", "[v]", "-map", "[a]", "-t", "14", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", video.toString());
        return dev.parlance.web.work.WorkApiTestSupport.transcribedJob(api, video, customer, "MECHANICAL", "Complete",
                "options", "{\"audio_description\": true}");
    }

    /** The customer's browser, signed in, on the job's page. */
    private Page jobPage(Customer customer, String job) {
        Page page = signedIn(customer.username(), CUSTOMER_PASSWORD);
        page.navigate("/jobs/" + job);
        return page;
    }

    /** Orders translations into these languages with the job page's form. */
    private static void orderTranslation(Page page, String languages) {
        page.getByLabel("Target languages").fill(languages);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Order translation")).click();
    }

    private List<String> relatedJobs(Customer customer, String job) {
        List<String> ids = new ArrayList<>();
        api.get("/api/job/list_related", "api_token", customer.token(), "job_id", job).ok().path("related_jobs")
                .forEach(j -> ids.add(j.path("job_id").asString()));
        return ids;
    }

    /** The text lines of an SRT file: every line of a cue after its number and its times. */
    public static List<String> captionLines(String srt) {
        List<String> lines = new ArrayList<>();
        for (String block : srt.strip().split("\\R\\s*\\R")) {
            String[] cue = block.strip().split("\\R");
            assertThat(cue.length).as(block).isGreaterThanOrEqualTo(3);
            assertThat(cue[0]).as(block).matches("\\d+");
            assertThat(cue[1]).as(block).matches("\\d\\d:\\d\\d:\\d\\d,\\d{3} --> \\d\\d:\\d\\d:\\d\\d,\\d{3}");
            lines.addAll(List.of(cue).subList(2, cue.length));
        }
        return lines;
    }
}
