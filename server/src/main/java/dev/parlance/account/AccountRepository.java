package dev.parlance.account;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

@Repository
public class AccountRepository {
    private static final RowMapper<Account> ROW = (rs, i) -> new Account(
            rs.getString("id"),
            rs.getString("username"),
            rs.getString("password_hash"),
            rs.getString("parent_id"),
            rs.getString("first_name"),
            rs.getString("last_name"),
            rs.getString("email"),
            new AccountSettings(rs.getString("default_job_notes"), rs.getBoolean("require_authorization"),
                    rs.getBoolean("require_authorization_mechanical")),
            rs.getTimestamp("created_at").toInstant(),
            Role.parse(rs.getString("roles")),
            instant(rs.getTimestamp("disabled_at")));

    private final JdbcClient jdbc;

    AccountRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<Account> findById(String id) {
        return jdbc.sql("select * from accounts where id = ?").param(id).query(ROW).optional();
    }

    /** Usernames are unique regardless of case: "Alice" and "alice" are one account. */
    public Optional<Account> findByUsername(String username) {
        return jdbc.sql("select * from accounts where username_key = lower(?)").param(username.trim()).query(ROW).optional();
    }

    public List<Account> children(String parentId) {
        return jdbc.sql("select * from accounts where parent_id = ? order by username").param(parentId).query(ROW).list();
    }

    /** Whether any of these accounts has this e-mail address (compared without case). */
    public boolean anyHasEmail(List<String> accountIds, String email) {
        return !accountIds.isEmpty() && jdbc.sql("select count(*) from accounts where lower(email) = lower(:email) and id in (:ids)")
                .param("email", email.strip()).param("ids", accountIds).query(Long.class).single() > 0;
    }

    public boolean hasChildren(String accountId) {
        return jdbc.sql("select count(*) from accounts where parent_id = ?").param(accountId).query(Long.class).single() > 0;
    }

    /**
     * Whether {@code ancestorId} is {@code accountId} itself or one of its ancestors: one recursive
     * query however deep the tree. UNION (not UNION ALL) ends the walk even on a corrupted, cyclic tree.
     */
    public boolean isSelfOrAncestor(String ancestorId, String accountId) {
        return jdbc.sql("""
                with recursive chain (id, parent_id) as (
                    select id, parent_id from accounts where id = ?
                    union
                    select a.id, a.parent_id from accounts a join chain c on a.id = c.parent_id
                )
                select count(*) from chain where id = ?""")
                .params(accountId, ancestorId).query(Long.class).single() > 0;
    }

    /** The ids of the account and all its descendants, in no particular order: one recursive query. */
    public List<String> selfAndDescendantIds(String accountId) {
        return jdbc.sql("""
                with recursive tree (id) as (
                    select id from accounts where id = ?
                    union
                    select a.id from accounts a join tree t on a.parent_id = t.id
                )
                select id from tree""")
                .param(accountId).query(String.class).list();
    }

    /** The topmost ancestor of the account (the account itself when it has no parent). */
    public String rootOf(String accountId) {
        return jdbc.sql("""
                with recursive chain (id, parent_id) as (
                    select id, parent_id from accounts where id = ?
                    union
                    select a.id, a.parent_id from accounts a join chain c on a.id = c.parent_id
                )
                select id from chain where parent_id is null""")
                .param(accountId).query(String.class).optional()
                .orElseThrow(() -> new IllegalStateException("Account " + accountId + " has no root"));
    }

    /** Locks the account's row until the transaction ends. */
    public void lock(String accountId) {
        jdbc.sql("select id from accounts where id = ? for update").param(accountId).query(String.class).optional();
    }

    public void updateParent(String accountId, String parentId) {
        jdbc.sql("update accounts set parent_id = ? where id = ?").params(parentId, accountId).update();
    }

    public boolean isEmpty() {
        return jdbc.sql("select count(*) from accounts").query(Long.class).single() == 0;
    }

    /**
     * Inserts an account. A username taken in any case fails with Spring's
     * {@link org.springframework.dao.DuplicateKeyException} (unique index on the folded name).
     */
    public void insert(Account a) {
        jdbc.sql("""
                insert into accounts (id, username, username_key, password_hash, parent_id, first_name, last_name, email,
                                      created_at, roles, disabled_at)
                values (?, ?, lower(?), ?, ?, ?, ?, ?, ?, ?, ?)""")
                .params(a.id(), a.username(), a.username(), a.passwordHash(), a.parentId(), a.firstName(), a.lastName(),
                        a.email(), Timestamp.from(a.createdAt()), Role.format(a.roles()), ts(a.disabledAt()))
                .update();
    }

    /** Every account holding a role besides CUSTOMER (the operator's people), by username. */
    public List<Account> staff() {
        return jdbc.sql("select * from accounts where roles <> 'CUSTOMER' order by username_key").query(ROW).list();
    }

    public void updateRoles(String accountId, Set<Role> roles) {
        jdbc.sql("update accounts set roles = ? where id = ?").params(Role.format(roles), accountId).update();
    }

    /** Disables the account at {@code at}, or enables it again with null. */
    public void updateDisabledAt(String accountId, Instant at) {
        jdbc.sql("update accounts set disabled_at = ? where id = ?").params(ts(at), accountId).update();
    }

    public void updatePasswordHash(String accountId, String hash) {
        jdbc.sql("update accounts set password_hash = ? where id = ?").params(hash, accountId).update();
    }

    public void updateSettings(String accountId, AccountSettings s) {
        jdbc.sql("""
                update accounts set default_job_notes = ?, require_authorization = ?, require_authorization_mechanical = ?
                where id = ?""")
                .params(s.defaultJobNotes(), s.requireAuthorization(), s.requireAuthorizationMechanical(), accountId)
                .update();
    }

    /** Writes only the settings the change names, in one statement, so concurrent changes of different settings both stick. */
    public void applySettings(String accountId, AccountSettingsChange change) {
        List<String> assignments = new ArrayList<>();
        List<Object> values = new ArrayList<>();
        change.defaultJobNotes().ifPresent(notes -> {
            assignments.add("default_job_notes = ?");
            values.add(notes.isEmpty() ? null : notes);
        });
        change.requireAuthorization().ifPresent(b -> {
            assignments.add("require_authorization = ?");
            values.add(b);
        });
        change.requireAuthorizationMechanical().ifPresent(b -> {
            assignments.add("require_authorization_mechanical = ?");
            values.add(b);
        });
        if (assignments.isEmpty()) {
            return;
        }
        values.add(accountId);
        jdbc.sql("update accounts set " + String.join(", ", assignments) + " where id = ?").params(values).update();
    }

    private static Instant instant(Timestamp t) {
        return t == null ? null : t.toInstant();
    }

    static Timestamp ts(Instant i) {
        return i == null ? null : Timestamp.from(i);
    }
}
