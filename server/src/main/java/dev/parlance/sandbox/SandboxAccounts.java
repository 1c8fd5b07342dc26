package dev.parlance.sandbox;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.AccountSettings;
import dev.parlance.account.NewAccount;
import dev.parlance.account.PasswordHasher;
import dev.parlance.account.SubAccountService;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import org.springframework.dao.DuplicateKeyException;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.Base64;
import java.util.Optional;

/**
 * account/create on the sandbox. The caller's token is production's, so the caller has no account
 * here; the sandbox keeps one stand-in root account per production account, which nobody can log
 * into, and creates the new accounts below it. All sandbox accounts made with tokens of the same
 * production account thus form one tree: {@code parent_account} and {@code sub_account} work as on
 * production within it, and the accounts of other production customers stay out of reach.
 */
public class SandboxAccounts {
    /**
     * Stand-in usernames start with '*', which no created account may contain, so they never collide
     * with a username a client chooses.
     */
    static final String OWNER_PREFIX = "*production:";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final ProductionAccounts production;
    private final SubAccountService subAccounts;
    private final AccountRepository accounts;
    private final PasswordHasher hasher;
    private final Clock clock;

    public SandboxAccounts(ProductionAccounts production, SubAccountService subAccounts, AccountRepository accounts,
                           PasswordHasher hasher, Clock clock) {
        this.production = production;
        this.subAccounts = subAccounts;
        this.accounts = accounts;
        this.hasher = hasher;
        this.clock = clock;
    }

    public Account create(String productionToken, NewAccount request, Optional<String> parentAccount,
                          Optional<String> subAccount) {
        ProductionIdentity identity = production.identify(productionToken);
        Account owner = ownerOf(identity);
        try {
            return subAccounts.create(owner, request, parentAccount, subAccount);
        } catch (ApiException e) {
            throw inSandboxTerms(e, owner, identity);
        }
    }

    /** The stand-in's name means nothing to a client: speak of the production account instead. */
    private static ApiException inSandboxTerms(ApiException e, Account owner, ProductionIdentity identity) {
        String production = "production account " + identity.username();
        return switch (e.type()) {
            case NO_CHILDREN_FOUND -> new ApiException(ErrorType.NO_CHILDREN_FOUND, "There is no sandbox account made"
                    + " with a token of " + production + " yet, so parent_account and sub_account cannot name one");
            case NOT_PARENT_ACCOUNT -> {
                String notParent = "Account " + owner.username() + " is not a parent of ";
                String named = e.getMessage().startsWith(notParent)
                        ? "Account " + e.getMessage().substring(notParent.length()) + " was" : "The accounts named were";
                yield new ApiException(ErrorType.NOT_PARENT_ACCOUNT, named + " not made with a token of " + production);
            }
            default -> e.getMessage().contains(owner.username())
                    ? new ApiException(e.type(), e.getMessage().replace(owner.username(), production)) : e;
        };
    }

    private Account ownerOf(ProductionIdentity identity) {
        String username = OWNER_PREFIX + identity.accountId();
        return accounts.findByUsername(username).orElseGet(() -> {
            // A password nobody knows: the stand-in only anchors the tree.
            byte[] secret = new byte[32];
            RANDOM.nextBytes(secret);
            Account owner = new Account(Ids.newId(), username, hasher.hash(Base64.getEncoder().encodeToString(secret)),
                    null, identity.username(), null, null, AccountSettings.DEFAULTS, clock.instant());
            try {
                accounts.insert(owner);
                return owner;
            } catch (DuplicateKeyException e) {
                return accounts.findByUsername(username).orElseThrow(); // a concurrent create made it first
            }
        });
    }
}
