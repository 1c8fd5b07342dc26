package dev.parlance.api.v1;

import dev.parlance.account.AccountRepository;
import dev.parlance.account.AccountSettings;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A child account cannot act on its sibling or its parent through any account endpoint. While it
 * has no sub-accounts of its own the refusal is NO_CHILDREN_FOUND, once it has one NOT_PARENT_ACCOUNT.
 */
class AccountIsolationApiTest extends AccountApiTestSupport {
    @Autowired
    AccountRepository accounts;
    @Autowired
    JdbcClient jdbc;

    @Test
    void cannotGenerateKeysForSiblingOrParent() {
        Family f = family();
        beforeAndAfterAHasAChild(f, refusal -> {
            for (String target : List.of(f.b(), f.parent())) {
                api.get("/api/account/generate_api_key", "v", "1", "api_token", f.aToken(), "account_id", target)
                        .error(refusal);
                api.get("/api/account/generate_api_key", "v", "1", "api_token", f.aToken(), "account_id", target,
                        "force_new", "true").error(refusal);
            }
        });
        assertThat(keyCount(f.b())).isZero();
        assertThat(keyCount(f.parent())).isZero();
    }

    @Test
    void cannotRemoveKeysOfSiblingOrParent() {
        Family f = family();
        String siblingKey = generateKey(f.bToken());
        String parentKey = generateKey(f.parentToken());
        // remove_api_key is idempotent: the answer is the one for a key that does not exist, and nothing changes
        assertNoContent(api.get("/api/account/remove_api_key", "api_token", f.aToken(), "api_securekey", siblingKey));
        assertNoContent(api.get("/api/account/remove_api_key", "api_token", f.aToken(), "api_securekey", parentKey));
        // nor by using its own key as the token
        String ownKey = generateKey(f.aToken());
        assertNoContent(api.get("/api/account/remove_api_key", "api_token", ownKey, "api_securekey", siblingKey));
        keyLogin(f.b(), siblingKey).ok();
        keyLogin(f.parent(), parentKey).ok();
    }

    @Test
    void cannotChangePasswordOfSiblingOrParent() {
        Family f = family();
        beforeAndAfterAHasAChild(f, refusal -> {
            for (String target : List.of(f.b(), f.parent())) {
                api.get("/api/account/update_password", "api_token", f.aToken(), "username", target,
                        "new_password", "hijacked-1").error(refusal);
                passwordLogin(target, PASSWORD).ok();
            }
        });
        assertTokenWorks(f.bToken());
        assertTokenWorks(f.parentToken());
        passwordLogin(f.a(), PASSWORD).ok();
    }

    @Test
    void cannotChangeSettingsOfSiblingOrParent() {
        Family f = family();
        beforeAndAfterAHasAChild(f, refusal -> {
            for (String target : List.of(f.b(), f.parent())) {
                api.get("/api/account/update_setting", "api_token", f.aToken(), "account_id", target,
                        "default_job_notes", "hijacked", "require_customer_authorization_before_starting_workflow",
                        "true").error(refusal);
                assertThat(accounts.findByUsername(target).orElseThrow().settings())
                        .isEqualTo(AccountSettings.DEFAULTS);
            }
        });
        assertThat(accounts.findByUsername(f.a()).orElseThrow().settings()).isEqualTo(AccountSettings.DEFAULTS);
    }

    @Test
    void subAccountsCreatedByAChildBelongToThatChildOnly() {
        Family f = family();
        String grandchild = createAccount(f.aToken(), "grandchild");
        generateKey(f.aToken(), "account_id", grandchild);
        generateKey(f.parentToken(), "account_id", grandchild);
        api.get("/api/account/generate_api_key", "v", "1", "api_token", f.bToken(), "account_id", grandchild)
                .error("NO_CHILDREN_FOUND");
        createAccount(f.bToken(), "own-child");
        api.get("/api/account/generate_api_key", "v", "1", "api_token", f.bToken(), "account_id", grandchild)
                .error("NOT_PARENT_ACCOUNT");
    }

    @Test
    void cannotCreateAccountsUnderOrTakeOverSiblingOrParent() {
        Family f = family();
        String parentId = accounts.findByUsername(f.parent()).orElseThrow().parentId();
        beforeAndAfterAHasAChild(f, refusal -> {
            for (String target : List.of(f.b(), f.parent())) {
                String name = unique("intruder");
                api.get("/api/account/create", "v", "1", "api_token", f.aToken(), "new_username", name,
                        "new_password", PASSWORD, "parent_account", target).error(refusal);
                api.get("/api/account/create", "v", "1", "api_token", f.aToken(), "new_username", name,
                        "new_password", PASSWORD, "sub_account", target).error(refusal);
                assertThat(accounts.findByUsername(name)).isEmpty();
            }
            assertThat(accounts.findByUsername(f.b()).orElseThrow().parentId())
                    .isEqualTo(accounts.findByUsername(f.parent()).orElseThrow().id());
            assertThat(accounts.findByUsername(f.parent()).orElseThrow().parentId()).isEqualTo(parentId);
        });
        assertThat(accounts.children(accounts.findByUsername(f.b()).orElseThrow().id())).isEmpty();
    }

    @Test
    void allAccountsIsNotANameForOneAccount() {
        Family f = family();
        api.get("/api/account/generate_api_key", "v", "1", "api_token", f.parentToken(), "account_id", "*")
                .error("INVALID_QUERY");
        api.get("/api/account/update_password", "api_token", f.parentToken(), "username", "*",
                "new_password", "everyone-1").error("INVALID_QUERY");
        api.get("/api/account/update_setting", "api_token", f.parentToken(), "account_id", "*",
                "default_job_notes", "everyone").error("INVALID_QUERY");
        passwordLogin(f.a(), PASSWORD).ok();
        assertThat(accounts.findByUsername(f.a()).orElseThrow().settings()).isEqualTo(AccountSettings.DEFAULTS);
    }

    /** Runs the check while {@code a} has no sub-account, then again once it has one. */
    private void beforeAndAfterAHasAChild(Family f, Consumer<String> check) {
        check.accept("NO_CHILDREN_FOUND");
        createAccount(f.aToken(), "own-child");
        check.accept("NOT_PARENT_ACCOUNT");
    }

    private long keyCount(String username) {
        String id = accounts.findByUsername(username).orElseThrow().id();
        return jdbc.sql("select count(*) from api_keys where account_id = ?").param(id).query(Long.class).single();
    }
}
