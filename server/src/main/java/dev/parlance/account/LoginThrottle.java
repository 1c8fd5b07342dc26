package dev.parlance.account;

import dev.parlance.account.LoginFailureRepository.Failures;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.system.ServerSecret;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionOperations;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Slows down password guessing: failed password logins are counted per username and per client
 * address in the database, so every process sharing it sees the same counts (the rule:
 * {@link LoginThrottleProperties}). Unknown usernames are counted exactly like known ones, so the
 * throttle tells nothing about which usernames exist.
 *
 * <p>Once a subject is past its free failures, an attempt claims it (locks it for the delay a
 * failure would earn) before the password is checked, so parallel attempts get one check per
 * delay rather than one each. Rows are always locked in one order (by hash), so concurrent logins
 * cannot deadlock each other.
 */
@Service
public class LoginThrottle {
    /** LOGIN_INVALID keeps existing clients working (they know it as "login failed"); the text says what to do. */
    static final String TOO_MANY = "Too many failed logins for this username or from this address; try again in ";
    private static final Logger log = LoggerFactory.getLogger(LoginThrottle.class);
    /** Doubling stops here; any sane maximum delay is reached long before. */
    private static final int MAX_DOUBLINGS = 30;

    private enum Kind { USERNAME, ADDRESS }

    private record Subject(Kind kind, String hash) {
    }

    /** A password check let through by {@link #begin}: report how it went. */
    public final class Attempt {
        private final List<Subject> subjects;

        private Attempt(List<Subject> subjects) {
            this.subjects = subjects;
        }

        public void failed() {
            recordFailure(subjects);
        }

        public void succeeded() {
            recordSuccess(subjects);
        }
    }

    private final LoginFailureRepository failures;
    private final LoginThrottleProperties properties;
    private final TransactionOperations transaction;
    private final Clock clock;

    LoginThrottle(LoginFailureRepository failures, LoginThrottleProperties properties, TransactionOperations transaction,
                  Clock clock) {
        this.failures = failures;
        this.properties = properties;
        this.transaction = transaction;
        this.clock = clock;
    }

    /**
     * Lets a password check for {@code username} from {@code clientAddress} go ahead, or refuses it
     * (LOGIN_INVALID saying how long to wait) while the username or the address is locked.
     */
    public Attempt begin(String username, String clientAddress) {
        List<Subject> subjects = subjects(username, clientAddress);
        Instant now = clock.instant();
        Duration wait = transaction.execute(status -> claim(subjects, now));
        if (wait.isPositive()) {
            long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
            throw new ApiException(ErrorType.LOGIN_INVALID, TOO_MANY + seconds + (seconds == 1 ? " second" : " seconds"));
        }
        return new Attempt(subjects);
    }

    /** How long the attempt must wait; zero: it goes ahead, and claims the subjects past their free failures. */
    private Duration claim(List<Subject> subjects, Instant now) {
        Duration wait = Duration.ZERO;
        Failures[] current = new Failures[subjects.size()];
        for (int i = 0; i < subjects.size(); i++) {
            current[i] = failures.lock(subjects.get(i).hash()).filter(f -> remembered(f, now)).orElse(null);
            if (current[i] != null && current[i].lockedUntil() != null && current[i].lockedUntil().isAfter(now)) {
                Duration left = Duration.between(now, current[i].lockedUntil());
                wait = left.compareTo(wait) > 0 ? left : wait;
            }
        }
        if (wait.isPositive()) {
            return wait;
        }
        for (int i = 0; i < subjects.size(); i++) {
            Subject subject = subjects.get(i);
            if (current[i] != null) {
                lockAfter(subject.kind(), current[i].count() + 1, now)
                        .ifPresent(until -> failures.lockUntil(subject.hash(), until));
            }
        }
        return Duration.ZERO;
    }

