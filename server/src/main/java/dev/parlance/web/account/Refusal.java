package dev.parlance.web.account;

import dev.parlance.common.ApiException;

import java.util.Locale;

/**
 * An account page's refusal in words: the API's ErrorType as a phrase, then its ErrorComment
 * ("Account exists: An account named ada already exists"), so a person reads what a client would be told.
 */
record Refusal(String text) {
    static Refusal of(ApiException e) {
        String type = e.type().name().replace('_', ' ').toLowerCase(Locale.ROOT);
        return new Refusal(Character.toUpperCase(type.charAt(0)) + type.substring(1) + ": " + e.comment());
    }
}
