package dev.parlance.api.v1;

import dev.parlance.support.ApiClient;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.parlance.api.v1.LoginClients.fromOwnAddress;
import static dev.parlance.api.v1.LoginClients.loginFrom;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A login for an unknown username must not answer faster than a wrong password for a known one,
 * or the time tells which usernames exist. Medians over ten tries each, and only "not faster than
 * half": robust on a busy machine, while the difference it guards against is fifty-fold.
 */
class LoginTimingApiTest extends AccountApiTestSupport {
    private static final int TRIES = 10;

    @Test
    void anUnknownUsernameTakesAsLongAsAWrongPassword() {
        // several accounts and two addresses, so the login throttle lets every try through
        List<String> known = List.of(createAccount(adminToken(), "timed"), createAccount(adminToken(), "timed"),
                createAccount(adminToken(), "timed"));
        ApiClient forKnown = fromOwnAddress(port);
        ApiClient forUnknown = fromOwnAddress(port);
        loginFrom(forKnown, known.getFirst(), "warm-up-1").error("LOGIN_INVALID");
        loginFrom(forUnknown, unique("warm-up"), "warm-up-1").error("LOGIN_INVALID");

        List<Long> knownNanos = new ArrayList<>();
        List<Long> unknownNanos = new ArrayList<>();
        for (int i = 0; i < TRIES; i++) {
            String user = known.get(i % known.size());
            knownNanos.add(timed(() -> loginFrom(forKnown, user, "wrong-password").error("LOGIN_INVALID")));
            unknownNanos.add(timed(() -> loginFrom(forUnknown, unique("nobody"), "wrong-password").error("LOGIN_INVALID")));
        }
        assertThat(median(unknownNanos)).as("median ns, unknown %s vs known %s", unknownNanos, knownNanos)
                .isGreaterThanOrEqualTo(median(knownNanos) / 2);
    }

    private static long timed(Runnable call) {
        long start = System.nanoTime();
        call.run();
        return System.nanoTime() - start;
    }

    private static long median(List<Long> values) {
        return values.stream().sorted().toList().get(values.size() / 2);
    }
}
