package dev.parlance.web.admin;

import dev.parlance.system.ServiceAddress;
import org.springframework.beans.factory.annotation.Autowired;

import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.WebClient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The people page over real HTTP: an ADMIN adds workforce members with roles, changes roles,
 * disables and enables; the changes count at the person's next request; nobody else manages people.
 */
class PeopleApiTest extends ApiTestSupport {
    static final String PASSWORD = "member-secret-1";

    WebClient admin;
    @Autowired
    ServiceAddress address;

    @BeforeEach
    void signInAdmin() {
        admin = browser();
        assertThat(admin.signIn(ADMIN, ADMIN_PASSWORD).status()).isEqualTo(302);
    }

    @Test
    void anAdminAddsAPersonWhoSignsInToTheWork() {
        String name = unique("transcriber");
        ApiResponse added = admin.post("/admin/people", "username", name, "password", PASSWORD, "firstName", "Ada",
                "lastName", "Lovelace", "email", "ada@example.com", "roles", "TRANSCRIBER", "roles", "REVIEWER");
        assertThat(added.status()).as(added.body()).isEqualTo(302);
        String list = admin.get("/admin/people").body();
        assertThat(list).contains("Added " + name + " as Transcriber, Reviewer.").contains("Ada Lovelace")
                .contains("ada@example.com");

        WebClient member = browser();
        assertThat(member.signIn(name, PASSWORD).status()).isEqualTo(302);
        ApiResponse home = member.get("/");
        assertThat(home.body()).contains("Welcome, Ada Lovelace").contains("href=\"/work\"").doesNotContain("href=\"/admin/people\"");
        ApiResponse work = member.get("/work");
        assertThat(work.status()).isEqualTo(200);
        assertThat(work.body()).contains("<h1>Work</h1>").contains("There is no work for you yet");
        ApiResponse people = member.get("/admin/people");
        assertThat(people.status()).isEqualTo(403);
        assertThat(people.body()).contains("Not allowed").contains("does not have access");
    }

    @Test
    void theFormSaysWhatToFixAndKeepsWhatWasTyped() {
        assertRefused(admin.post("/admin/people", "username", ADMIN, "password", PASSWORD, "roles", "TRANSCRIBER"),
                "An account named admin already exists");
        String name = unique("form");
        assertRefused(admin.post("/admin/people", "username", name, "password", PASSWORD, "firstName", "Kept"),
                "choose at least one role").contains("value=\"" + name + "\"").contains("value=\"Kept\"");
        assertRefused(admin.post("/admin/people", "username", name, "password", "short", "roles", "REVIEWER"),
                "at least 6 characters");
        assertRefused(admin.post("/admin/people", "username", name, "password", PASSWORD, "roles", "CUSTOMER"),
                "unknown role CUSTOMER");
        assertRefused(admin.post("/admin/people", "username", "a*b", "password", PASSWORD, "roles", "REVIEWER"),
                "must not contain");
        assertRefused(admin.post("/admin/people", "username", name, "password", PASSWORD, "email", "nope",
                "roles", "REVIEWER"), "e-mail address");
        assertThat(admin.get("/admin/people").body()).doesNotContain(">" + name + "<");
    }

    @Test
    void aRoleChangeCountsAtThePersonsNextClick() {
        String name = addPerson("TRANSCRIBER");
        WebClient member = browser();
        member.signIn(name, PASSWORD);
        assertThat(member.get("/admin/people").status()).isEqualTo(403);

        changeRoles(name, "TRANSCRIBER", "ADMIN");
        assertThat(admin.get("/admin/people").body()).contains(name + " now has the roles Admin, Transcriber.");
        assertThat(member.get("/admin/people").status()).as("no new sign-in needed").isEqualTo(200);

        changeRoles(name, "TRANSLATOR");
        assertThat(member.get("/admin/people").status()).isEqualTo(403);
        assertThat(member.get("/work").status()).isEqualTo(200);
    }

