package dev.parlance.account;

import dev.parlance.common.ApiException;

import java.nio.charset.StandardCharsets;

/** What a new password must be. Checked before hashing, so the client learns why, not a bcrypt failure. */
final class PasswordPolicy {
    static final int MIN_CHARS = 6;
    /** bcrypt reads only 72 bytes, and Spring's encoder refuses longer input rather than truncate it silently. */
    static final int MAX_UTF8_BYTES = 72;

    private PasswordPolicy() {
    }

    static void check(String parameter, String password) {
        if (password.isBlank()) {
            throw ApiException.invalid(parameter, "a password must not be empty or only spaces");
        }
        if (password.codePointCount(0, password.length()) < MIN_CHARS) {
            throw ApiException.invalid(parameter, "a password needs at least " + MIN_CHARS + " characters");
        }
        if (password.getBytes(StandardCharsets.UTF_8).length > MAX_UTF8_BYTES) {
            throw ApiException.invalid(parameter, "a password may have at most " + MAX_UTF8_BYTES + " bytes in UTF-8");
        }
    }
}
