package dev.parlance.work;

import dev.parlance.system.ServerSecret;
import org.springframework.stereotype.Component;

import java.time.Clock;
import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The credential in a customer's approval link ({@code /approve/<token>}): the approval item's id and
 * an expiry, signed with the server secret, so a link opens that one job's approval and no other,
 * and only until it expires. Nothing is stored: a new link can be made at any time.
 */
@Component
class ApprovalTokens {
    private static final Pattern TOKEN = Pattern.compile("([0-9a-f]{32})-([0-9]{1,12})-([0-9a-f]{64})");

    /** A token that verified: its item, and whether it has expired by now. */
    record Verified(String itemId, boolean expired) {
    }

    private final ServerSecret secret;
    private final Clock clock;

    ApprovalTokens(ServerSecret secret, Clock clock) {
        this.secret = secret;
        this.clock = clock;
    }

    String issue(String itemId, Instant expires) {
        long at = expires.getEpochSecond();
        return itemId + "-" + at + "-" + secret.sign(signed(itemId, at));
    }

    /** The token's item, if its signature holds (expired or not); empty for anything else. */
    java.util.Optional<Verified> verify(String token) {
        Matcher m = token == null ? null : TOKEN.matcher(token);
        if (m == null || !m.matches()) {
            return java.util.Optional.empty();
        }
        long expires = Long.parseLong(m.group(2));
        if (!secret.verify(signed(m.group(1), expires), m.group(3))) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new Verified(m.group(1), clock.instant().getEpochSecond() >= expires));
    }

    private static String signed(String itemId, long expires) {
        return "customer-approval\n" + itemId + "\n" + expires;
    }
}
