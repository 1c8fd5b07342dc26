package dev.parlance.api.v1;

import dev.parlance.account.AccountRepository;
import dev.parlance.account.AccountSettings;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A child account cannot act on its sibling or its parent through any account endpoint. */
class AccountIsolationApiTest extends AccountApiTestSupport {
    @Autowired
    AccountRepository accounts;
    @Autowired
    JdbcClient jdbc;

    @Test
    void cannotGenerateKeysForSiblingOrParent() {
        Family f = family();
        for (String target : List.of(f.b(), f.parent())) {
            api.get("/api/account/generate_api_key", "v", "1", "api_token", f.aToken(), "account_id", target)
                    .error("NOT_PARENT_ACCOUNT");
            api.get("/api/account/generate_api_key", "v", "1", "api_token", f.aToken(), "account_id", target,
                    "force_new", "true").error("NOT_PARENT_ACCOUNT");
        }
        assertThat(keyCount(f.b())).isZero();
        assertThat(keyCount(f.parent())).isZero();
    }

    @Test
    void cannotRemoveKeysOfSiblingOrParent() {
        Family f = family();
        String siblingKey = generateKey(f.bToken());
        String parentKey = generateKey(f.parentToken());
        assertUnprivileged(api.get("/api/account/remove_api_key", "api_token", f.aToken(), "api_securekey", siblingKey));
        assertUnprivileged(api.get("/api/account/remove_api_key", "api_token", f.aToken(), "api_securekey", parentKey));
        // nor by using its own key as the token
        String ownKey = generateKey(f.aToken());
        assertUnprivileged(api.get("/api/account/remove_api_key", "api_token", ownKey, "api_securekey", siblingKey));
        keyLogin(f.b(), siblingKey).ok();
        keyLogin(f.parent(), parentKey).ok();
    }

    @Test
    void cannotChangePasswordOfSiblingOrParent() {
        Family f = family();
        for (String target : List.of(f.b(), f.parent())) {
            api.get("/api/account/update_password", "api_token", f.aToken(), "username", target,
                    "new_password", "hijacked-1").error("NOT_PARENT_ACCOUNT");
            passwordLogin(target, PASSWORD).ok();
        }
        assertTokenWorks(f.bToken());
        assertTokenWorks(f.parentToken());
        passwordLogin(f.a(), PASSWORD).ok();
    }

    @Test
    void cannotChangeSettingsOfSiblingOrParent() {
        Family f = family();
        for (String target : List.of(f.b(), f.parent())) {
            api.get("/api/account/update_setting", "api_token", f.aToken(), "account_id", target,
                    "default_job_notes", "hijacked", "require_customer_authorization_before_starting_workflow", "true")
                    .error("NOT_PARENT_ACCOUNT");
            assertThat(accounts.findByUsername(target).orElseThrow().settings()).isEqualTo(AccountSettings.DEFAULTS);
        }
        assertThat(accounts.findByUsername(f.a()).orElseThrow().settings()).isEqualTo(AccountSettings.DEFAULTS);
    }

    @Test
    void subAccountsCreatedByAChildBelongToThatChildOnly() {
        Family f = family();
        String grandchild = createAccount(f.aToken(), "grandchild");
        generateKey(f.aToken(), "account_id", grandchild);
        generateKey(f.parentToken(), "account_id", grandchild);
        api.get("/api/account/generate_api_key", "v", "1", "api_token", f.bToken(), "account_id", grandchild)
                .error("NOT_PARENT_ACCOUNT");
    }

    private long keyCount(String username) {
        String id = accounts.findByUsername(username).orElseThrow().id();
        return jdbc.sql("select count(*) from api_keys where account_id = ?").param(id).query(Long.class).single();
    }
}
