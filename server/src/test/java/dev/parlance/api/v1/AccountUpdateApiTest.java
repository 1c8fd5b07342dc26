package dev.parlance.api.v1;

import dev.parlance.account.AccountRepository;
import dev.parlance.account.AccountSettings;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import static org.assertj.core.api.Assertions.assertThat;

/** update_password and update_setting. */
class AccountUpdateApiTest extends AccountApiTestSupport {
    private static final String REQUIRE_AUTH = "require_customer_authorization_before_starting_workflow";
    private static final String REQUIRE_AUTH_MECHANICAL = "customer_authorization_required_mechanical";

    @Autowired
    AccountRepository accounts;

    private AccountSettings settingsOf(String username) {
        return accounts.findByUsername(username).orElseThrow().settings();
    }

    @Test
    void passwordChangeByPostFormBody() {
        String user = createAccount(adminToken(), "pw-post");
        String token = login(user, PASSWORD);
        assertNoContent(api.postForm("/api/account/update_password", "application/x-www-form-urlencoded",
                "api_token", token, "new_password", "brand-new-1"));
        passwordLogin(user, PASSWORD).error("LOGIN_INVALID");
        passwordLogin(user, "brand-new-1").ok();
    }

    @Test
    void passwordChangeByGetQueryOrMixedQueryAndBody() {
        String user = createAccount(adminToken(), "pw-get");
        String token = login(user, PASSWORD);
        assertNoContent(api.get("/api/account/update_password", "api_token", token, "new_password", "via-query-1"));
        passwordLogin(user, "via-query-1").ok();

        // token in the query, new password in a body without a Content-Type
        assertNoContent(api.postBytes("/api/account/update_password", "api_token=" + token, null,
                "new_password=via-body-22".getBytes()));
        passwordLogin(user, "via-query-1").error("LOGIN_INVALID");
        passwordLogin(user, "via-body-22").ok();
    }

    @Test
    void passwordChangeEndsOtherSessionsButNotTheCallersNorKeys() {
        String user = createAccount(adminToken(), "pw-sessions");
        String caller = login(user, PASSWORD);
        String otherSession = login(user, PASSWORD);
        String key = generateKey(caller);
        String keySession = keyLogin(user, key).ok().path("ApiToken").asString();

        assertNoContent(api.get("/api/account/update_password", "api_token", caller, "new_password", "rotated-1"));

        assertTokenWorks(caller);
        assertTokenRefused(otherSession);
        assertTokenRefused(keySession);
        assertTokenWorks(key);
        keyLogin(user, key).ok();
    }

    @Test
    void weakOrMissingPasswordsAreRefusedWithAReason() {
        String user = createAccount(adminToken(), "pw-weak");
        String token = login(user, PASSWORD);
        assertThat(api.get("/api/account/update_password", "api_token", token).error("MISSING_PARAMETER"))
                .contains("new_password");
        assertThat(api.get("/api/account/update_password", "api_token", token, "new_password", "")
                .error("INVALID_QUERY")).contains("new_password");
        assertThat(api.get("/api/account/update_password", "api_token", token, "new_password", "12345")
                .error("INVALID_QUERY")).contains("at least 6 characters");
        api.get("/api/account/update_password", "api_token", token, "new_password", "      ").error("INVALID_QUERY");
        assertThat(api.get("/api/account/update_password", "api_token", token, "new_password", "x".repeat(73))
                .error("INVALID_QUERY")).contains("72 bytes");
        passwordLogin(user, PASSWORD).ok();

        assertNoContent(api.get("/api/account/update_password", "api_token", token, "new_password", "123456"));
        passwordLogin(user, "123456").ok();
        api.get("/api/account/update_password", "new_password", "whatever-1").error("MISSING_PARAMETER");
    }

    @Test
    void ancestorsChangeTheirDescendantsPassword() {
        Family f = family();
        assertNoContent(api.get("/api/account/update_password", "api_token", f.parentToken(),
                "username", f.a(), "new_password", "set-by-parent"));
        passwordLogin(f.a(), "set-by-parent").ok();
        assertTokenRefused(f.aToken());
        passwordLogin(f.parent(), PASSWORD).ok();
        assertTokenWorks(f.parentToken());

        assertNoContent(api.postForm("/api/account/update_password", null, "api_token", adminToken(),
                "username", f.b(), "new_password", "set-by-admin"));
        passwordLogin(f.b(), "set-by-admin").ok();
        api.get("/api/account/update_password", "api_token", f.parentToken(), "username", unique("nobody"),
                "new_password", "whatever-1").error("ACCOUNT_DOES_NOT_EXIST");
    }

