package dev.parlance.web.work;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.NewMember;
import dev.parlance.account.PeopleService;
import dev.parlance.account.Role;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.MovableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.stream.StreamSupport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The work API's tests: customers whose PREMIUM and PROFESSIONAL jobs run the real machine pass
 * (espeak-ng speech, ffmpeg, Vosk) into Reviewing, workforce members made the way the operator's
 * people page makes them, and their scripts' calls with a bearer token.
 */
public abstract class WorkApiTestSupport extends ApiTestSupport {
    protected static final String MEMBER_PASSWORD = "member-secret-1";
    private static final JsonMapper JSON = JsonMapper.builder().build();
    protected static final String CUSTOMER_PASSWORD = "customer-pw-1";
    /** What the machine hears in the fixture, said by espeak-ng. */
    static final String SPOKEN = SpeechFixtures.ASK_NOT;

    @TempDir
    static Path fixtures;
    protected static Path speech;

    @Autowired
    PeopleService people;
    @Autowired
    AccountRepository accounts;
    @Autowired
    protected MovableClock clock;

    @BeforeAll
    static void speech() {
        speech = SpeechFixtures.speech(fixtures, "ask-not", SPOKEN);
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    /** A customer of its own, with its session token. */
    public record Customer(String username, String token) {
    }

    protected Customer newCustomer() {
        return newCustomer(api, adminToken());
    }

    /** A customer of its own in the application {@code api} talks to, made by its operator. */
    public static Customer newCustomer(ApiClient api, String adminToken) {
        String username = unique("customer");
        ApiResponse created = api.get("/api/account/create", "v", "1", "api_token", adminToken, "new_username", username,
                "new_password", CUSTOMER_PASSWORD, "email", username + "@customers.test");
        assertThat(created.status()).as(created.body()).isEqualTo(204);
        return new Customer(username, login(api, username, CUSTOMER_PASSWORD));
    }

    /** A workforce member with these roles, added by the operator; signed in through the API for a token. */
    protected Worker newWorker(Role... roles) {
        return newWorker(api, people, accounts, roles);
    }

    /** The same in the application {@code api} talks to, with its people and accounts. */
    public static Worker newWorker(ApiClient api, PeopleService people, AccountRepository accounts, Role... roles) {
        String username = unique("worker");
        Account admin = accounts.findByUsername(ADMIN).orElseThrow();
        people.add(admin, new NewMember(username, MEMBER_PASSWORD, Optional.of("Pat"), Optional.empty(), Optional.empty(),
                EnumSet.copyOf(Arrays.asList(roles))));
        return new Worker(username, login(api, username, MEMBER_PASSWORD), api);
    }

    private static String login(ApiClient api, String username, String password) {
        return api.get("/api/account/login", "v", "1", "username", username, "password", password).ok().path("ApiToken").asString();
    }

    /** The operator, calling the work API with a token. */
    protected Worker operator() {
        return new Worker(ADMIN, adminToken(), api);
    }

    /**
     * The job's passes on the transcript done as they stand, one person of each role in turn through
     * the work API (an edit, then a review...): what a pass after them (a describer's) starts from.
     */
    protected void passesDoneUnchanged(String job, Role... roles) {
        for (Role role : roles) {
            Worker person = newWorker(role);
            String item = person.itemOf(job);
            person.post("/work/api/items/" + item + "/claim").ok();
            person.post("/work/api/items/" + item + "/submit").ok();
        }
    }

    /** A described job waiting for its customer's approval, and where its one description starts (ms). */
    protected record DescribedJob(String id, long descriptionStart) {
    }

    /**
     * A PREMIUM job of the speech then five seconds of silence, with {@code audio_description} and the
     * customer's approval: edited unchanged, then described with one description half a second after
     * the dialogue; it waits for the customer's approval.
     */
    protected DescribedJob describedJobAwaitingApproval(Customer customer, String name, String description) throws Exception {
        Path media = SpeechFixtures.convert(speech, fixtures.resolve(name + ".wav"), "-af", "apad=pad_dur=5");
        String job = reviewingJob(api, media, customer, "PREMIUM", "options",
                "{\"audio_description\": true, \"customer_approval_steps\": [\"RETURN\"]}");
        passesDoneUnchanged(job, Role.TRANSCRIBER);
        Worker describer = claimedBy(Role.DESCRIBER, job);
        String item = describer.queueOf(job).getFirst().path("id").asString();
        long start = describer.get("/work/api/items/" + item).ok().path("describing").path("dialogue").get(0).path("end").asLong() + 500;
        describer.post("/work/api/items/" + item + "/submit", """
                {"turns": [{"speaker": "Description", "text": "%s", "start": %d, "end": %d}]}"""
                .formatted(description, start, start + 2500)).ok();
        return new DescribedJob(job, start);
    }

    /** The job's waiting item claimed by a new person of this role, who is answered. */
    protected Worker claimedBy(Role role, String job) {
        Worker person = newWorker(role);
        person.post("/work/api/items/" + person.itemOf(job) + "/claim").ok();
        return person;
    }

    /** A job of the customer with this video, ordered at the fidelity with these options (JSON), once in Reviewing. */
    protected String videoJob(Customer customer, Path video, String fidelity, String options) throws Exception {
        String job = api.get("/api/job/new", "v", "1", "api_token", customer.token(), "job_name", video.getFileName().toString())
                .ok().path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + customer.token() + "&job_id=" + job, "video/mp4",
                Files.readAllBytes(video)).ok();
        api.get("/api/job/perform_transcription", "v", "1", "api_token", customer.token(), "job_id", job,
                "transcription_fidelity", fidelity, "options", options).ok();
        awaitStatus(customer, job, "Reviewing");
        return job;
    }

