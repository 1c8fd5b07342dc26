package dev.parlance.account;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;

import java.time.Clock;

/** account/create on the production service: a new account below the caller in the account tree. */
@Service
public class SubAccountService {
    private final AccountRepository accounts;
    private final PasswordHasher hasher;
    private final Clock clock;

    SubAccountService(AccountRepository accounts, PasswordHasher hasher, Clock clock) {
        this.accounts = accounts;
        this.hasher = hasher;
        this.clock = clock;
    }

    public Account create(Account parent, NewAccount request) {
        if (accounts.findByUsername(request.username()).isPresent()) {
            throw exists(request.username());
        }
        Account account = new Account(Ids.newId(), request.username(), hasher.hash(request.password()), parent.id(),
                request.firstName().orElse(null), request.lastName().orElse(null), request.email().orElse(null),
                AccountSettings.DEFAULTS, clock.instant());
        try {
            accounts.insert(account);
        } catch (DuplicateKeyException e) {
            // Another request took the name between the check above and this insert.
            throw exists(request.username());
        }
        return account;
    }

    private static ApiException exists(String username) {
        return new ApiException(ErrorType.ACCOUNT_EXISTS, "An account named " + username + " already exists");
    }
}