    @Test
    void settingsAreStoredWithLenientBooleansAndOnlyThosePassedChange() {
        String user = createAccount(adminToken(), "settings");
        String token = login(user, PASSWORD);
        assertThat(settingsOf(user)).isEqualTo(AccountSettings.DEFAULTS);

        assertNoContent(api.postForm("/api/account/update_setting", "application/x-www-form-urlencoded",
                "api_token", token, "default_job_notes", "Spell names as on the website.",
                REQUIRE_AUTH, "True", REQUIRE_AUTH_MECHANICAL, "yes"));
        assertThat(settingsOf(user)).isEqualTo(new AccountSettings("Spell names as on the website.", true, true));

        assertNoContent(api.get("/api/account/update_setting", "api_token", token, REQUIRE_AUTH_MECHANICAL, "F"));
        assertThat(settingsOf(user)).isEqualTo(new AccountSettings("Spell names as on the website.", true, false));

        assertNoContent(api.postJson("/api/account/update_setting", "api_token=" + token,
                "{\"" + REQUIRE_AUTH + "\": false}"));
        assertThat(settingsOf(user)).isEqualTo(new AccountSettings("Spell names as on the website.", false, false));

        assertNoContent(api.get("/api/account/update_setting", "api_token", token, "default_job_notes", "Other notes",
                REQUIRE_AUTH, "1"));
        assertThat(settingsOf(user)).isEqualTo(new AccountSettings("Other notes", true, false));

        assertNoContent(api.get("/api/account/update_setting", "api_token", token, "default_job_notes", ""));
        assertThat(settingsOf(user)).isEqualTo(new AccountSettings(null, true, false));
    }

    @Test
    void unknownSettingsAreIgnored() {
        String user = createAccount(adminToken(), "settings-unknown");
        String token = login(user, PASSWORD);
        assertNoContent(api.get("/api/account/update_setting", "api_token", token, REQUIRE_AUTH, "true",
                "no_such_setting", "x", "speaker_id", "true"));
        assertThat(settingsOf(user)).isEqualTo(new AccountSettings(null, true, false));
        assertNoContent(api.get("/api/account/update_setting", "api_token", token, "no_such_setting", "x"));
        assertThat(settingsOf(user)).isEqualTo(new AccountSettings(null, true, false));
    }

    @Test
    void invalidSettingValuesAreRefusedAndChangeNothing() {
        String user = createAccount(adminToken(), "settings-invalid");
        String token = login(user, PASSWORD);
        assertThat(api.get("/api/account/update_setting", "api_token", token, "default_job_notes", "n".repeat(6001),
                REQUIRE_AUTH, "true").error("INVALID_QUERY")).contains("default_job_notes");
        assertThat(api.get("/api/account/update_setting", "api_token", token, "default_job_notes", "fine",
                REQUIRE_AUTH, "maybe").error("INVALID_QUERY")).contains(REQUIRE_AUTH);
        assertThat(settingsOf(user)).isEqualTo(AccountSettings.DEFAULTS);

        String longest = "n".repeat(6000);
        assertNoContent(api.postForm("/api/account/update_setting", null, "api_token", token,
                "default_job_notes", longest));
        assertThat(settingsOf(user).defaultJobNotes()).isEqualTo(longest);
        api.get("/api/account/update_setting", REQUIRE_AUTH, "true").error("MISSING_PARAMETER");
    }

