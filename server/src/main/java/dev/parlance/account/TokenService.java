package dev.parlance.account;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import dev.parlance.system.ParlanceProperties;
import dev.parlance.system.ServerSecret;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

import java.sql.Timestamp;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/**
 * Session tokens: random 32-hex strings, stored only as hashes, valid until a configurable period
 * of inactivity has passed (each use slides the expiry). {@link #authenticate} also accepts a
 * long-term API key in place of a token, because some clients send their key as {@code api_token}.
 * The web app's work API accepts the same tokens as {@code Authorization: Bearer}.
 */
@Service
public class TokenService {
    static final String INVALID_TOKEN = "Invalid or expired API token";

    private final JdbcClient jdbc;
    private final AccountRepository accounts;
    private final ApiKeyRepository keys;
    private final ParlanceProperties properties;
    private final Clock clock;

    TokenService(JdbcClient jdbc, AccountRepository accounts, ApiKeyRepository keys, ParlanceProperties properties,
                 Clock clock) {
        this.jdbc = jdbc;
        this.accounts = accounts;
        this.keys = keys;
        this.properties = properties;
        this.clock = clock;
    }

    public String issue(Account account) {
        return issue(account, null);
    }

    /** A new session; {@code keyHash} names the long-term key it was opened with, if any. */
    String issue(Account account, String keyHash) {
        String token = Ids.newId();
        Timestamp now = Timestamp.from(clock.instant());
        jdbc.sql("insert into api_tokens (token_hash, account_id, created_at, last_used_at, key_hash) values (?, ?, ?, ?, ?)")
                .params(ServerSecret.hash(token), account.id(), now, now, keyHash)
                .update();
        return token;
    }

    /**
     * The account a token belongs to, or {@code BAD_API_TOKEN}. A long-term key is accepted too; it
     * does not expire with inactivity (it lasts until removed).
     */
    public Account authenticate(String token) {
        String hash = CredentialHash.of(token).orElseThrow(TokenService::invalid);
        Instant now = clock.instant();
        Optional<String> accountId = jdbc.sql("select account_id from api_tokens where token_hash = ? and last_used_at > ?")
                .params(hash, Timestamp.from(now.minus(properties.tokenIdleTimeout())))
                .query(String.class).optional();
        if (accountId.isPresent()) {
            jdbc.sql("update api_tokens set last_used_at = ? where token_hash = ?").params(Timestamp.from(now), hash).update();
        } else {
            accountId = keys.find(hash).map(ApiKeyRepository.StoredKey::accountId);
        }
        // A disabled account's tokens and keys stop working at once, without waiting for their expiry.
        return accountId.flatMap(accounts::findById).filter(a -> !a.isDisabled()).orElseThrow(TokenService::invalid);
    }

    public void revoke(String token) {
        CredentialHash.of(token).ifPresent(hash ->
                jdbc.sql("delete from api_tokens where token_hash = ?").param(hash).update());
    }

    /** Ends every session of the account except the one given (the caller's own, which may be absent). */
    void revokeSessionsOf(String accountId, String keepToken) {
        String keep = CredentialHash.of(keepToken).orElse("");
        jdbc.sql("delete from api_tokens where account_id = ? and token_hash <> ?").params(accountId, keep).update();
    }

    void revokeSessionsStartedWith(String keyHash) {
        jdbc.sql("delete from api_tokens where key_hash = ?").param(keyHash).update();
    }

    private static ApiException invalid() {
        return new ApiException(ErrorType.BAD_API_TOKEN, INVALID_TOKEN);
    }
}
