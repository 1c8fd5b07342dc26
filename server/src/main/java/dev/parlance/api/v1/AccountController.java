package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.AccountAccess;
import dev.parlance.account.AccountService;
import dev.parlance.account.AccountSettings;
import dev.parlance.account.AccountSettingsChange;
import dev.parlance.account.AccountSettingsService;
import dev.parlance.account.ApiKeyService;
import dev.parlance.account.NewAccount;
import dev.parlance.account.PasswordService;
import dev.parlance.account.SubAccountService;
import dev.parlance.account.TokenService;
import dev.parlance.common.ApiException;
import dev.parlance.parameters.ApiParams;
import dev.parlance.sandbox.SandboxAccounts;
import org.springframework.beans.factory.ObjectProvider;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

@RestController
class AccountController {
    private final AccountService accounts;
    private final TokenService tokens;
    private final ApiKeyService keys;
    private final PasswordService passwords;
    private final AccountSettingsService settings;
    private final SubAccountService subAccounts;
    private final AccountAccess access;
    /** Present on the sandbox deployment only. */
    private final ObjectProvider<SandboxAccounts> sandboxAccounts;

    AccountController(AccountService accounts, TokenService tokens, ApiKeyService keys, PasswordService passwords,
                      AccountSettingsService settings, SubAccountService subAccounts, AccountAccess access,
                      ObjectProvider<SandboxAccounts> sandboxAccounts) {
        this.accounts = accounts;
        this.tokens = tokens;
        this.keys = keys;
        this.passwords = passwords;
        this.settings = settings;
        this.subAccounts = subAccounts;
        this.access = access;
        this.sandboxAccounts = sandboxAccounts;
    }

    /**
     * Username with a long-term key or a password, each from the parameters or the x-auth-* headers.
     * The client address (for the login throttle) is the connection's; behind a reverse proxy, set
     * {@code server.forward-headers-strategy} so that it is the client's, not the proxy's.
     */
    @ApiRoute("/api/account/login")
    Map<String, String> login(ApiParams p, HttpServletRequest request) {
        p.requireVersion();
        String username = p.text("username").or(() -> header(request, "x-auth-user"))
                .orElseThrow(() -> ApiException.missing("username"));
        Optional<String> key = p.text("securekey").or(() -> header(request, "x-auth-securekey"));
        if (key.isPresent()) {
            return tokenAnswer(accounts.loginWithKey(username, key.get()));
        }
        String password = p.text("password").or(() -> header(request, "x-auth-password"))
                .orElseThrow(() -> ApiException.missing("password (or securekey)"));
        return tokenAnswer(accounts.login(username, password, request.getRemoteAddr()));
    }

    /**
     * The token under the v1 name, {@code ApiToken}, and under {@code api_token}, where the clients
     * generated from the vendor's 2022 OpenAPI description read it (an addition; docs/api-notes.md).
     */
    private static Map<String, String> tokenAnswer(String token) {
        Map<String, String> answer = new LinkedHashMap<>();
        answer.put("ApiToken", token);
        answer.put("api_token", token);
        return answer;
    }

    /**
     * Not in the v1 spec; in the 2022 description ("Test Auth"): whether a session token works, and
     * whose it is, {@code {"name": username}}. A token that does not work is refused as on any route.
     */
    @ApiRoute("/api/account/verify_key")
    Map<String, String> verifyKey(ApiParams p) {
        return Map.of("name", tokens.authenticate(p.apiToken()).username());
    }

    /**
     * Not in the v1 spec; in the 2022 description: the account's settings, under the names
     * update_setting takes, so what one call answers the other accepts.
     */
    @ApiRoute("/api/account/get_settings")
    Map<String, Object> getSettings(ApiParams p) {
        AccountSettings s = settings.of(tokens.authenticate(p.apiToken()), p.text("account_id"));
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put(AccountSettingsChange.DEFAULT_JOB_NOTES, s.defaultJobNotes() == null ? "" : s.defaultJobNotes());
        answer.put(AccountSettingsChange.REQUIRE_AUTHORIZATION, s.requireAuthorization());
        answer.put(AccountSettingsChange.REQUIRE_AUTHORIZATION_MECHANICAL, s.requireAuthorizationMechanical());
        return answer;
    }

