package dev.parlance.web.account;

import dev.parlance.account.AccountRepository;
import dev.parlance.account.NewMember;
import dev.parlance.account.PeopleService;
import dev.parlance.account.Role;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.WebClient;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.util.EnumSet;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The account pages' forms over plain HTTP, as a forged or hand-made request would reach them: every
 * POST without its CSRF token is refused and changes nothing; the same request with it works; the
 * settings' validation is update_setting's; another customer cannot remove a key it names; a
 * workforce member, who has no customer account, is refused the customer's parts.
 */
class AccountPagesApiTest extends ApiTestSupport {
    private static final String PASSWORD = "customer-pw-1";
    private static final Pattern REFERENCE = Pattern.compile("name=\"reference\" value=\"([0-9a-f]+)\"");
    private static final Pattern NEW_KEY = Pattern.compile("id=\"new-key\"[^>]*value=\"([0-9a-f]{32})\"");

    @Autowired
    AccountRepository accounts;
    @Autowired
    PeopleService people;

    @Test
    void everyPostWithoutItsCsrfTokenIsRefusedAndChangesNothing() {
        String customer = customer();
        WebClient browser = signedIn(customer);
        String sub = unique("sub");

        assertThat(browser.postWithoutCsrf("/account/keys").status()).isEqualTo(403);
        assertThat(browser.postWithoutCsrf("/account/settings", "account", customer, "defaultJobNotes", "forged",
                "requireAuthorization", "true").status()).isEqualTo(403);
        assertThat(browser.postWithoutCsrf("/account/subaccounts", "username", sub, "password", PASSWORD).status()).isEqualTo(403);
        assertThat(browser.postWithoutCsrf("/account/password", "currentPassword", PASSWORD, "newPassword", "forged-pw-1",
                "newPasswordAgain", "forged-pw-1").status()).isEqualTo(403);
        assertThat(browser.get("/account/keys").body()).contains("You have no API key yet.");
        assertThat(accounts.findByUsername(customer).orElseThrow().settings().defaultJobNotes()).isNull();
        assertThat(accounts.findByUsername(sub)).isEmpty();

        // With the token: a key is made; removing it without the token is refused, with it works.
        ApiResponse made = browser.post("/account/keys");
        assertThat(made.status()).isEqualTo(201);
        Matcher key = NEW_KEY.matcher(made.body());
        assertThat(key.find()).as(made.body()).isTrue();
        String reference = reference(browser);
        assertThat(browser.postWithoutCsrf("/account/keys/remove", "reference", reference).status()).isEqualTo(403);
        assertThat(loginWithKey(customer, key.group(1)).status()).isEqualTo(200);
        assertThat(browser.post("/account/keys/remove", "reference", reference).status()).isEqualTo(302);
        loginWithKey(customer, key.group(1)).error("ACCOUNT_UNPRIVILEGED");

        assertThat(browser.post("/account/subaccounts", "username", sub, "password", PASSWORD).status()).isEqualTo(302);
        assertThat(accounts.findByUsername(sub).orElseThrow().parentId()).isEqualTo(accounts.findByUsername(customer).orElseThrow().id());
    }

    @Test
    void settingsAreValidatedAsUpdateSettingDoesAndOnlyInTheCustomersTree() {
        String customer = customer();
        String other = customer();
        WebClient browser = signedIn(customer);
        ApiResponse tooLong = browser.post("/account/settings", "account", customer, "defaultJobNotes", "x".repeat(6001));
        assertThat(tooLong.status()).isEqualTo(400);
        assertThat(tooLong.body()).contains("Invalid query: Invalid value for default_job_notes: at most 6000 characters, got 6001");
        assertThat(accounts.findByUsername(customer).orElseThrow().settings().defaultJobNotes()).isNull();

        ApiResponse foreign = browser.post("/account/settings", "account", other, "defaultJobNotes", "not yours");
        assertThat(foreign.status()).isEqualTo(400);
        assertThat(foreign.body()).contains("No children found: Account " + customer + " has no sub-accounts");
        assertThat(accounts.findByUsername(other).orElseThrow().settings().defaultJobNotes()).isNull();
        assertThat(browser.get("/account/settings?account=" + other).status()).isEqualTo(400);

        ApiResponse saved = browser.post("/account/settings", "account", customer, "defaultJobNotes", "Names: Ada.",
                "requireAuthorization", "true");
        assertThat(saved.status()).isEqualTo(302);
        var settings = accounts.findByUsername(customer).orElseThrow().settings();
        assertThat(settings.defaultJobNotes()).isEqualTo("Names: Ada.");
        assertThat(settings.requireAuthorization()).isTrue();
        assertThat(settings.requireAuthorizationMechanical()).isFalse();
    }

    @Test
    void anotherCustomerCannotRemoveAKeyAndAWorkerHasNoCustomerParts() {
        String owner = customer();
        WebClient ownerBrowser = signedIn(owner);
        Matcher key = NEW_KEY.matcher(ownerBrowser.post("/account/keys").body());
        assertThat(key.find()).isTrue();
        String reference = reference(ownerBrowser);

        WebClient intruder = signedIn(customer());
        assertThat(intruder.post("/account/keys/remove", "reference", reference).status()).isEqualTo(302);
        assertThat(loginWithKey(owner, key.group(1)).status()).as("the owner's key still works").isEqualTo(200);

        String worker = unique("pat");
        people.add(accounts.findByUsername(ADMIN).orElseThrow(), new NewMember(worker, PASSWORD, Optional.of("Pat"),
                Optional.empty(), Optional.empty(), EnumSet.of(Role.TRANSCRIBER)));
        WebClient workerBrowser = signedIn(worker);
        assertThat(workerBrowser.get("/account").body()).contains("href=\"/account/password\"").doesNotContain("href=\"/account/keys\"");
        for (String path : new String[] {"/account/keys", "/account/settings", "/account/subaccounts", "/account/usage"}) {
            ApiResponse refused = workerBrowser.get(path);
            assertThat(refused.status()).as(path).isEqualTo(403);
            assertThat(refused.body()).contains("workforce account");
        }
        assertThat(workerBrowser.post("/account/keys").status()).isEqualTo(403);
    }

    private String customer() {
        String username = unique("customer");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", username,
                "new_password", PASSWORD).status()).isEqualTo(204);
        return username;
    }

    private WebClient signedIn(String username) {
        WebClient browser = new WebClient("http://localhost:" + port);
        assertThat(browser.signIn(username, PASSWORD).status()).isEqualTo(302);
        return browser;
    }

    private static String reference(WebClient browser) {
        Matcher m = REFERENCE.matcher(browser.get("/account/keys").body());
        assertThat(m.find()).isTrue();
        return m.group(1);
    }

    private ApiResponse loginWithKey(String username, String key) {
        return api.get("/api/account/login", "v", "1", "username", username, "securekey", key);
    }
}