    private void recordFailure(List<Subject> subjects) {
        Instant now = clock.instant();
        try {
            transaction.executeWithoutResult(status -> countFailure(subjects, now));
        } catch (DuplicateKeyException e) {
            // Another process recorded the first failure of the same subject at the same moment:
            // its row exists now, so counting again updates it.
            transaction.executeWithoutResult(status -> countFailure(subjects, now));
        }
        forgetQuietSubjects(now);
    }

    private void countFailure(List<Subject> subjects, Instant now) {
        for (Subject subject : subjects) {
            Optional<Failures> row = failures.lock(subject.hash());
            int count = row.filter(f -> remembered(f, now)).map(Failures::count).orElse(0) + 1;
            Instant lockedUntil = lockAfter(subject.kind(), count, now).orElse(null);
            if (row.isPresent()) {
                failures.update(subject.hash(), count, now, lockedUntil);
            } else {
                failures.insert(subject.hash(), count, now, lockedUntil);
            }
        }
    }

    /**
     * The username's count starts over. The address keeps its count (else an attacker could wipe it
     * by logging in to an account of its own between guesses); only this attempt's claim is undone.
     */
    private void recordSuccess(List<Subject> subjects) {
        Instant now = clock.instant();
        transaction.executeWithoutResult(status -> {
            for (Subject subject : subjects) {
                if (subject.kind() == Kind.USERNAME) {
                    failures.delete(subject.hash());
                } else {
                    failures.lock(subject.hash()).filter(f -> remembered(f, now)).ifPresent(f -> failures.lockUntil(
                            subject.hash(), lockAfter(subject.kind(), f.count(), f.lastFailureAt()).orElse(null)));
                }
            }
        });
    }

    /** Housekeeping: rows of subjects quiet for longer than the forget period. Failing it harms nobody. */
    private void forgetQuietSubjects(Instant now) {
        try {
            failures.deleteQuietSince(now.minus(properties.forgetAfter()));
        } catch (DataAccessException e) {
            log.debug("Could not delete forgotten login failures; the next failure tries again", e);
        }
    }

    private boolean remembered(Failures f, Instant now) {
        return f.lastFailureAt().isAfter(now.minus(properties.forgetAfter()));
    }

    /** When a subject with {@code count} failures, the last at {@code at}, is let through again; empty: not locked. */
    private Optional<Instant> lockAfter(Kind kind, int count, Instant at) {
        int free = kind == Kind.USERNAME ? properties.usernameFreeFailures() : properties.addressFreeFailures();
        if (count <= free) {
            return Optional.empty();
        }
        Duration max = kind == Kind.USERNAME ? properties.usernameMaxDelay() : properties.addressMaxDelay();
        Duration delay = properties.firstDelay().multipliedBy(1L << Math.min(count - free - 1, MAX_DOUBLINGS));
        return Optional.of(at.plus(delay.compareTo(max) > 0 ? max : delay));
    }

    /** The two subjects of an attempt, in the one order rows are locked in. */
    private static List<Subject> subjects(String username, String clientAddress) {
        return Stream.of(
                        new Subject(Kind.USERNAME, ServerSecret.hash("user:" + username.trim().toLowerCase(Locale.ROOT))),
                        new Subject(Kind.ADDRESS, ServerSecret.hash("addr:" + addressKey(clientAddress))))
                .sorted(Comparator.comparing(Subject::hash))
                .toList();
    }

    /**
     * IPv4 addresses count one by one; IPv6 addresses by their /64 network, since one host is
     * usually given a whole /64 and could otherwise take a new address for every guess.
     */
    static String addressKey(String clientAddress) {
        if (clientAddress.indexOf(':') < 0 && !clientAddress.matches("[0-9.]+")) {
            return clientAddress; // not an address literal (never from the servlet container): no name lookups here
        }
        try {
            byte[] bytes = InetAddress.getByName(clientAddress).getAddress(); // a literal: no lookup
            return HexFormat.of().formatHex(bytes.length == 16 ? Arrays.copyOf(bytes, 8) : bytes);
        } catch (UnknownHostException e) {
            return clientAddress;
        }
    }
}