    @Test
    void aDisabledPersonIsOutAtOnceEverywhere() {
        String name = addPerson("REVIEWER");
        WebClient member = browser();
        member.signIn(name, PASSWORD);
        String token = api.get("/api/account/login", "v", "1", "username", name, "password", PASSWORD)
                .ok().path("ApiToken").asString();

        ApiResponse disabled = admin.post("/admin/people/" + idOf(name) + "/disable");
        assertThat(disabled.status()).isEqualTo(302);
        assertThat(admin.get("/admin/people").body()).contains("Disabled.").contains("disabled</span>");

        assertThat(member.get("/work").status()).as("the session ends").isEqualTo(302);
        assertThat(api.get("/work/api/me").status()).isEqualTo(401);
        assertThat(api.get("/api/account/generate_api_key", "v", "1", "api_token", token).error("BAD_API_TOKEN"))
                .contains("Invalid or expired");
        WebClient again = browser();
        assertThat(again.signIn(name, PASSWORD).body()).contains("This account is disabled");
        assertThat(api.get("/api/account/login", "v", "1", "username", name, "password", PASSWORD)
                .error("LOGIN_INVALID")).contains("disabled");

        assertThat(admin.post("/admin/people/" + idOf(name) + "/enable").status()).isEqualTo(302);
        assertThat(again.signIn(name, PASSWORD).status()).isEqualTo(302);
        assertThat(again.get("/work").status()).isEqualTo(200);
    }

    @Test
    void anAdminCannotLockThemselvesOut() {
        String adminId = idOf(ADMIN);
        admin.post("/admin/people/" + adminId + "/roles", "roles", "TRANSCRIBER");
        assertThat(admin.get("/admin/people").body()).contains("you cannot take ADMIN from yourself");
        admin.post("/admin/people/" + adminId + "/disable");
        assertThat(admin.get("/admin/people").body()).contains("you cannot disable yourself");
        assertThat(admin.get("/admin/people").status()).as("still an admin").isEqualTo(200);
        // The first account is a customer too and keeps that whatever its staff roles.
        admin.post("/admin/people/" + adminId + "/roles", "roles", "ADMIN", "roles", "REVIEWER");
        assertThat(admin.get("/admin/people").body()).contains("admin now has the roles Customer, Admin, Reviewer.");
        api.get("/api/job/list", "v", "1", "api_token", adminToken()).ok();
        admin.post("/admin/people/" + adminId + "/roles", "roles", "ADMIN");
    }

    @Test
    void twoAdminsTakingAdminFromEachOtherLeaveOneInCharge() {
        for (int round = 0; round < 4; round++) {
            String a = addPerson("ADMIN");
            String b = addPerson("ADMIN");
            WebClient asA = browser();
            WebClient asB = browser();
            asA.signIn(a, PASSWORD);
            asB.signIn(b, PASSWORD);
            String idA = idOf(a);
            String idB = idOf(b);
            CompletableFuture<ApiResponse> aTakes = CompletableFuture.supplyAsync(
                    () -> asA.post("/admin/people/" + idB + "/roles", "roles", "REVIEWER"));
            CompletableFuture<ApiResponse> bTakes = CompletableFuture.supplyAsync(
                    () -> asB.post("/admin/people/" + idA + "/roles", "roles", "REVIEWER"));
            aTakes.join();
            bTakes.join();
            boolean aAdmin = asA.get("/admin/people").status() == 200;
            boolean bAdmin = asB.get("/admin/people").status() == 200;
            assertThat(aAdmin ^ bAdmin).as("exactly one of the two is still an admin (round %d)", round).isTrue();
        }
    }

