package dev.parlance.account;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.springframework.stereotype.Service;

/** Logging in and out. */
@Service
public class AccountService {
    private final AccountRepository accounts;
    private final PasswordHasher hasher;
    private final TokenService tokens;

    AccountService(AccountRepository accounts, PasswordHasher hasher, TokenService tokens) {
        this.accounts = accounts;
        this.hasher = hasher;
        this.tokens = tokens;
    }

    /** A new session token for username + password. */
    public String login(String username, String password) {
        Account account = accounts.findByUsername(username)
                .orElseThrow(() -> new ApiException(ErrorType.LOGIN_INVALID, "Invalid username or password"));
        if (!hasher.matches(password, account.passwordHash())) {
            throw new ApiException(ErrorType.LOGIN_INVALID, "Invalid username or password");
        }
        return tokens.issue(account);
    }

    public void logout(String token) {
        tokens.authenticate(token);
        tokens.revoke(token);
    }
}