    @ApiRoute("/api/account/logout")
    ResponseEntity<Void> logout(ApiParams p) {
        accounts.logout(p.apiToken());
        return ResponseEntity.noContent().build();
    }

    @ApiRoute("/api/account/generate_api_key")
    Map<String, String> generateApiKey(ApiParams p) {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        return Map.of("ApiKey", keys.generate(caller, p.text("account_id"), p.bool("force_new", false)));
    }

    @ApiRoute("/api/account/remove_api_key")
    ResponseEntity<Void> removeApiKey(ApiParams p) {
        Account caller = tokens.authenticate(p.apiToken());
        keys.remove(caller, p.required("api_securekey"));
        return ResponseEntity.noContent().build();
    }

    @ApiRoute("/api/account/update_password")
    ResponseEntity<Void> updatePassword(ApiParams p) {
        Account caller = tokens.authenticate(p.apiToken());
        // string, not text: an empty new_password is a policy violation to explain, not a missing parameter.
        String newPassword = p.string("new_password").orElseThrow(() -> ApiException.missing("new_password"));
        passwords.change(caller, p.apiToken(), p.text("username"), newPassword);
        return ResponseEntity.noContent().build();
    }

    /**
     * Two forms, also mixed: the documented {@code setting=<name>&value=<value>} and one parameter
     * per setting ({@code default_job_notes=...}). Only the settings passed change. In the
     * per-name form, names this server does not know are ignored like any unknown parameter; a
     * name given as {@code setting} must be known (INVALID_OPTION otherwise).
     */
    @ApiRoute("/api/account/update_setting")
    ResponseEntity<Void> updateSetting(ApiParams p) {
        Account caller = tokens.authenticate(p.apiToken());
        AccountSettingsChange change = new AccountSettingsChange(
                p.string(AccountSettingsChange.DEFAULT_JOB_NOTES),
                p.bool(AccountSettingsChange.REQUIRE_AUTHORIZATION),
                p.bool(AccountSettingsChange.REQUIRE_AUTHORIZATION_MECHANICAL));
        Optional<String> named = p.string("setting");
        if (named.isPresent()) {
            String value = p.string("value").orElseThrow(() -> ApiException.missing("value (of setting " + named.get() + ")"));
            change = change.and(AccountSettingsChange.of(named.get(), value));
        } else if (p.has("value")) {
            throw ApiException.missing("setting (the name of the setting the value is for)");
        }
        settings.update(caller, p.text("account_id"), change);
        return ResponseEntity.noContent().build();
    }

    /**
     * On production, a new account in the caller's tree, below {@code parent_account} (the caller or
     * a descendant; default the caller). {@code sub_account} names an existing descendant to move
     * below the new account (see SubAccountService). The spec types both as "typed Integer" but
     * describes them as usernames; they are read as usernames. On the sandbox the token is one of
     * production's and the account is made in the sandbox (see SandboxAccounts).
     */
    @ApiRoute("/api/account/create")
    ResponseEntity<Void> create(ApiParams p) {
        p.requireVersion();
        SandboxAccounts sandbox = sandboxAccounts.getIfAvailable();
        Account caller = sandbox == null ? tokens.authenticate(p.apiToken()) : null;
        String password = p.string("new_password").orElseThrow(() -> ApiException.missing("new_password"));
        NewAccount request = new NewAccount(p.required("new_username"), password,
                p.text("first_name"), p.text("last_name"), p.text("email"));
        if (sandbox != null) {
            sandbox.create(p.apiToken(), request, p.text("parent_account"), p.text("sub_account"));
        } else {
            subAccounts.create(caller, request, p.text("parent_account"), p.text("sub_account"));
        }
        return ResponseEntity.noContent().build();
    }

    /**
     * Not in the v1 spec: who a token belongs to, {@code {"AccountId", "Username"}}. A sandbox asks its
     * production service this to check the token of a sandbox account/create.
     */
    @ApiRoute("/api/account/identity")
    Map<String, String> identity(ApiParams p) {
        // Only a customer account vouches for sandbox accounts: a workforce member's token is refused.
        Account account = access.actingAs(tokens.authenticate(p.apiToken()), Optional.empty());
        return Map.of("AccountId", account.id(), "Username", account.username());
    }

    private static Optional<String> header(HttpServletRequest request, String name) {
        return Optional.ofNullable(request.getHeader(name)).filter(s -> !s.isBlank());
    }
}