    /** A job of the customer with the speech fixture as media, transcribed at the fidelity, in Reviewing. */
    protected String reviewingJob(Customer customer, String fidelity, String... extra) throws InterruptedException {
        return transcribedJob(customer, fidelity, "Reviewing", extra);
    }

    /** A job of the customer with the speech fixture as media, transcribed at the fidelity, once in {@code status}. */
    protected String transcribedJob(Customer customer, String fidelity, String status, String... extra) throws InterruptedException {
        return transcribedJob(api, speech, customer, fidelity, status, extra);
    }

    /** The same in the application {@code api} talks to, with this media, in Reviewing. */
    public static String reviewingJob(ApiClient api, Path media, Customer customer, String fidelity, String... extra)
            throws InterruptedException {
        return transcribedJob(api, media, customer, fidelity, "Reviewing", extra);
    }

    /** The same in the application {@code api} talks to, with this media, once in {@code status}. */
    public static String transcribedJob(ApiClient api, Path media, Customer customer, String fidelity, String status,
                                 String... extra) throws InterruptedException {
        String job = api.get("/api/job/new", "v", "1", "api_token", customer.token(), "job_name", "Work test " + fidelity)
                .ok().path("JobId").asString();
        try {
            api.postBytes("/api/job/add_media", "v=1&api_token=" + customer.token() + "&job_id=" + job, "audio/wav",
                    Files.readAllBytes(media)).ok();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> params = new ArrayList<>(List.of("v", "1", "api_token", customer.token(), "job_id", job,
                "transcription_fidelity", fidelity));
        params.addAll(List.of(extra));
        api.get("/api/job/perform_transcription", params.toArray(String[]::new)).ok();
        awaitStatus(api, customer, job, status);
        return job;
    }

    /** A v1 call on one of the customer's jobs (api_token and job_id), with further parameters as name, value... */
    protected ApiResponse onJob(String path, Customer customer, String job, String... extra) {
        List<String> params = new ArrayList<>(List.of("api_token", customer.token(), "job_id", job));
        params.addAll(List.of(extra));
        return api.get(path, params.toArray(String[]::new));
    }

    protected JsonNode info(Customer customer, String job) {
        return info(api, customer, job);
    }

    public static JsonNode info(ApiClient api, Customer customer, String job) {
        return api.get("/api/job/info", "v", "1", "api_token", customer.token(), "job_id", job).ok();
    }

    protected JsonNode awaitStatus(Customer customer, String job, String status) throws InterruptedException {
        return awaitStatus(api, customer, job, status);
    }

    public static JsonNode awaitStatus(ApiClient api, Customer customer, String job, String status) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        JsonNode info = info(api, customer, job);
        while (!info.path("JobStatus").asString().equals(status) && Instant.now().isBefore(deadline)
                && !info.path("JobStatus").asString().equals("Media Failure")) {
            Thread.sleep(200);
            info = info(api, customer, job);
        }
        assertThat(info.path("JobStatus").asString()).as(info.toString()).isEqualTo(status);
        return info;
    }

    /** The word tokens of the job's version with this IWP name, in order, as the customer gets them. */
    protected List<JsonNode> tokens(Customer customer, String job, String iwp) {
        return WorkPassesApiTest.tokens(api.get("/api/job/get_elementlist", "v", "1", "api_token", customer.token(),
                "job_id", job, "iwp_name", iwp).ok());
    }

