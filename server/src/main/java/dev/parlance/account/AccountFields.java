package dev.parlance.account;

import dev.parlance.common.ApiException;

import java.util.Optional;

/**
 * The rules for an account's username, names and e-mail address, wherever an account is made
 * (account/create in the API, the people page in the web app); each caller names its own fields.
 */
final class AccountFields {
    private static final int MAX_NAME = 255;
    private static final int MAX_EMAIL = 320;

    private AccountFields() {
    }

    static String username(String field, String username) {
        String trimmed = username.trim();
        if (trimmed.isEmpty() || trimmed.length() > MAX_NAME) {
            throw ApiException.invalid(field, "between 1 and " + MAX_NAME + " characters");
        }
        // "*" means "this account and all sub-accounts" in job list and statistics filters.
        if (trimmed.contains("*") || trimmed.chars().anyMatch(Character::isISOControl)) {
            throw ApiException.invalid(field, "must not contain '*' or control characters");
        }
        return trimmed;
    }

    static Optional<String> name(String field, Optional<String> name) {
        Optional<String> trimmed = name.map(String::trim).filter(s -> !s.isEmpty());
        if (trimmed.filter(s -> s.length() > MAX_NAME).isPresent()) {
            throw ApiException.invalid(field, "at most " + MAX_NAME + " characters");
        }
        return trimmed;
    }

    static Optional<String> email(String field, Optional<String> email) {
        Optional<String> trimmed = email.map(String::trim).filter(s -> !s.isEmpty());
        if (trimmed.filter(e -> e.length() > MAX_EMAIL || !e.matches("[^@\\s]+@[^@\\s]+")).isPresent()) {
            throw ApiException.invalid(field, "expected an e-mail address such as name@example.com");
        }
        return trimmed;
    }
}