    @Test
    void onlyAnAdminManagesPeople() {
        String customer = unique("customer");
        api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", customer,
                "new_password", PASSWORD);
        WebClient asCustomer = browser();
        assertThat(asCustomer.signIn(customer, PASSWORD).status()).isEqualTo(302);
        assertThat(asCustomer.get("/").body()).contains("href=\"/account\"").doesNotContain("href=\"/work\"");
        assertThat(asCustomer.get("/admin/people").status()).isEqualTo(403);
        assertThat(asCustomer.get("/work").status()).isEqualTo(403);
        String name = unique("by-customer");
        assertThat(asCustomer.post("/admin/people", "username", name, "password", PASSWORD, "roles", "ADMIN").status())
                .isEqualTo(403);
        assertThat(admin.get("/admin/people").body()).doesNotContain(name);

        String member = addPerson("TRANSCRIBER");
        WebClient asMember = browser();
        asMember.signIn(member, PASSWORD);
        assertThat(asMember.post("/admin/people/" + idOf(member) + "/roles", "roles", "ADMIN").status()).isEqualTo(403);
        assertThat(admin.get("/admin/people").body()).doesNotContain(member + " now has");
    }

    private WebClient browser() {
        return new WebClient("http://localhost:" + port);
    }

    private String addPerson(String... roles) {
        String name = unique("person");
        List<String> form = new ArrayList<>(List.of("username", name, "password", PASSWORD));
        for (String role : roles) {
            form.add("roles");
            form.add(role);
        }
        assertThat(admin.post("/admin/people", form.toArray(String[]::new)).status()).isEqualTo(302);
        return name;
    }

    private void changeRoles(String name, String... roles) {
        List<String> form = new ArrayList<>();
        for (String role : roles) {
            form.add("roles");
            form.add(role);
        }
        assertThat(admin.post("/admin/people/" + idOf(name) + "/roles", form.toArray(String[]::new)).status())
                .isEqualTo(302);
    }

    /** The person's id, from the form actions on the people page. */
    private String idOf(String name) {
        String page = admin.get("/admin/people").body();
        int at = page.indexOf("<span>" + name + "</span>");
        assertThat(at).as(name + " on the people page").isPositive();
        Matcher id = Pattern.compile("/admin/people/([0-9a-f]{32})/roles").matcher(page);
        assertThat(id.find(at)).isTrue();
        return id.group(1);
    }

    private static org.assertj.core.api.AbstractStringAssert<?> assertRefused(ApiResponse r, String message) {
        assertThat(r.status()).as(r.body()).isEqualTo(400);
        return assertThat(r.body()).contains(message).contains("role=\"alert\"");
    }

    @Test
    void theOperatorSetsTheAddressLinksInEmailsStartWith() {
        try {
            assertThat(admin.post("/admin/people/address", "address", "ftp://captions.example.org").status()).isEqualTo(302);
            assertThat(admin.get("/admin/people").body()).contains("expected an absolute http or https URL");
            assertThat(address.forEmail()).isEmpty();

            assertThat(admin.post("/admin/people/address", "address", "https://captions.example.org/").status()).isEqualTo(302);
            assertThat(admin.get("/admin/people").body())
                    .contains("Links in e-mails now start with https://captions.example.org.")
                    .contains("value=\"https://captions.example.org\"");
            assertThat(address.forEmail()).isEqualTo("https://captions.example.org");

            // A customer reaches no part of it.
            String customer = unique("customer");
            api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", customer, "new_password", PASSWORD);
            WebClient asCustomer = browser();
            asCustomer.signIn(customer, PASSWORD);
            assertThat(asCustomer.post("/admin/people/address", "address", "https://evil.example").status()).isEqualTo(403);
            assertThat(address.forEmail()).isEqualTo("https://captions.example.org");

            assertThat(admin.post("/admin/people/address", "address", "").status()).isEqualTo(302);
            assertThat(admin.get("/admin/people").body()).contains("Cleared: e-mails give the path to open");
        } finally {
            address.set("");
        }
        assertThat(address.forEmail()).isEmpty();
    }
}
