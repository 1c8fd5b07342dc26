package dev.parlance.api.v1;

import dev.parlance.support.MovableClock;
import dev.parlance.system.ParlanceProperties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.time.Duration;

/** Session tokens expire after parlance.token-idle-timeout without use; each use slides the expiry. */
class TokenExpiryApiTest extends AccountApiTestSupport {
    @Autowired
    MovableClock clock;
    @Autowired
    ParlanceProperties properties;

    @AfterEach
    void backToNow() {
        clock.reset();
    }

    @Test
    void anIdleTokenExpiresAndAUsedOneSlides() {
        Duration idle = properties.tokenIdleTimeout();
        Duration almost = idle.minusMinutes(1);
        String user = createAccount(adminToken(), "idle");
        String used = login(user, PASSWORD);
        String idleToken = login(user, PASSWORD);
        String key = generateKey(used);

        clock.advance(almost);
        assertTokenWorks(used);
        clock.advance(almost);
        // more than the timeout since login, but used within it
        assertTokenWorks(used);
        assertTokenRefused(idleToken);
        // long-term keys do not expire with inactivity
        assertTokenWorks(key);

        clock.advance(idle.plusMinutes(1));
        assertTokenRefused(used);
        assertTokenWorks(key);
    }
}
