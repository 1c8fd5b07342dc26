package dev.parlance.account;

import java.time.Instant;

/** An account; {@code parentId} links a sub-account to its parent (null for the bootstrap admin). */
public record Account(
        String id,
        String username,
        String passwordHash,
        String parentId,
        String firstName,
        String lastName,
        String email,
        AccountSettings settings,
        Instant createdAt) {
}
