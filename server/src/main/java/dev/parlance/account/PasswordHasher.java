package dev.parlance.account;

import dev.parlance.common.Ids;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.stereotype.Component;

import java.util.Optional;

/** Slow hashing for passwords (bcrypt, cost 10: about 60 ms a check on this class of machine). */
@Component
public class PasswordHasher {
    private final BCryptPasswordEncoder bcrypt = new BCryptPasswordEncoder(10);
    /**
     * The hash of a password nobody knows, made like every real one: checking a password against
     * it costs what a real check costs, so a login for an unknown username takes as long as one
     * with a wrong password, and the time tells nothing about which usernames exist.
     */
    private final String unknownAccountHash = bcrypt.encode(Ids.newId());

    public String hash(String password) {
        return bcrypt.encode(password);
    }

    public boolean matches(String password, String hash) {
        return password != null && hash != null && bcrypt.matches(password, hash);
    }

    /** Whether the password matches the account's hash; without an account, the same slow check runs and fails. */
    public boolean matches(String password, Optional<String> hash) {
        boolean matches = matches(password, hash.orElse(unknownAccountHash));
        return hash.isPresent() && matches;
    }
}
