package dev.parlance.account;

import dev.parlance.common.ApiException;

import java.util.Optional;

/** The fields of account/create, checked on construction so an invalid request never reaches the database. */
public record NewAccount(
        String username,
        String password,
        Optional<String> firstName,
        Optional<String> lastName,
        Optional<String> email) {

    private static final int MAX_NAME = 255;
    private static final int MAX_EMAIL = 320;

    public NewAccount {
        username = username.trim();
        if (username.isEmpty() || username.length() > MAX_NAME) {
            throw ApiException.invalid("new_username", "between 1 and " + MAX_NAME + " characters");
        }
        // "*" means "this account and all sub-accounts" in job list and statistics filters.
        if (username.contains("*") || username.chars().anyMatch(Character::isISOControl)) {
            throw ApiException.invalid("new_username", "must not contain '*' or control characters");
        }
        PasswordPolicy.check("new_password", password);
        firstName = firstName.map(String::trim).filter(s -> !s.isEmpty());
        lastName = lastName.map(String::trim).filter(s -> !s.isEmpty());
        email = email.map(String::trim).filter(s -> !s.isEmpty());
        if (firstName.filter(s -> s.length() > MAX_NAME).isPresent()) {
            throw ApiException.invalid("first_name", "at most " + MAX_NAME + " characters");
        }
        if (lastName.filter(s -> s.length() > MAX_NAME).isPresent()) {
            throw ApiException.invalid("last_name", "at most " + MAX_NAME + " characters");
        }
        if (email.filter(e -> e.length() > MAX_EMAIL || !e.matches("[^@\\s]+@[^@\\s]+")).isPresent()) {
            throw ApiException.invalid("email", "expected an e-mail address such as name@example.com");
        }
    }
}
