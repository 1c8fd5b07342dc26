package dev.parlance.account;

import dev.parlance.common.ApiException;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * A workforce member (or another operator) an ADMIN adds on the people page: a username, the
 * initial password, optional names and e-mail, and at least one of the {@link Role#STAFF} roles.
 * Checked on construction, with the form's field names in the messages.
 */
public record NewMember(
        String username,
        String password,
        Optional<String> firstName,
        Optional<String> lastName,
        Optional<String> email,
        Set<Role> roles) {

    public NewMember {
        username = AccountFields.username("username", username);
        PasswordPolicy.check("password", password);
        firstName = AccountFields.name("first name", firstName);
        lastName = AccountFields.name("last name", lastName);
        email = AccountFields.email("e-mail", email);
        roles = staffRoles(roles);
    }

    /** The roles of a person on the people page: one or more, none of them CUSTOMER. */
    static Set<Role> staffRoles(Set<Role> roles) {
        if (roles.isEmpty()) {
            throw ApiException.invalid("roles", "choose at least one role");
        }
        if (!Role.STAFF.containsAll(roles)) {
            throw ApiException.invalid("roles", "only " + Role.STAFF + " are given here; customers come from the API");
        }
        return EnumSet.copyOf(roles);
    }
}
