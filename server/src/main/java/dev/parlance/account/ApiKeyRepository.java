package dev.parlance.account;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Table {@code api_keys}: a key is found by its hash; the sealed copy lets the server hand it out again. */
@Repository
class ApiKeyRepository {
    /** A stored key: never the key itself, only its hash and a copy sealed with the server secret. */
    record StoredKey(String keyHash, String accountId, String sealed) {
    }

    private final JdbcClient jdbc;

    ApiKeyRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void insert(StoredKey key, Instant createdAt) {
        jdbc.sql("insert into api_keys (key_hash, account_id, key_sealed, created_at) values (?, ?, ?, ?)")
                .params(key.keyHash(), key.accountId(), key.sealed(), Timestamp.from(createdAt))
                .update();
    }

    Optional<StoredKey> find(String keyHash) {
        return jdbc.sql("select key_hash, account_id, key_sealed from api_keys where key_hash = ?")
                .param(keyHash)
                .query((rs, i) -> new StoredKey(rs.getString(1), rs.getString(2), rs.getString(3)))
                .optional();
    }

    Optional<StoredKey> newest(String accountId) {
        return jdbc.sql("""
                        select key_hash, account_id, key_sealed from api_keys where account_id = ?
                        order by created_at desc, key_hash limit 1""")
                .param(accountId)
                .query((rs, i) -> new StoredKey(rs.getString(1), rs.getString(2), rs.getString(3)))
                .optional();
    }

    /** The account's keys, newest first, with when each was made. */
    List<Listed> ofAccount(String accountId) {
        return jdbc.sql("""
                        select key_hash, account_id, key_sealed, created_at from api_keys where account_id = ?
                        order by created_at desc, key_hash""")
                .param(accountId)
                .query((rs, i) -> new Listed(new StoredKey(rs.getString(1), rs.getString(2), rs.getString(3)),
                        rs.getTimestamp(4).toInstant()))
                .list();
    }

    record Listed(StoredKey key, Instant createdAt) {
    }

    /** Deletes the key if one of {@code accountIds} owns it; whether it did. */
    boolean deleteOwnedBy(String keyHash, List<String> accountIds) {
        return jdbc.sql("delete from api_keys where key_hash = :hash and account_id in (:owners)")
                .param("hash", keyHash).param("owners", accountIds).update() > 0;
    }
}
