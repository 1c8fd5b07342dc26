package dev.parlance.account;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.springframework.stereotype.Service;

import java.util.Optional;

/** Logging in (with a password or a long-term key) and out. */
@Service
public class AccountService {
    private static final String INVALID_LOGIN = "Invalid username or password";

    private final AccountRepository accounts;
    private final PasswordHasher hasher;
    private final TokenService tokens;
    private final ApiKeyService keys;

    AccountService(AccountRepository accounts, PasswordHasher hasher, TokenService tokens, ApiKeyService keys) {
        this.accounts = accounts;
        this.hasher = hasher;
        this.tokens = tokens;
        this.keys = keys;
    }

    /**
     * A new session token for username + password. Some clients pass their long-term key as the
     * password, so a password shaped like a key (32 hex) that is not the password is tried as a key,
     * and failing both is the wrong-key error rather than LOGIN_INVALID.
     */
    public String login(String username, String password) {
        Optional<Account> account = accounts.findByUsername(username);
        if (CredentialHash.looksLikeCredential(password)) {
            // The key first: a hash lookup costs nothing next to bcrypt, and these clients log in often.
            Optional<String> keyHash = account.flatMap(a -> keys.keyOf(a, password));
            if (keyHash.isPresent()) {
                return tokens.issue(account.get(), keyHash.get());
            }
            if (account.isPresent() && hasher.matches(password, account.get().passwordHash())) {
                return tokens.issue(account.get());
            }
            throw ApiKeyService.unprivileged();
        }
        return account.filter(a -> hasher.matches(password, a.passwordHash()))
                .map(tokens::issue)
                .orElseThrow(() -> new ApiException(ErrorType.LOGIN_INVALID, INVALID_LOGIN));
    }

    /** A new session token for username + long-term key; a wrong, removed or foreign key is ACCOUNT_UNPRIVILEGED. */
    public String loginWithKey(String username, String key) {
        Account account = accounts.findByUsername(username).orElseThrow(ApiKeyService::unprivileged);
        String keyHash = keys.keyOf(account, key).orElseThrow(ApiKeyService::unprivileged);
        return tokens.issue(account, keyHash);
    }

    /**
     * Ends the session. Idempotent: a token that is unknown, expired, already logged out or ended
     * by remove_api_key answers success too and reveals nothing (the session is over either way).
     * A long-term key passed as the token stays valid: only remove_api_key ends a key.
     */
    public void logout(String token) {
        tokens.revoke(token);
    }
}
