package dev.parlance.account;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Optional;

/** Table {@code login_failures}: the failure count and lock of one throttled subject (a hashed username or address). */
@Repository
class LoginFailureRepository {
    record Failures(int count, Instant lastFailureAt, Instant lockedUntil) {
    }

    private final JdbcClient jdbc;

    LoginFailureRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** The subject's row, locked until the transaction ends, so processes sharing the database take turns. */
    Optional<Failures> lock(String subjectHash) {
        return jdbc.sql("select failures, last_failure_at, locked_until from login_failures where subject_hash = ? for update")
                .param(subjectHash)
                .query((rs, i) -> new Failures(rs.getInt(1), rs.getTimestamp(2).toInstant(),
                        Optional.ofNullable(rs.getTimestamp(3)).map(Timestamp::toInstant).orElse(null)))
                .optional();
    }

    /** A first row; a concurrent first failure of the same subject makes this a DuplicateKeyException. */
    void insert(String subjectHash, int count, Instant at, Instant lockedUntil) {
        jdbc.sql("insert into login_failures (subject_hash, failures, last_failure_at, locked_until) values (?, ?, ?, ?)")
                .params(subjectHash, count, Timestamp.from(at), AccountRepository.ts(lockedUntil))
                .update();
    }

    void update(String subjectHash, int count, Instant at, Instant lockedUntil) {
        jdbc.sql("update login_failures set failures = ?, last_failure_at = ?, locked_until = ? where subject_hash = ?")
                .params(count, Timestamp.from(at), AccountRepository.ts(lockedUntil), subjectHash)
                .update();
    }

    void lockUntil(String subjectHash, Instant lockedUntil) {
        jdbc.sql("update login_failures set locked_until = ? where subject_hash = ?")
                .params(AccountRepository.ts(lockedUntil), subjectHash)
                .update();
    }

    void delete(String subjectHash) {
        jdbc.sql("delete from login_failures where subject_hash = ?").param(subjectHash).update();
    }

    /** Removes the rows of subjects with no failure since {@code before}: their counts are forgotten anyway. */
    int deleteQuietSince(Instant before) {
        return jdbc.sql("delete from login_failures where last_failure_at < ?").param(Timestamp.from(before)).update();
    }
}
