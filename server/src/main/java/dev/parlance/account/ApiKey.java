package dev.parlance.account;

import java.time.Instant;
import java.util.Optional;

/**
 * An API key as its owner's list shows it: never the key, only a {@code reference} to name it by
 * when removing it (the stored hash, from which the key cannot be found) and a {@code hint}, its last
 * characters, so a person can tell which key a program holds. The hint is empty for a key sealed under
 * an earlier server secret (it still works but cannot be read).
 */
public record ApiKey(String reference, Optional<String> hint, Instant createdAt) {
    private static final int HINT_LENGTH = 4;

    static String hintOf(String key) {
        return "…" + key.substring(Math.max(0, key.length() - HINT_LENGTH));
    }
}
