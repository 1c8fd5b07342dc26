package dev.parlance.account;

import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionOperations;

import java.util.Optional;

/** update_password. */
@Service
public class PasswordService {
    private final AccountRepository accounts;
    private final AccountAccess access;
    private final PasswordHasher hasher;
    private final TokenService tokens;
    private final TransactionOperations transaction;

    PasswordService(AccountRepository accounts, AccountAccess access, PasswordHasher hasher, TokenService tokens,
                    TransactionOperations transaction) {
        this.accounts = accounts;
        this.access = access;
        this.hasher = hasher;
        this.tokens = tokens;
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
        String hash = hasher.hash(newPassword); // slow on purpose: outside the transaction
        transaction.executeWithoutResult(status -> {
            accounts.updatePasswordHash(target.id(), hash);
            tokens.revokeSessionsOf(target.id(), callerToken);
        });
    }
}
