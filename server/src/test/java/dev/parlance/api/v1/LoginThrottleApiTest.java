package dev.parlance.api.v1;

import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.MovableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.parlance.api.v1.LoginClients.fromOwnAddress;
import static dev.parlance.api.v1.LoginClients.loginFrom;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Login throttling with the documented defaults (docs/api-notes.md, "Accounts, keys and login"): per username
 * 5 free failures, per address 20, then locks of 1 s doubling up to 1 min (username) or 5 min
 * (address). Time is moved with the application's clock instead of sleeping.
 */
class LoginThrottleApiTest extends AccountApiTestSupport {
    private static final String WRONG = "wrong-password";
    private static final String CHECKED = "Invalid username or password";
    private static final String THROTTLED = "Too many failed logins";
    private static final Pattern WAIT = Pattern.compile("try again in (\\d+) seconds?");

    @Autowired
    MovableClock clock;

    @AfterEach
    void backToNow() {
        clock.reset();
    }

    @Test
    void failuresLockTheUsernameBrieflyWhereverTheRightPasswordComesFrom() {
        String user = createAccount(adminToken(), "throttled");
        ApiClient stranger = fromOwnAddress(port);
        ApiClient owner = fromOwnAddress(port);
        for (int i = 0; i < 6; i++) {
            assertThat(loginFrom(stranger, user, WRONG).error("LOGIN_INVALID")).isEqualTo(CHECKED);
        }
        // the right password is refused too while the lock lasts, so guessing gains nothing
        assertThat(loginFrom(owner, user, PASSWORD).error("LOGIN_INVALID"))
                .contains(THROTTLED).contains("try again in 1 second");
        assertThat(loginFrom(stranger, user, PASSWORD).error("LOGIN_INVALID")).contains(THROTTLED);

        clock.advance(Duration.ofSeconds(1));
        loginFrom(owner, user, PASSWORD).ok();
        // a successful login starts the username's count over
        for (int i = 0; i < 5; i++) {
            assertThat(loginFrom(stranger, user, WRONG).error("LOGIN_INVALID")).isEqualTo(CHECKED);
        }
    }

    @Test
    void locksDoubleUpToOneMinuteSoAStrangerCannotLockAUserOutForLong() {
        String user = createAccount(adminToken(), "doubling");
        ApiClient stranger = fromOwnAddress(port);
        List<Long> waits = new ArrayList<>();
        int checks = 0;
        for (int i = 0; i < 40 && waits.size() < 8; i++) {
            String comment = loginFrom(stranger, user, WRONG).error("LOGIN_INVALID");
            if (comment.equals(CHECKED)) {
                checks++;
            } else {
                long seconds = waitOf(comment);
                waits.add(seconds);
                clock.advance(Duration.ofSeconds(seconds));
            }
        }
        assertThat(waits).containsExactly(1L, 2L, 4L, 8L, 16L, 32L, 60L, 60L);
        assertThat(checks).as("password checks: 5 free, then one per lock").isEqualTo(13);

        loginFrom(stranger, user, WRONG).error("LOGIN_INVALID");
        ApiClient owner = fromOwnAddress(port);
        assertThat(waitOf(loginFrom(owner, user, PASSWORD).error("LOGIN_INVALID"))).isEqualTo(60);
        clock.advance(Duration.ofSeconds(60));
        loginFrom(owner, user, PASSWORD).ok();
    }

    @Test
    void oneAddressTryingManyUsernamesIsLockedWithoutLockingThoseUsers() {
        ApiClient sprayer = fromOwnAddress(port);
        for (int i = 0; i < 21; i++) {
            assertThat(loginFrom(sprayer, unique("sprayed"), WRONG).error("LOGIN_INVALID")).isEqualTo(CHECKED);
        }
        String user = createAccount(adminToken(), "bystander");
        assertThat(loginFrom(sprayer, user, PASSWORD).error("LOGIN_INVALID")).contains(THROTTLED);
        loginFrom(fromOwnAddress(port), user, PASSWORD).ok();

        clock.advance(Duration.ofSeconds(1));
        loginFrom(sprayer, user, PASSWORD).ok();
    }

    @Test
    void unknownUsernamesAreThrottledExactlyLikeKnownOnes() {
        String known = createAccount(adminToken(), "known");
        List<String> knownAnswers = answers(fromOwnAddress(port), known);
        List<String> unknownAnswers = answers(fromOwnAddress(port), unique("unknown"));
        assertThat(unknownAnswers).isEqualTo(knownAnswers);
        assertThat(knownAnswers.getLast()).contains(THROTTLED);
    }

    @Test
    void keyLoginsAreNotThrottled() {
        String user = createAccount(adminToken(), "throttled-key");
        String key = generateKey(login(user, PASSWORD));
        ApiClient stranger = fromOwnAddress(port);
        for (int i = 0; i < 6; i++) {
            loginFrom(stranger, user, WRONG).error("LOGIN_INVALID");
        }
        assertThat(loginFrom(stranger, user, PASSWORD).error("LOGIN_INVALID")).contains(THROTTLED);
        stranger.get("/api/account/login", "v", "1", "username", user, "securekey", key).ok();
        // clients that pass the key as the password get in too
        loginFrom(stranger, user, key).ok();
    }

    @Test
    void parallelGuessesPastTheFreeFailuresGetOneCheckPerLock() throws Exception {
        String user = createAccount(adminToken(), "parallel");
        ApiClient stranger = fromOwnAddress(port);
        for (int i = 0; i < 5; i++) {
            loginFrom(stranger, user, WRONG).error("LOGIN_INVALID");
        }
        List<String> comments = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
            List<Future<ApiResponse>> answers = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                answers.add(pool.submit(() -> loginFrom(stranger, user, WRONG)));
            }
            for (Future<ApiResponse> answer : answers) {
                comments.add(answer.get().error("LOGIN_INVALID"));
            }
        }
        assertThat(comments).filteredOn(CHECKED::equals).hasSize(1);
        assertThat(comments).filteredOn(c -> c.contains(THROTTLED)).hasSize(7);
    }

    /** The answers to seven wrong passwords for one username. */
    private static List<String> answers(ApiClient client, String username) {
        List<String> answers = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            answers.add(loginFrom(client, username, WRONG).error("LOGIN_INVALID"));
        }
        return answers;
    }

    private static long waitOf(String comment) {
        Matcher m = WAIT.matcher(comment);
        assertThat(m.find()).as(comment).isTrue();
        return Long.parseLong(m.group(1));
    }
}
