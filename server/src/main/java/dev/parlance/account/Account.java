package dev.parlance.account;

import java.time.Instant;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * An account; {@code parentId} links a sub-account to its parent (null for the first account and for
 * workforce members, who belong to no customer's tree). {@code disabledAt}: when an ADMIN disabled
 * it (it can then neither sign in nor use a token); null while it is active.
 */
public record Account(
        String id,
        String username,
        String passwordHash,
        String parentId,
        String firstName,
        String lastName,
        String email,
        AccountSettings settings,
        Instant createdAt,
        Set<Role> roles,
        Instant disabledAt) {

    public Account {
        EnumSet<Role> ordered = EnumSet.noneOf(Role.class);
        ordered.addAll(roles);
        roles = Collections.unmodifiableSet(ordered); // declaration order, for display
    }

    /** A customer account, active: what account/create and the sandbox make. */
    public Account(String id, String username, String passwordHash, String parentId, String firstName, String lastName,
                   String email, AccountSettings settings, Instant createdAt) {
        this(id, username, passwordHash, parentId, firstName, lastName, email, settings, createdAt,
                Set.of(Role.CUSTOMER), null);
    }

    public boolean hasRole(Role role) {
        return roles.contains(role);
    }

    /** Whether it orders jobs and owns customer data; an account without CUSTOMER reaches none of it. */
    public boolean isCustomer() {
        return hasRole(Role.CUSTOMER);
    }

    public boolean isDisabled() {
        return disabledAt != null;
    }

    /** "First Last" when a name is known, else the username: how pages address the person. */
    public String displayName() {
        String name = ((firstName == null ? "" : firstName) + " " + (lastName == null ? "" : lastName)).strip();
        return name.isEmpty() ? username : name;
    }
}
