package dev.parlance.account;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

import java.time.Duration;

/**
 * Login throttling ({@code parlance.login-throttle.*}, env {@code PARLANCE_LOGIN_THROTTLE_*}). Failed
 * password logins are counted per username and per client address. Beyond the free failures, each
 * further failure locks that username or address for a delay that starts at {@code firstDelay} and
 * doubles with every failure up to the maximum; an attempt while locked is refused without checking
 * the password. Counts are forgotten after {@code forgetAfter} without a failure; a successful login
 * clears its username's count.
 *
 * @param usernameFreeFailures failures of one username (from anywhere) before locks start
 * @param addressFreeFailures  failures from one client address (any usernames) before locks start
 * @param firstDelay           the first lock; each further failure doubles it
 * @param usernameMaxDelay     the longest lock of a username: the most a stranger can lock a user out
 * @param addressMaxDelay      the longest lock of a client address
 * @param forgetAfter          failures are forgotten after this long without a new one
 */
@ConfigurationProperties("parlance.login-throttle")
public record LoginThrottleProperties(
        @DefaultValue("5") int usernameFreeFailures,
        @DefaultValue("20") int addressFreeFailures,
        @DefaultValue("1s") Duration firstDelay,
        @DefaultValue("1m") Duration usernameMaxDelay,
        @DefaultValue("5m") Duration addressMaxDelay,
        @DefaultValue("15m") Duration forgetAfter) {

    public LoginThrottleProperties {
        if (forgetAfter.compareTo(usernameMaxDelay) < 0 || forgetAfter.compareTo(addressMaxDelay) < 0) {
            throw new IllegalArgumentException("parlance.login-throttle.forget-after must be at least the longest lock");
        }
    }
}
