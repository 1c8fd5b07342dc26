package dev.parlance.translation;

import dev.parlance.account.Role;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.TestMail;
import dev.parlance.support.WebClient;
import dev.parlance.web.work.WorkApiTestSupport;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;
import tools.jackson.databind.JsonNode;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.parlance.web.work.WorkApiTestSupport.replacing;
import static dev.parlance.web.work.WorkApiTestSupport.tokens;
import static dev.parlance.web.work.WorkApiTestSupport.words;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The people's side of a translation over real HTTP (with the one test of the mt part's branch, merged
 * into the first): a translation child's machine draft is
 * post-edited by a translator through the work API, the source (the parent's FINAL) beside it; the
 * review by another translator; and translate's approve_uplevel rule, which uplevels the job to
 * PROFESSIONAL first and hangs the translations off the upleveled job.
 */
class TranslationPassesApiTest extends WorkApiTestSupport {
    private static final Pattern APPROVAL_LINK = Pattern.compile("(?m)^/approve/([0-9a-f]{32}-[0-9]+-[0-9a-f]{64})$");

    @Test
    void aPremiumTranslationIsPostEditedByATranslatorBesideItsSource() throws Exception {
        Customer customer = newCustomer();
        String parent = reviewingJob(customer, "PREMIUM", "target_language", "es");
        String child = translationOf(customer, parent, "es");
        assertThat(info(customer, child).path("JobStatus").asString()).as("waiting for the parent's FINAL").isEqualTo("Pending");

        // The parent's edit pass, by a transcriber; its FINAL is what the child translates.
        Worker transcriber = newWorker(Role.TRANSCRIBER, Role.REVIEWER);
        String edit = transcriber.itemOf(parent);
        transcriber.post("/work/api/items/" + edit + "/claim").ok();
        assertThat(transcriber.post("/work/api/items/" + edit + "/submit").ok().path("jobStatus").asString())
                .isEqualTo("Complete");
        List<String> parentWords = tokens(customer, parent, "FINAL").stream().map(w -> w.path("value").asString()).toList();

        awaitStatus(customer, child, "Reviewing");
        assertThat(transcriber.queueOf(child)).as("a transcriber does not translate").isEmpty();
        Worker translator = newWorker(Role.TRANSLATOR);
        assertThat(translator.queueOf(parent)).as("a translator does not transcribe").isEmpty();
        String item = translator.itemOf(child);
        translator.post("/work/api/items/" + item + "/claim").ok();
        JsonNode loaded = translator.get("/work/api/items/" + item).ok();
        assertThat(loaded.path("pass").path("name").asString()).isEqualTo("TRANSLATE");
        assertThat(loaded.path("pass").path("startsFrom").asString()).isEqualTo("MECHANICAL");
        assertThat(loaded.path("media").path("url").asString()).as("the parent's media plays").isNotBlank();

        // The source: the parent's FINAL, turn by turn, each paired with a turn of the machine translation.
        JsonNode source = loaded.path("source");
        assertThat(source.path("jobId").asString()).isEqualTo(parent);
        assertThat(source.path("language").asString()).startsWithIgnoringCase("en");
        assertThat(source.path("targetLanguage").asString()).isEqualTo("es");
        List<String> sourceText = new ArrayList<>();
        source.path("turns").forEach(t -> sourceText.add(t.path("text").asString()));
        assertThat(String.join(" ", sourceText).toLowerCase().replaceAll("[.,?!]", "").split(" "))
                .containsExactlyElementsOf(parentWords.stream().map(String::toLowerCase).toList());
        int targetTurns = loaded.path("turns").size();
        assertThat(targetTurns).isPositive();
        source.path("turns").forEach(t -> {
            assertThat(t.path("target").asInt()).isBetween(0, targetTurns - 1);
            assertThat(t.path("end").asLong()).isGreaterThan(t.path("start").asLong());
        });
        List<String> draftWords = words(loaded).stream().map(w -> w.path("text").asString()).toList();
        assertThat(draftWords).as("the machine's Spanish").isNotEmpty().doesNotContainAnyElementsOf(List.of("country", "ask"));

        // The translator's correction: saved as a draft (autosave), then submitted.
        String first = draftWords.getFirst();
        String corrected = replacing(loaded, first, "Señores,").toString();
        assertThat(translator.put("/work/api/items/" + item + "/draft", corrected).ok().path("savedAt").asString()).isNotBlank();
        assertThat(translator.get("/work/api/items/" + item).ok().path("draft").toString()).contains("Señores,");
        JsonNode submitted = translator.post("/work/api/items/" + item + "/submit").ok();
        assertThat(submitted.path("iwpName").asString()).isEqualTo("PREMIUM");
        assertThat(submitted.path("jobStatus").asString()).isEqualTo("Complete");
        assertThat(versionNames(customer, child)).containsExactly("MECHANICAL", "PREMIUM", "FINAL");
        assertThat(tokens(customer, child, "FINAL")).extracting(w -> w.path("display_as").asString()).contains("Señores");

        // The child's captions carry its language and characters.
        ApiResponse dfxp = onJob("/api/job/get_caption", customer, child, "v", "1", "caption_format", "DFXP");
        assertThat(dfxp.status()).as(dfxp.body()).isEqualTo(200);
        Document ttml = parse(dfxp.body());
        assertThat(ttml.getDocumentElement().getAttributeNS("http://www.w3.org/XML/1998/namespace", "lang")).isEqualTo("es");
        assertThat(ttml.getDocumentElement().getTextContent()).contains("Señores");
        assertThat(info(customer, parent).path("JobStatus").asString()).isEqualTo("Complete");

        // Billed: the parent's minute as PREMIUM English transcription, the child's as PREMIUM translation.
        JsonNode block = api.get("/api/job/aggregate_statistics", "v", "1", "api_token", customer.token()).ok()
                .path("data").get(0);
        assertThat(block.path("billable_minutes_premium").asLong()).isEqualTo(2);
        assertThat(block.path("billable_minutes_translation").asLong()).isEqualTo(1);
        assertThat(block.path("billable_minutes_english_transcription").asLong()).isEqualTo(1);
    }

    @Test
    void aProfessionalTranslationIsReviewedByAnotherTranslator() throws Exception {
        Customer customer = newCustomer();
        String parent = reviewingJob(customer, "PROFESSIONAL", "target_language", "es");
        completeProfessional(parent);
        String child = translationOf(customer, parent, "es");
        awaitStatus(customer, child, "Reviewing");

        Worker translator = newWorker(Role.TRANSLATOR);
        String item = translator.itemOf(child);
        translator.post("/work/api/items/" + item + "/claim").ok();
        assertThat(translator.get("/work/api/items/" + item).ok().path("source").path("jobId").asString()).isEqualTo(parent);
        JsonNode done = translator.post("/work/api/items/" + item + "/submit").ok();
        assertThat(done.path("iwpName").asString()).isEqualTo("INTERIM_PROFESSIONAL");
        assertThat(done.path("nextPass").asString()).isEqualTo("TRANSLATION_REVIEW");

        assertThat(translator.queueOf(child)).as("the translator does not review their own translation").isEmpty();
        Worker reviewer = newWorker(Role.TRANSLATOR);
        String review = reviewer.itemOf(child);
        reviewer.post("/work/api/items/" + review + "/claim").ok();
        JsonNode loaded = reviewer.get("/work/api/items/" + review).ok();
        assertThat(loaded.path("pass").path("name").asString()).isEqualTo("TRANSLATION_REVIEW");
        assertThat(loaded.path("source").path("turns")).isNotEmpty();
        assertThat(reviewer.post("/work/api/items/" + review + "/submit").ok().path("jobStatus").asString()).isEqualTo("Complete");
        assertThat(versionNames(customer, child)).containsExactly("MECHANICAL", "INTERIM_PROFESSIONAL", "PROFESSIONAL", "FINAL");
    }

    @Test
    void theCustomerApprovesTheTranslationThroughTheEmailedLink() throws Exception {
        Customer customer = newCustomer();
        String parent = reviewingJob(customer, "PREMIUM", "target_language", "es",
                "options", "{\"customer_approval_steps\": [\"TRANSLATION\"]}");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String edit = transcriber.itemOf(parent);
        transcriber.post("/work/api/items/" + edit + "/claim").ok();
        assertThat(transcriber.post("/work/api/items/" + edit + "/submit").ok().path("jobStatus").asString())
                .as("TRANSLATION asks for the translation's approval, not the transcript's").isEqualTo("Complete");
        String child = translationOf(customer, parent, "es");
        awaitStatus(customer, child, "Reviewing");
        Worker translator = newWorker(Role.TRANSLATOR);
        String item = translator.itemOf(child);
        translator.post("/work/api/items/" + item + "/claim").ok();
        JsonNode translated = translator.post("/work/api/items/" + item + "/submit").ok();
        assertThat(translated.path("nextPass").asString()).isEqualTo("CUSTOMER_APPROVAL");

        List<MimeMessage> mail = TestMail.awaitMessages(customer.username() + "@customers.test", 1, Duration.ofSeconds(30));
        assertThat(mail).hasSize(1);
        assertThat(mail.getFirst().getSubject()).startsWith("Please approve the translation (es) of");
        String text = (String) ((MimeMultipart) mail.getFirst().getContent()).getBodyPart(0).getContent();
        Matcher link = APPROVAL_LINK.matcher(text);
        assertThat(link.find()).as(text).isTrue();
        String token = link.group(1);

        WebClient page = new WebClient(api.base());
        JsonNode loaded = page.get("/approve/" + token + "/api").json();
        assertThat(loaded.path("pass").path("name").asString()).isEqualTo("CUSTOMER_APPROVAL");
        assertThat(loaded.path("pass").path("iwpName").asString()).isEqualTo("CUSTOMER_APPROVED_TRANSLATION");
        assertThat(loaded.path("source").path("jobId").asString()).as("the customer sees the source too").isEqualTo(parent);
        assertThat(loaded.path("media").path("url").asString()).isNotBlank();
        ApiResponse approved = page.send(HttpRequest.newBuilder(URI.create(api.base() + "/approve/" + token + "/api/approve"))
                .POST(HttpRequest.BodyPublishers.noBody())
                .header("X-XSRF-TOKEN", page.cookie(WebClient.CSRF_COOKIE).orElseThrow()));
        assertThat(approved.status()).as(approved.body()).isEqualTo(200);
        assertThat(approved.json().path("iwpName").asString()).isEqualTo("CUSTOMER_APPROVED_TRANSLATION");
        assertThat(approved.json().path("jobStatus").asString()).isEqualTo("Complete");
        assertThat(versionNames(customer, child)).containsExactly("MECHANICAL", "PREMIUM", "CUSTOMER_APPROVED_TRANSLATION", "FINAL");
        assertThat(versionNames(customer, parent)).containsExactly("MECHANICAL", "PREMIUM", "FINAL");
    }

    @Test
    void translateRefusesAMechanicalJobWithoutApproveUplevelAndUplevelsItWithIt() throws Exception {
        Customer customer = newCustomer();
        String mechanical = transcribedJob(customer, "MECHANICAL", "Complete");

        for (String[] refusal : List.<String[]>of(new String[0], new String[] {"approve_uplevel", "false"})) {
            List<String> params = new ArrayList<>(List.of("api_token", customer.token(), "job_id", mechanical,
                    "target_languages", "es"));
            params.addAll(List.of(refusal));
            ApiResponse refused = api.get("/api/job/translate", params.toArray(String[]::new));
            assertThat(refused.error("INVALID_OPTION")).contains("approve_uplevel", "PROFESSIONAL");
        }
        assertThat(api.get("/api/job/list_related", "api_token", customer.token(), "job_id", mechanical).ok()
                .path("related_jobs")).as("a refused order makes nothing").isEmpty();
        assertThat(api.get("/api/job/translate", "api_token", customer.token(), "job_id", mechanical,
                "target_languages", "xx", "approve_uplevel", "true").status())
                .as("an unknown language is refused before any uplevel").isEqualTo(400);
        assertThat(api.get("/api/job/list_related", "api_token", customer.token(), "job_id", mechanical).ok()
                .path("related_jobs")).isEmpty();

        ApiResponse ordered = api.get("/api/job/translate", "api_token", customer.token(), "job_id", mechanical,
                "target_languages", "es", "approve_uplevel", "true");
        assertThat(ordered.status()).as(ordered.body()).isEqualTo(201);
        String child = ordered.json().path("translation_job_ids").get(0).asString();
        assertThat(ordered.json().path("message").asString()).contains("PROFESSIONAL", "es: created as job " + child);

        // The job was upleveled: the new PROFESSIONAL job leads the translation, which waits for its FINAL.
        // list_related shows the whole family: the upleveled job and, made from it, the translation.
        JsonNode family = api.get("/api/job/list_related", "api_token", customer.token(), "job_id", mechanical).ok();
        List<String> related = family.path("related_jobs").findValuesAsString("job_id");
        assertThat(related).hasSize(2).contains(child);
        String professional = related.stream().filter(id -> !id.equals(child)).findFirst().orElseThrow();
        assertThat(info(customer, professional).path("Fidelity").asString()).isEqualTo("HIGH"); // PROFESSIONAL, as Job Info names it
        assertThat(api.get("/api/job/list_related", "api_token", customer.token(), "job_id", child).ok()
                .path("leading_job").path("job_id").asString()).as("the family's first job leads it").isEqualTo(mechanical);
        assertThat(info(customer, child).path("Fidelity").asString()).isEqualTo("HIGH"); // PROFESSIONAL, as Job Info names it
        assertThat(versionNames(customer, child)).as("no machine translation before the upleveled job's FINAL").isEmpty();

        // A second order finds the upleveled job and its translation: nothing new is made.
        ApiResponse again = api.get("/api/job/translate", "api_token", customer.token(), "job_id", mechanical,
                "target_languages", "es", "approve_uplevel", "true");
        assertThat(again.status()).as(again.body()).isEqualTo(201);
        assertThat(again.json().path("translation_job_ids").get(0).asString()).isEqualTo(child);
        assertThat(again.json().path("message").asString()).contains("already exists");

        // The upleveled job's passes done, the translation is machine-translated and waits for a translator.
        completeProfessional(professional);
        awaitStatus(customer, child, "Reviewing");
        assertThat(versionNames(customer, child)).containsExactly("MECHANICAL");
        Worker translator = newWorker(Role.TRANSLATOR);
        String item = translator.itemOf(child);
        translator.post("/work/api/items/" + item + "/claim").ok();
        // The translation is made from the upleveled job's FINAL, not the MECHANICAL one's.
        assertThat(translator.get("/work/api/items/" + item).ok().path("source").path("jobId").asString()).isEqualTo(professional);
    }

    private List<String> versionNames(Customer customer, String job) {
        return api.get("/api/job/list_elementlists", "v", "1", "api_token", customer.token(), "job_id", job).ok()
                .findValuesAsString("iwp_name");
    }

    /**
     * Every Apertium pair with English that Debian ships is installed by the test command: Catalan,
     * Galician and Esperanto children of one PREMIUM job are machine-translated from its FINAL and
     * finished by a translator each, in their own language.
     */
    @Test
    void catalanGalicianAndEsperantoAreEachFinishedByATranslator() throws Exception {
        Customer customer = newCustomer();
        String parent = reviewingJob(customer, "PREMIUM", "target_language", "ca,gl,eo");
        JsonNode family = api.get("/api/job/list_related", "api_token", customer.token(), "job_id", parent).ok();
        List<String> children = family.path("related_jobs").findValuesAsString("job_id");
        assertThat(children).hasSize(3);

        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String edit = transcriber.itemOf(parent);
        transcriber.post("/work/api/items/" + edit + "/claim").ok();
        transcriber.post("/work/api/items/" + edit + "/submit").ok();

        Worker translator = newWorker(Role.TRANSLATOR);
        List<String> languages = new ArrayList<>();
        for (String child : children) {
            awaitStatus(customer, child, "Reviewing");
            String language = info(customer, child).path("TargetLanguage").asString();
            languages.add(language);
            String item = translator.itemOf(child);
            translator.post("/work/api/items/" + item + "/claim").ok();
            JsonNode loaded = translator.get("/work/api/items/" + item).ok();
            List<String> draft = words(loaded).stream().map(w -> w.path("text").asString().toLowerCase()).toList();
            assertThat(draft).as(language + ": the machine's translation").isNotEmpty()
                    .doesNotContainAnyElementsOf(List.of("country", "ask", "fellow"));
            assertThat(translator.post("/work/api/items/" + item + "/submit").ok().path("jobStatus").asString())
                    .isEqualTo("Complete");
            assertThat(versionNames(customer, child)).containsExactly("MECHANICAL", "PREMIUM", "FINAL");
        }
        assertThat(languages).containsExactlyInAnyOrder("ca", "gl", "eo");
    }

    /** The job's translation child into {@code language}, as list_related shows it. */
    private String translationOf(Customer customer, String parent, String language) {
        JsonNode family = api.get("/api/job/list_related", "api_token", customer.token(), "job_id", parent).ok();
        List<String> ids = family.path("related_jobs").findValuesAsString("job_id");
        assertThat(ids).as(family.toString()).hasSize(1);
        assertThat(info(customer, ids.getFirst()).path("TargetLanguage").asString()).isEqualTo(language);
        return ids.getFirst();
    }

    /** The remaining edit (if any) and review passes of a PROFESSIONAL job, each by a person of its own. */
    private void completeProfessional(String job) throws InterruptedException {
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        for (JsonNode entry : transcriber.queueOf(job)) {
            String id = entry.path("id").asString();
            transcriber.post("/work/api/items/" + id + "/claim").ok();
            transcriber.post("/work/api/items/" + id + "/submit").ok();
        }
        Worker reviewer = newWorker(Role.REVIEWER);
        String review = reviewer.itemOf(job);
        reviewer.post("/work/api/items/" + review + "/claim").ok();
        assertThat(reviewer.post("/work/api/items/" + review + "/submit").ok().path("jobStatus").asString()).isEqualTo("Complete");
    }

    private static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    }
}
