package dev.parlance.account;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionOperations;

import java.util.Optional;

/** update_password, and a signed-in person changing their own password in the web app. */
@Service
public class PasswordService {
    static final String WRONG_CURRENT = "Your current password is not right";

    private final AccountRepository accounts;
    private final AccountAccess access;
    private final PasswordHasher hasher;
    private final TokenService tokens;
    private final LoginThrottle throttle;
    private final TransactionOperations transaction;

    PasswordService(AccountRepository accounts, AccountAccess access, PasswordHasher hasher, TokenService tokens,
                    LoginThrottle throttle, TransactionOperations transaction) {
        this.accounts = accounts;
        this.access = access;
        this.hasher = hasher;
        this.tokens = tokens;
        this.throttle = throttle;
        this.transaction = transaction;
    }

    /**
     * Sets the password of the caller or of the named descendant. A password change is what one
     * does after a leak, so it also ends every other session of that account; the caller's own
     * session survives so the client that made the change keeps working. Long-term keys are separate
     * credentials and stay valid (remove_api_key ends them).
     */
    public void change(Account caller, String callerToken, Optional<String> accountUsername, String newPassword) {
        Account target = access.actingAs(caller, accountUsername);
        PasswordPolicy.check("new_password", newPassword);
        store(target, newPassword, callerToken);
    }

    /**
     * Sets the signed-in person's own password (any account: the workforce has no update_password),
     * after checking the current one. That check is a password check like a sign-in: the same slow
     * hash and the same {@link LoginThrottle}, so a browser left signed in is no way to guess the
     * password. The new one follows the rules of every password. Every API session token of the
     * account ends, as update_password ends the others (long-term keys stay; browser sessions are the
     * web app's to end).
     *
     * @throws ApiException LOGIN_INVALID for a wrong current password (or too many tries), INVALID_PARAMETER
     *                      for a new password the rules refuse
     */
    public void changeOwn(Account me, String currentPassword, String newPassword, String clientAddress) {
        LoginThrottle.Attempt attempt = throttle.begin(me.username(), clientAddress);
        if (!hasher.matches(currentPassword, me.passwordHash())) {
            attempt.failed();
            throw new ApiException(ErrorType.LOGIN_INVALID, WRONG_CURRENT);
        }
        attempt.succeeded();
        PasswordPolicy.check("the new password", newPassword);
        store(me, newPassword, null);
    }

    /**
     * Sets a password through a reset link someone opened from their e-mail (the link's check is the
     * caller's): the rules of every password, and every API session of the account ends.
     *
     * @throws ApiException for a new password the rules refuse
     */
    public void reset(Account target, String newPassword) {
        PasswordPolicy.check("the new password", newPassword);
        store(target, newPassword, null);
    }

    private void store(Account target, String newPassword, String keepToken) {
        String hash = hasher.hash(newPassword); // slow on purpose: outside the transaction
        transaction.executeWithoutResult(status -> {
            accounts.updatePasswordHash(target.id(), hash);
            tokens.revokeSessionsOf(target.id(), keepToken);
        });
    }
}
