package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.support.ApiResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/** account/create in production mode: a sub-account of the caller. */
class SubAccountApiTest extends AccountApiTestSupport {
    @Autowired
    AccountRepository accounts;

    @Test
    void createsASubAccountOfTheCallerThatCanLogIn() {
        String parent = createAccount(adminToken(), "creator");
        String parentToken = login(parent, PASSWORD);
        String name = unique("Created");
        assertNoContent(api.postForm("/api/account/create", "application/x-www-form-urlencoded",
                "v", "1", "api_token", parentToken, "new_username", name, "new_password", "first-pass",
                "first_name", "Ada", "last_name", "Lovelace", "email", "ada@example.com"));

        Account created = accounts.findByUsername(name).orElseThrow();
        assertThat(created.username()).isEqualTo(name);
        assertThat(created.parentId()).isEqualTo(accounts.findByUsername(parent).orElseThrow().id());
        assertThat(created.firstName()).isEqualTo("Ada");
        assertThat(created.lastName()).isEqualTo("Lovelace");
        assertThat(created.email()).isEqualTo("ada@example.com");
        passwordLogin(name, "first-pass").ok();
        passwordLogin(name.toLowerCase(), "first-pass").ok();
    }

    @Test
    void optionalFieldsMayBeOmitted() {
        String name = unique("plain");
        assertNoContent(api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", name,
                "new_password", PASSWORD, "sub_account", "", "parent_account", ""));
        Account created = accounts.findByUsername(name).orElseThrow();
        assertThat(created.parentId()).isEqualTo(idOf(ADMIN));
        assertThat(created.firstName()).isNull();
        assertThat(created.email()).isNull();
    }

    @Test
    void parentAccountPlacesTheNewAccountBelowTheCallerOrAnyDescendant() {
        Family f = family();
        String grandchild = createAccount(f.aToken(), "grandchild");
        String underA = createPlaced(f.parentToken(), "parent_account", f.a());
        assertThat(parentOf(underA)).isEqualTo(idOf(f.a()));
        String underGrandchild = createPlaced(adminToken(), "parent_account", grandchild.toUpperCase());
        assertThat(parentOf(underGrandchild)).isEqualTo(idOf(grandchild));
        String underSelf = createPlaced(f.parentToken(), "parent_account", f.parent());
        assertThat(parentOf(underSelf)).isEqualTo(idOf(f.parent()));
        // the account it was placed under, and everyone above, act on it
        generateKey(login(grandchild, PASSWORD), "account_id", underGrandchild);
        generateKey(f.aToken(), "account_id", underGrandchild);
        passwordLogin(underGrandchild, PASSWORD).ok();
    }

    @Test
    void parentAccountMustExistInTheCallersTree() {
        Family f = family();
        String name = unique("nowhere");
        create(f.parentToken(), name, "parent_account", unique("nobody")).error("ACCOUNT_DOES_NOT_EXIST");
        create(f.parentToken(), name, "parent_account", ADMIN).error("NOT_PARENT_ACCOUNT");
        // a childless caller can only create below itself
        create(f.aToken(), name, "parent_account", unique("nobody")).error("NO_CHILDREN_FOUND");
        create(f.aToken(), name, "parent_account", f.b()).error("NO_CHILDREN_FOUND");
        create(f.aToken(), name, "parent_account", "*").error("INVALID_QUERY");
        assertThat(accounts.findByUsername(name)).isEmpty();
    }

    @Test
    void subAccountMovesAnExistingDescendantBelowTheNewAccount() {
        Family f = family();
        String grandchild = createAccount(f.aToken(), "grandchild");
        String department = createPlaced(f.parentToken(), "sub_account", f.a());
        assertThat(parentOf(department)).isEqualTo(idOf(f.parent()));
        assertThat(parentOf(f.a())).isEqualTo(idOf(department));
        assertThat(parentOf(grandchild)).as("a moves with its own sub-accounts").isEqualTo(idOf(f.a()));
        // the new account now acts on a; the caller still does; b still does not
        String departmentToken = login(department, PASSWORD);
        generateKey(departmentToken, "account_id", grandchild);
        generateKey(f.parentToken(), "account_id", grandchild);
        api.get("/api/account/generate_api_key", "v", "1", "api_token", f.bToken(), "account_id", f.a())
                .error("NO_CHILDREN_FOUND");

        // both together: the new account below b, taking the department with it
        String division = createPlaced(f.parentToken(), "parent_account", f.b(), "sub_account", department);
        assertThat(parentOf(division)).isEqualTo(idOf(f.b()));
        assertThat(parentOf(department)).isEqualTo(idOf(division));
        generateKey(f.bToken(), "account_id", grandchild);
    }

    @Test
    void subAccountCannotMakeACycleOrMoveTheCaller() {
        Family f = family();
        String grandchild = createAccount(f.aToken(), "grandchild");
        String name = unique("cycle");
        assertThat(create(f.parentToken(), name, "sub_account", f.parent()).error("INVALID_QUERY"))
                .contains("sub_account");
        create(f.parentToken(), name, "parent_account", f.a(), "sub_account", f.a()).error("INVALID_QUERY");
        create(f.parentToken(), name, "parent_account", grandchild, "sub_account", f.a()).error("INVALID_QUERY");
        create(f.aToken(), name, "sub_account", f.parent()).error("NOT_PARENT_ACCOUNT");
        create(f.parentToken(), name, "sub_account", unique("nobody")).error("ACCOUNT_DOES_NOT_EXIST");
        assertThat(accounts.findByUsername(name)).isEmpty();
        assertThat(parentOf(f.a())).isEqualTo(idOf(f.parent()));
        assertThat(parentOf(grandchild)).isEqualTo(idOf(f.a()));
    }

    @Test
    void aFailedCreateMovesNothing() {
        Family f = family();
        create(f.parentToken(), f.b(), "sub_account", f.a()).error("ACCOUNT_EXISTS");
        assertThat(parentOf(f.a())).isEqualTo(idOf(f.parent()));
    }

    /**
     * Two creates that would each move the other's parent below their new account: together they
     * would make a cycle, so exactly one may win, whatever the timing.
     */
    @Test
    void concurrentMovesCannotMakeACycle() throws Exception {
        for (int round = 0; round < 3; round++) {
            Family f = family();
            List<Callable<ApiResponse>> calls = List.of(
                    () -> create(f.parentToken(), unique("x"), "parent_account", f.a(), "sub_account", f.b()),
                    () -> create(f.parentToken(), unique("y"), "parent_account", f.b(), "sub_account", f.a()));
            List<ApiResponse> responses = new ArrayList<>();
            try (ExecutorService pool = Executors.newFixedThreadPool(2)) {
                for (Future<ApiResponse> r : pool.invokeAll(calls)) {
                    responses.add(r.get());
                }
            }
            assertThat(responses.stream().filter(r -> r.status() == 204)).hasSize(1);
            responses.stream().filter(r -> r.status() != 204).forEach(r -> r.error("INVALID_QUERY"));
            // both still hang below the parent, which reaches each of them
            generateKey(f.parentToken(), "account_id", f.a());
            generateKey(f.parentToken(), "account_id", f.b());
        }
    }

    @Test
    void usernamesAreUniqueRegardlessOfCase() {
        String name = unique("Taken");
        String token = adminToken();
        createWith(token, name);
        assertThat(createWith(token, name).error("ACCOUNT_EXISTS")).contains(name);
        createWith(token, name.toUpperCase()).error("ACCOUNT_EXISTS");
        createWith(token, "  " + name.toLowerCase() + " ").error("ACCOUNT_EXISTS");
        createWith(token, ADMIN.toUpperCase()).error("ACCOUNT_EXISTS");
        // a child cannot take its parent's name either
        createWith(login(name, PASSWORD), name).error("ACCOUNT_EXISTS");
    }

    @Test
    void concurrentCreatesOfOneNameYieldOneAccount() throws Exception {
        String name = unique("racer");
        String token = adminToken();
        List<Callable<ApiResponse>> calls = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            // different spellings, so only the case-insensitive index can stop the race
            String spelling = i % 2 == 0 ? name : name.toUpperCase();
            calls.add(() -> createWith(token, spelling));
        }
        List<ApiResponse> responses = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(calls.size())) {
            for (Future<ApiResponse> f : pool.invokeAll(calls)) {
                responses.add(f.get());
            }
        }
        assertThat(responses.stream().filter(r -> r.status() == 204)).hasSize(1);
        responses.stream().filter(r -> r.status() != 204).forEach(r -> r.error("ACCOUNT_EXISTS"));
        passwordLogin(name, PASSWORD).ok();
    }

    @Test
    void requiredParametersAndRulesAreChecked() {
        String token = adminToken();
        api.get("/api/account/create", "api_token", token, "new_username", unique("nov"), "new_password", PASSWORD)
                .error("MISSING_PARAMETER");
        api.get("/api/account/create", "v", "1", "new_username", unique("notoken"), "new_password", PASSWORD)
                .error("MISSING_PARAMETER");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", token, "new_password", PASSWORD)
                .error("MISSING_PARAMETER")).contains("new_username");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", token, "new_username", unique("nopw"))
                .error("MISSING_PARAMETER")).contains("new_password");
        String shortPw = unique("shortpw");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", token, "new_username", shortPw,
                "new_password", "abc").error("INVALID_QUERY")).contains("at least 6 characters");
        api.get("/api/account/create", "v", "1", "api_token", token, "new_username", "*", "new_password", PASSWORD)
                .error("INVALID_QUERY");
        api.get("/api/account/create", "v", "1", "api_token", token, "new_username", "x".repeat(256),
                "new_password", PASSWORD).error("INVALID_QUERY");
        String badMail = unique("badmail");
        api.get("/api/account/create", "v", "1", "api_token", token, "new_username", badMail,
                "new_password", PASSWORD, "email", "not an address").error("INVALID_QUERY");
        assertThat(accounts.findByUsername(shortPw)).isEmpty();
        assertThat(accounts.findByUsername(badMail)).isEmpty();
    }

    private ApiResponse createWith(String token, String username) {
        return api.get("/api/account/create", "v", "1", "api_token", token, "new_username", username,
                "new_password", PASSWORD);
    }

    private ApiResponse create(String token, String username, String... more) {
        List<String> params = new ArrayList<>(List.of("v", "1", "api_token", token, "new_username", username,
                "new_password", PASSWORD));
        params.addAll(List.of(more));
        return api.get("/api/account/create", params.toArray(String[]::new));
    }

    /** Creates an account with extra parameters and returns its name. */
    private String createPlaced(String token, String... more) {
        String name = unique("placed");
        assertNoContent(create(token, name, more));
        return name;
    }

    private String idOf(String username) {
        return accounts.findByUsername(username).orElseThrow().id();
    }

    private String parentOf(String username) {
        return accounts.findByUsername(username).orElseThrow().parentId();
    }
}