    /** Waits until the item's saved draft has this text (a save the browser sent as it closed a page). */
    public static void awaitDraftContaining(Worker holder, String item, String text) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(15));
        String draft = "";
        while (!draft.contains(text) && Instant.now().isBefore(deadline)) {
            Thread.sleep(100);
            draft = holder.get("/work/api/items/" + item).ok().path("draft").toString();
        }
        assertThat(draft).isNotNull().contains(text);
    }

    /** A person calling the work API with {@code Authorization: Bearer}, as a script does. */
    public record Worker(String username, String token, ApiClient api) {
        public ApiResponse get(String path) {
            return api.send(HttpRequest.newBuilder(api.uri(path, null)).header("Authorization", "Bearer " + token).GET());
        }

        public ApiResponse post(String path) {
            return post(path, "");
        }

        public ApiResponse post(String path, String json) {
            return api.send(HttpRequest.newBuilder(api.uri(path, null)).header("Authorization", "Bearer " + token)
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)));
        }

        public ApiResponse put(String path, String json) {
            return api.send(HttpRequest.newBuilder(api.uri(path, null)).header("Authorization", "Bearer " + token)
                    .header("Content-Type", "application/json").PUT(HttpRequest.BodyPublishers.ofString(json)));
        }

        /**
         * The caption preview of these turns for an item, asked again while another preview of the item
         * is being made (a page open on it asks for its own after every pause in typing), as the refusal says.
         */
        public JsonNode preview(String item, String json) throws InterruptedException {
            Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
            ApiResponse response = post("/work/api/items/" + item + "/preview", json);
            while (response.status() == 429 && response.body().contains("still being made") && Instant.now().isBefore(deadline)) {
                Thread.sleep(100);
                response = post("/work/api/items/" + item + "/preview", json);
            }
            return response.ok();
        }

        /** The caller's queue entries of one job. */
        public List<JsonNode> queueOf(String job) {
            JsonNode items = get("/work/api/items?limit=500").ok().path("items");
            return StreamSupport.stream(items.spliterator(), false)
                    .filter(i -> i.path("job").path("id").asString().equals(job)).toList();
        }

        /** The one item of the job in the caller's queue. */
        public String itemOf(String job) {
            List<JsonNode> items = queueOf(job);
            assertThat(items).as("the job's items in %s's queue", username).hasSize(1);
            return items.getFirst().path("id").asString();
        }
    }

    /** Asserts a JSON refusal of the work API and returns its message. */
    public static String refused(ApiResponse response, int status, String error) {
        assertThat(response.status()).as(response.body()).isEqualTo(status);
        assertThat(response.contentType()).startsWith("application/json");
        assertThat(response.json().path("error").asString()).as(response.body()).isEqualTo(error);
        return response.json().path("message").asString();
    }

    /** The ElementList's word tokens, in order. */
    public static List<JsonNode> tokens(JsonNode list) {
        List<JsonNode> words = new ArrayList<>();
        for (JsonNode segment : list.path("segments")) {
            for (JsonNode sequence : segment.path("sequences")) {
                for (JsonNode token : sequence.path("tokens")) {
                    if (token.path("type").asString().equals("word")) {
                        words.add(token);
                    }
                }
            }
        }
        return words;
    }

    /** The loaded text's words, in order. */
    public static List<JsonNode> words(JsonNode loaded) {
        List<JsonNode> words = new ArrayList<>();
        loaded.path("turns").forEach(turn -> words.addAll(wordsOf(turn)));
        return words;
    }

    /**
     * A loaded turn's words, each as an object ({@code text}, {@code start}, {@code end},
     * {@code confidence}, and {@code sound}, {@code pinnedStart}, {@code pinnedEnd} when true): the load
     * sends them as columns.
     */
    public static List<JsonNode> wordsOf(JsonNode turn) {
        JsonNode columns = turn.path("words");
        List<JsonNode> words = new ArrayList<>();
        for (int i = 0; i < columns.path("text").size(); i++) {
            words.add(JSON.createObjectNode().put("text", columns.path("text").get(i).asString())
                    .put("start", columns.path("start").get(i).asLong()).put("end", columns.path("end").get(i).asLong())
                    .set("confidence", columns.path("confidence").get(i)));
        }
        for (String flag : List.of("sound", "pinnedStart", "pinnedEnd")) {
            columns.path(flag).forEach(i -> ((ObjectNode) words.get(i.asInt())).put(flag, true));
        }
        return words;
    }

    /** The loaded text as a submit body, with the first word written {@code from} written {@code to}. */
    public static ObjectNode replacing(JsonNode loaded, String from, String to) {
        ObjectNode body = JSON.createObjectNode();
        ArrayNode turns = body.putArray("turns");
        boolean done = false;
        for (JsonNode turn : loaded.path("turns")) {
            List<String> texts = new ArrayList<>();
            for (JsonNode word : wordsOf(turn)) {
                String text = word.path("text").asString();
                if (!done && text.equals(from)) {
                    text = to;
                    done = true;
                }
                texts.add(text);
            }
            turns.addObject().put("speaker", turn.path("speaker").asString()).put("text", String.join(" ", texts));
        }
        assertThat(done).as("the text has the word " + from).isTrue();
        return body;
    }
}
