package dev.parlance.web.account;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.AccountRepository;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.Accessibility;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.BrowserTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.parlance.support.WatchedBrowsers.heading;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A customer's account pages in headless Chromium, checked through the v1 API a program uses: a key
 * made on the page signs a plain HTTP client in and is refused once removed; settings saved on the
 * page hold the next job for authorization; a sub-account made on the page signs in and can be moved
 * below a new one; the usage chart and table show the minutes aggregate_statistics reports for a
 * finished job. Every page passes the accessibility check and keeps the Content-Security-Policy.
 */
public class AccountBrowserTest extends BrowserTestSupport {
    static final String PASSWORD = "customer-pw-1";

    @TempDir
    static Path fixtures;
    static Path speech;

    @Autowired
    AccountRepository accounts;

    @BeforeAll
    static void speech() {
        speech = SpeechFixtures.speech(fixtures, "ask-not", SpeechFixtures.ASK_NOT);
    }

    @Test
    void aKeyMadeOnThePageSignsAProgramInUntilItIsRemoved() throws Exception {
        String customer = newCustomer();
        signIn(page, customer, PASSWORD);
        assertThat(heading(page)).hasText(Pattern.compile("^Welcome"));
        assertThat(page.getByText("First steps")).isVisible();
        Accessibility.assertNoSeriousViolations(page);
        page.getByRole(AriaRole.NAVIGATION, new Page.GetByRoleOptions().setName("Main"))
                .getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("Account")).click();
        assertThat(heading(page)).hasText("Your account");
        Accessibility.assertNoSeriousViolations(page);
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("API keys")).click();
        assertThat(heading(page)).hasText("API keys");
        assertThat(page.getByText("You have no API key yet.")).isVisible();
        Accessibility.assertNoSeriousViolations(page);

        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create a new key")).click();
        Locator shown = page.getByLabel("API key");
        assertThat(shown).hasValue(Pattern.compile("^[0-9a-f]{32}$"));
        String key = shown.inputValue();
        Accessibility.assertNoSeriousViolations(page);

        // A program with nothing but the username and the key.
        HttpClient plain = HttpClient.newHttpClient();
        String token = loginWithKey(plain, customer, key);
        assertThat(token).isNotEmpty();
        assertThat(api.get("/api/job/list", "v", "1", "api_token", token).status()).isEqualTo(200);

        // Shown once: the list then names it by its last characters only.
        page.navigate("/account/keys");
        assertThat(page.locator(".key-hint")).hasText("Key ending …" + key.substring(28));
        assertThat(page.content()).doesNotContain(key);
        assertThat(page.getByLabel("API key")).hasCount(0);

        page.onceDialog(dialog -> dialog.accept());
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Remove the key ending …" + key.substring(28))).click();
        assertThat(page.getByRole(AriaRole.STATUS)).containsText("The key is removed.");
        assertThat(page.getByText("You have no API key yet.")).isVisible();
        Accessibility.assertNoSeriousViolations(page);
        HttpResponse<String> refused = plain.send(loginRequest(customer, key), HttpResponse.BodyHandlers.ofString());
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(refused.body()).contains("ACCOUNT_UNPRIVILEGED");
        api.get("/api/job/list", "v", "1", "api_token", token).error("BAD_API_TOKEN");
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void settingsSavedOnThePageHoldTheNextJobForAuthorization() throws Exception {
        String customer = newCustomer();
        signIn(page, customer, PASSWORD);
        page.navigate("/account/settings");
        assertThat(heading(page)).hasText("Settings");
        Accessibility.assertNoSeriousViolations(page);

        page.getByLabel("Notes for every job").fill("Speakers: Ada and Grace.");
        page.getByLabel("Wait for my authorization before work starts on a job").check();
        page.getByLabel("Also for machine-only jobs").check();
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save settings")).click();
        assertThat(page.getByRole(AriaRole.STATUS)).hasText("Settings of " + customer + " saved.");
        assertThat(page.getByLabel("Notes for every job")).hasValue("Speakers: Ada and Grace.");
        assertThat(page.getByLabel("Wait for my authorization before work starts on a job")).isChecked();
        Accessibility.assertNoSeriousViolations(page);
        assertThat(accounts.findByUsername(customer).orElseThrow().settings().defaultJobNotes()).isEqualTo("Speakers: Ada and Grace.");

        // Through the API: a machine-only job now waits for authorization, then runs once authorized.
        String token = login(customer, PASSWORD);
        String job = orderMechanicalJob(token);
        assertThat(status(token, job)).isEqualTo("Authorizing");
        assertThat(api.get("/api/job/authorize", "v", "1", "api_token", token, "job_id", job).status()).isBetween(200, 204);
        awaitStatus(token, job, "Complete");
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void aSubAccountMadeOnThePageSignsInAndAnotherIsPutAboveIt() {
        String customer = newCustomer();
        String team = unique("team");
        String department = unique("dept");
        signIn(page, customer, PASSWORD);
        page.navigate("/account/subaccounts");
        assertThat(heading(page)).hasText("Sub-accounts");
        Accessibility.assertNoSeriousViolations(page);

        createSubAccount(team, "");
        assertThat(page.getByRole(AriaRole.STATUS)).hasText("Sub-account " + team + " created.");
        assertThat(page.getByRole(AriaRole.ROW, new Page.GetByRoleOptions().setName(Pattern.compile("^" + team))))
                .containsText(customer);
        String teamToken = login(team, "team-secret-1");
        assertThat(teamToken).isNotEmpty();
        String parentToken = login(customer, PASSWORD);
        assertThat(api.get("/api/job/list", "v", "1", "api_token", parentToken, "Username", team).status()).isEqualTo(200);

        // A level inserted: the department below the customer, the team moved below it.
        createSubAccount(department, team);
        assertThat(page.getByRole(AriaRole.STATUS)).hasText("Sub-account " + department + " created; " + team + " is now below it.");
        assertThat(page.getByRole(AriaRole.ROW, new Page.GetByRoleOptions().setName(Pattern.compile("^" + team))))
                .containsText(department);
        assertThat(accounts.findByUsername(team).orElseThrow().parentId())
                .isEqualTo(accounts.findByUsername(department).orElseThrow().id());
        Accessibility.assertNoSeriousViolations(page);

        // The API's refusal, in words, with what was typed kept (never the password).
        createSubAccount(team, "");
        assertThat(page.getByRole(AriaRole.ALERT)).hasText("Account exists: An account named " + team + " already exists");
        assertThat(page.getByLabel("Username")).hasValue(team);
        assertThat(page.getByLabel("Password")).hasValue("");
        assertThat(page.getByRole(AriaRole.ALERT)).isFocused();
        Accessibility.assertNoSeriousViolations(page);
        page.setViewportSize(320, 800); // a phone: the table scrolls in a region the keyboard reaches
        Accessibility.assertNoSeriousViolations(page);
        page.setViewportSize(1280, 800);

        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Usage of " + team)).click();
        assertThat(heading(page)).hasText("Usage");
        assertThat(page.getByLabel("Account", new Page.GetByLabelOptions().setExact(true))).hasValue(team);
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void theUsageChartShowsTheMinutesOfAFinishedJob() throws Exception {
        String customer = newCustomer();
        String token = login(customer, PASSWORD);
        String job = orderMechanicalJob(token);
        awaitStatus(token, job, "Complete");
        JsonNode stats = api.get("/api/job/aggregate_statistics", "v", "1", "api_token", token, "account_id", "*").ok();
        long billed = stats.path("data").get(0).path("billable_minutes_total").asLong();
        assertThat(billed).isPositive();

        signIn(page, customer, PASSWORD);
        assertThat(page.locator(".home-count strong")).hasText("1");
        assertThat(page.getByRole(AriaRole.TABLE, new Page.GetByRoleOptions().setName("Newest jobs"))).containsText("Complete");
        Accessibility.assertNoSeriousViolations(page);

        page.navigate("/account/usage");
        assertThat(heading(page)).hasText("Usage");
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(2).setName(Pattern.compile("billed minute"))))
                .hasText(billed + (billed == 1 ? " billed minute" : " billed minutes") + " in these 12 periods");
        Locator bar = page.locator("svg.usage-chart rect.bar-mechanical");
        assertThat(bar).hasCount(1);
        assertThat(bar).hasAttribute("data-minutes", String.valueOf(billed));
        assertThat(bar).hasAttribute("width", "100.00%");
        Locator lastRow = page.locator(".usage-table tbody tr").last();
        assertThat(lastRow.locator("td").first()).hasText(String.valueOf(billed)); // Total
        assertThat(lastRow.locator("td").nth(1)).hasText(String.valueOf(billed)); // Mechanical
        Accessibility.assertNoSeriousViolations(page);

        page.getByLabel("By", new Page.GetByLabelOptions().setExact(true)).selectOption("week");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Show")).click();
        assertThat(page).hasURL(Pattern.compile(".*by=week.*"));
        assertThat(page.locator(".usage-table tbody tr")).hasCount(12);
        assertThat(page.locator(".usage-table tbody tr").last()).containsText("Week of");
        assertThat(page.locator("svg.usage-chart rect.bar-mechanical")).hasAttribute("data-minutes", String.valueOf(billed));
        Accessibility.assertNoSeriousViolations(page);
        page.setViewportSize(320, 800);
        Accessibility.assertNoSeriousViolations(page);
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    private void createSubAccount(String username, String move) {
        page.getByLabel("Username").fill(username);
        page.getByLabel("Password").fill("team-secret-1");
        page.getByLabel("First name").fill("Team");
        if (!move.isEmpty()) {
            page.getByLabel("Move an existing sub-account below the new one").selectOption(move);
        }
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create sub-account")).click();
    }

    private String loginWithKey(HttpClient plain, String username, String key) throws IOException, InterruptedException {
        return loginWithKey(plain, api.base(), username, key);
    }

    /** A program's sign-in with the username and an API key ({@code securekey}) at {@code base}; answers its ApiToken. */
    public static String loginWithKey(HttpClient plain, String base, String username, String key) throws IOException, InterruptedException {
        HttpResponse<String> response = plain.send(loginRequest(base, username, key), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        Matcher token = Pattern.compile("\"ApiToken\"\\s*:\\s*\"([^\"]+)\"").matcher(response.body());
        assertThat(token.find()).as(response.body()).isTrue();
        return token.group(1);
    }

    private HttpRequest loginRequest(String username, String key) {
        return loginRequest(api.base(), username, key);
    }

    private static HttpRequest loginRequest(String base, String username, String key) {
        return HttpRequest.newBuilder(URI.create(base + "/api/account/login?v=1&username="
                + URLEncoder.encode(username, StandardCharsets.UTF_8) + "&securekey=" + key)).GET().build();
    }

    private String newCustomer() {
        String username = unique("customer");
        ApiResponse created = api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", username,
                "new_password", PASSWORD);
        assertThat(created.status()).as(created.body()).isEqualTo(204);
        return username;
    }

    /** A MECHANICAL job of the speech fixture, ordered through the API. */
    private String orderMechanicalJob(String token) throws IOException {
        String job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "Account test").ok().path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + job, "audio/wav", Files.readAllBytes(speech)).ok();
        api.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", job,
                "transcription_fidelity", "MECHANICAL").ok();
        return job;
    }

    private String status(String token, String job) {
        return api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok().path("JobStatus").asString();
    }

    private void awaitStatus(String token, String job, String wanted) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        while (!status(token, job).equals(wanted) && Instant.now().isBefore(deadline)) {
            Thread.sleep(200);
        }
        assertThat(status(token, job)).isEqualTo(wanted);
    }
}
