package dev.parlance.account;

import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.stereotype.Component;

/** Slow hashing for passwords (bcrypt, cost 10: about 60 ms a check on this class of machine). */
@Component
public class PasswordHasher {
    private final BCryptPasswordEncoder bcrypt = new BCryptPasswordEncoder(10);

    public String hash(String password) {
        return bcrypt.encode(password);
    }

    public boolean matches(String password, String hash) {
        return password != null && hash != null && bcrypt.matches(password, hash);
    }
}
