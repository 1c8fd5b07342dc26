package dev.parlance.account;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.springframework.stereotype.Service;

import java.util.Optional;
import java.util.function.Supplier;

/** Logging in (with a password or a long-term key) and out. */
@Service
public class AccountService {
    private static final String INVALID_LOGIN = "Invalid username or password";
    static final String DISABLED = "This account is disabled; ask the operator to enable it again";

    private final AccountRepository accounts;
    private final PasswordHasher hasher;
    private final TokenService tokens;
    private final ApiKeyService keys;
    private final LoginThrottle throttle;

    AccountService(AccountRepository accounts, PasswordHasher hasher, TokenService tokens, ApiKeyService keys,
                   LoginThrottle throttle) {
        this.accounts = accounts;
        this.hasher = hasher;
        this.tokens = tokens;
        this.keys = keys;
        this.throttle = throttle;
    }

    /**
     * A new session token for username + password, from {@code clientAddress}. Some clients pass
     * their long-term key as the password, so a password shaped like a key (32 hex) is tried as a
     * key first, and failing both is the wrong-key error rather than LOGIN_INVALID. Password checks
     * go through the {@link LoginThrottle}; keys do not (a 128-bit random key cannot be guessed, and
     * a stranger's failed guesses must not stop the key logins clients make). An unknown username
     * costs the same slow check as a wrong password, so neither the time nor the throttle tells
     * which usernames exist.
     */
    public String login(String username, String password, String clientAddress) {
        Optional<Account> account = accounts.findByUsername(username);
        boolean keyShaped = CredentialHash.looksLikeCredential(password);
        if (keyShaped) {
            // The key first: a hash lookup costs nothing next to bcrypt, and these clients log in often.
            Optional<String> keyHash = keys.keyOf(account, password);
            if (keyHash.isPresent()) {
                return tokens.issue(requireActive(account.get()), keyHash.get());
            }
        }
        Account checked = checkPassword(username, password, clientAddress, account,
                keyShaped ? ApiKeyService::unprivileged : AccountService::invalidLogin);
        return tokens.issue(checked);
    }

    /**
     * The account for username + password, for the web app's sign-in: the same slow check and the
     * same {@link LoginThrottle} as {@link #login}, so the two doors share one count of failures.
     * Only a password is accepted (a key is for programs). LOGIN_INVALID says what went wrong.
     */
    public Account signIn(String username, String password, String clientAddress) {
        return checkPassword(username, password, clientAddress, accounts.findByUsername(username),
                AccountService::invalidLogin);
    }

    private Account checkPassword(String username, String password, String clientAddress, Optional<Account> account,
                                  Supplier<ApiException> wrong) {
        LoginThrottle.Attempt attempt = throttle.begin(username, clientAddress);
        if (!hasher.matches(password, account.map(Account::passwordHash))) {
            attempt.failed();
            throw wrong.get();
        }
        attempt.succeeded();
        return requireActive(account.get());
    }

    /** Told only to someone who knows the password: the account exists and an operator disabled it. */
    private static Account requireActive(Account account) {
        if (account.isDisabled()) {
            throw new ApiException(ErrorType.LOGIN_INVALID, DISABLED);
        }
        return account;
    }

    private static ApiException invalidLogin() {
        return new ApiException(ErrorType.LOGIN_INVALID, INVALID_LOGIN);
    }

    /** A new session token for username + long-term key; a wrong, removed or foreign key is ACCOUNT_UNPRIVILEGED. */
    public String loginWithKey(String username, String key) {
        Optional<Account> account = accounts.findByUsername(username);
        String keyHash = keys.keyOf(account, key).orElseThrow(ApiKeyService::unprivileged);
        return tokens.issue(requireActive(account.orElseThrow()), keyHash);
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
