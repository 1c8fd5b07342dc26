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
 * of inactivity has passed (each use slides the expiry).
 */
@Service
public class TokenService {
    static final String INVALID_TOKEN = "Invalid or expired API token";

    private final JdbcClient jdbc;
    private final AccountRepository accounts;
    private final ParlanceProperties properties;
    private final Clock clock;

    TokenService(JdbcClient jdbc, AccountRepository accounts, ParlanceProperties properties, Clock clock) {
        this.jdbc = jdbc;
        this.accounts = accounts;
        this.properties = properties;
        this.clock = clock;
    }

    public String issue(Account account) {
        String token = Ids.newId();
        Timestamp now = Timestamp.from(clock.instant());
        jdbc.sql("insert into api_tokens (token_hash, account_id, created_at, last_used_at) values (?, ?, ?, ?)")
                .params(ServerSecret.hash(token), account.id(), now, now)
                .update();
        return token;
    }

    /** The account a token belongs to, or {@code BAD_API_TOKEN}. */
    public Account authenticate(String token) {
        if (token == null || token.isBlank()) {
            throw new ApiException(ErrorType.BAD_API_TOKEN, INVALID_TOKEN);
        }
        String hash = ServerSecret.hash(token.trim().toLowerCase());
        Instant now = clock.instant();
        Optional<String> accountId = jdbc.sql("select account_id from api_tokens where token_hash = ? and last_used_at > ?")
                .params(hash, Timestamp.from(now.minus(properties.tokenIdleTimeout())))
                .query(String.class).optional();
        if (accountId.isEmpty()) {
            throw new ApiException(ErrorType.BAD_API_TOKEN, INVALID_TOKEN);
        }
        jdbc.sql("update api_tokens set last_used_at = ? where token_hash = ?").params(Timestamp.from(now), hash).update();
        return accounts.findById(accountId.get())
                .orElseThrow(() -> new ApiException(ErrorType.BAD_API_TOKEN, INVALID_TOKEN));
    }

    public void revoke(String token) {
        jdbc.sql("delete from api_tokens where token_hash = ?").param(ServerSecret.hash(token.trim().toLowerCase())).update();
    }
}