    @Test
    void theDocumentedSettingValueFormChangesTheNamedSetting() {
        String user = createAccount(adminToken(), "setting-value");
        String token = login(user, PASSWORD);

        assertNoContent(api.get("/api/account/update_setting", "api_token", token, "setting", REQUIRE_AUTH, "value", "True"));
        assertThat(settingsOf(user)).isEqualTo(new AccountSettings(null, true, false));

        assertNoContent(api.postForm("/api/account/update_setting", "application/x-www-form-urlencoded",
                "api_token", token, "setting", "default_job_notes", "value", "Spell names as on the website."));
        assertThat(settingsOf(user)).isEqualTo(new AccountSettings("Spell names as on the website.", true, false));

        // token in the query, setting in a body without a Content-Type
        assertNoContent(api.postBytes("/api/account/update_setting", "api_token=" + token, null,
                ("setting=" + REQUIRE_AUTH_MECHANICAL + "&value=yes").getBytes()));
        assertThat(settingsOf(user)).isEqualTo(new AccountSettings("Spell names as on the website.", true, true));

        assertNoContent(api.postJson("/api/account/update_setting", "api_token=" + token,
                "{\"setting\": \"" + REQUIRE_AUTH + "\", \"value\": false}"));
        assertNoContent(api.get("/api/account/update_setting", "api_token", token, "setting", "default_job_notes", "value", ""));
        assertThat(settingsOf(user)).isEqualTo(new AccountSettings(null, false, true));

        // both forms in one call
        assertNoContent(api.get("/api/account/update_setting", "api_token", token, "setting", REQUIRE_AUTH, "value", "1",
                "default_job_notes", "both"));
        assertThat(settingsOf(user)).isEqualTo(new AccountSettings("both", true, true));
    }

    @Test
    void theDocumentedFormActsOnADescendantWithAccountId() {
        Family f = family();
        assertNoContent(api.postForm("/api/account/update_setting", null, "api_token", f.parentToken(),
                "account_id", f.a(), "setting", REQUIRE_AUTH_MECHANICAL, "value", "true"));
        assertThat(settingsOf(f.a())).isEqualTo(new AccountSettings(null, false, true));
        assertThat(settingsOf(f.parent())).isEqualTo(AccountSettings.DEFAULTS);
        api.get("/api/account/update_setting", "api_token", f.aToken(), "account_id", f.b(),
                "setting", REQUIRE_AUTH, "value", "true").error("NO_CHILDREN_FOUND");
        assertThat(settingsOf(f.b())).isEqualTo(AccountSettings.DEFAULTS);
    }

    @Test
    void theDocumentedFormRefusesUnknownNamesAndBadValuesAndChangesNothing() {
        String user = createAccount(adminToken(), "setting-bad");
        String token = login(user, PASSWORD);
        assertThat(api.get("/api/account/update_setting", "api_token", token, "setting", "speaker_id", "value", "true")
                .error("INVALID_OPTION")).contains("speaker_id").contains(REQUIRE_AUTH);
        api.get("/api/account/update_setting", "api_token", token, "setting", "", "value", "true").error("INVALID_OPTION");
        assertThat(api.get("/api/account/update_setting", "api_token", token, "setting", REQUIRE_AUTH, "value", "maybe")
                .error("INVALID_QUERY")).contains(REQUIRE_AUTH).contains("maybe");
        assertThat(api.get("/api/account/update_setting", "api_token", token, "setting", REQUIRE_AUTH, "value", "")
                .error("INVALID_QUERY")).contains(REQUIRE_AUTH);
        assertThat(api.get("/api/account/update_setting", "api_token", token, "setting", "default_job_notes",
                "value", "n".repeat(6001)).error("INVALID_QUERY")).contains("default_job_notes");
        assertThat(api.get("/api/account/update_setting", "api_token", token, "setting", REQUIRE_AUTH)
                .error("MISSING_PARAMETER")).contains("value");
        assertThat(api.get("/api/account/update_setting", "api_token", token, "value", "true")
                .error("MISSING_PARAMETER")).contains("setting");
        assertThat(api.get("/api/account/update_setting", "api_token", token, "setting", REQUIRE_AUTH, "value", "true",
                REQUIRE_AUTH, "false").error("INVALID_QUERY")).contains(REQUIRE_AUTH);
        assertThat(settingsOf(user)).isEqualTo(AccountSettings.DEFAULTS);
    }

    @Test
    void ancestorsChangeTheirDescendantsSettings() {
        Family f = family();
        assertNoContent(api.get("/api/account/update_setting", "api_token", f.parentToken(), "account_id", f.a(),
                REQUIRE_AUTH, "true", "default_job_notes", "child notes"));
        assertThat(settingsOf(f.a())).isEqualTo(new AccountSettings("child notes", true, false));
        assertThat(settingsOf(f.parent())).isEqualTo(AccountSettings.DEFAULTS);

        assertNoContent(api.get("/api/account/update_setting", "api_token", adminToken(), "account_id", f.b(),
                REQUIRE_AUTH_MECHANICAL, "true"));
        assertThat(settingsOf(f.b())).isEqualTo(new AccountSettings(null, false, true));
    }
}
