package dev.parlance.account;

import dev.parlance.account.ApiKeyRepository.StoredKey;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import dev.parlance.system.ServerSecret;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * Long-term API keys: used in place of a password at login, or directly as {@code api_token}. An
 * account may hold several; generate_api_key hands out the newest again rather than piling up keys.
 */
@Service
public class ApiKeyService {
    /** Clients match on this text for a wrong or removed key. */
    static final String UNPRIVILEGED = "Account does not have permission to access/change this data";
    private static final Logger log = LoggerFactory.getLogger(ApiKeyService.class);

    private final ApiKeyRepository keys;
    private final AccountAccess access;
    private final TokenService tokens;
    private final ServerSecret secret;
    private final Clock clock;

    ApiKeyService(ApiKeyRepository keys, AccountAccess access, TokenService tokens, ServerSecret secret, Clock clock) {
        this.keys = keys;
        this.access = access;
        this.tokens = tokens;
        this.secret = secret;
        this.clock = clock;
    }

    static ApiException unprivileged() {
        return new ApiException(ErrorType.ACCOUNT_UNPRIVILEGED, UNPRIVILEGED);
    }

    /**
     * generate_api_key: the newest key of the caller or of the named descendant, or an additional
     * new key when {@code forceNew} is set or there is none yet.
     */
    public String generate(Account caller, Optional<String> accountUsername, boolean forceNew) {
        Account owner = access.actingAs(caller, accountUsername);
        if (!forceNew) {
            Optional<String> existing = keys.newest(owner.id()).flatMap(this::open);
            if (existing.isPresent()) {
                return existing.get();
            }
        }
        String key = Ids.newId();
        keys.insert(new StoredKey(ServerSecret.hash(key), owner.id(), secret.seal(key)), clock.instant());
        return key;
    }

    /**
     * remove_api_key: removes the key when it belongs to the caller or one of its descendants.
     * Removing is idempotent: a key that is already gone, never existed or belongs to someone else
     * answers success too and changes nothing, so the answer never tells whether a key exists or
     * whose it is (client suites remove a key in a test and again in their tear-down). The same two
     * queries run in every case. Sessions opened with the removed key end with it: removing a key is
     * what an operator does after a leak.
     */
    @Transactional
    public void remove(Account caller, String key) {
        String keyHash = CredentialHash.of(key).orElseThrow(() -> new ApiException(ErrorType.ACCOUNT_UNPRIVILEGED,
                UNPRIVILEGED + ": api_securekey is not an API key (32 hexadecimal characters)"));
        removeByReference(caller, keyHash);
    }

    /**
     * The same as {@link #remove} for a key named by its {@link ApiKey#reference()} (what the account
     * page lists: the key itself is shown once, when it is made).
     */
    @Transactional
    public void removeByReference(Account caller, String reference) {
        if (keys.deleteOwnedBy(reference, access.selfAndDescendants(caller))) {
            tokens.revokeSessionsStartedWith(reference);
        }
    }

    /** The caller's own keys, newest first, each by its reference and the hint of its last characters. */
    public List<ApiKey> list(Account caller) {
        Account owner = access.actingAs(caller, Optional.empty());
        return keys.ofAccount(owner.id()).stream()
                .map(listed -> new ApiKey(listed.key().keyHash(), open(listed.key()).map(ApiKey::hintOf), listed.createdAt()))
                .toList();
    }

    /**
     * The hash of {@code key} when it is a current key of {@code account}. The key is looked up
     * whether or not the account exists, so an unknown username takes as long as a wrong key.
     */
    Optional<String> keyOf(Optional<Account> account, String key) {
        return CredentialHash.of(key).flatMap(keys::find)
                .filter(k -> account.isPresent() && k.accountId().equals(account.get().id()))
                .map(StoredKey::keyHash);
    }

    private Optional<String> open(StoredKey stored) {
        try {
            return Optional.of(secret.unseal(stored.sealed()));
        } catch (IllegalStateException | IllegalArgumentException e) {
            // Sealed under another secret (PARLANCE_SECRET was changed): the key still works, but
            // cannot be handed out again, so the caller gets an additional key instead.
            log.warn("An API key of account {} cannot be unsealed with the current server secret; issuing a new one",
                    stored.accountId());
            return Optional.empty();
        }
    }
}
