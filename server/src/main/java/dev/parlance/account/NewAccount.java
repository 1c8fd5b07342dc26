package dev.parlance.account;

import java.util.Optional;

/** The fields of account/create, checked on construction so an invalid request never reaches the database. */
public record NewAccount(
        String username,
        String password,
        Optional<String> firstName,
        Optional<String> lastName,
        Optional<String> email) {

    public NewAccount {
        username = AccountFields.username("new_username", username);
        PasswordPolicy.check("new_password", password);
        firstName = AccountFields.name("first_name", firstName);
        lastName = AccountFields.name("last_name", lastName);
        email = AccountFields.email("email", email);
    }
}
