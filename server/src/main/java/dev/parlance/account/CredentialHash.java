package dev.parlance.account;

import dev.parlance.common.Ids;
import dev.parlance.system.ServerSecret;

import java.util.Locale;
import java.util.Optional;

/**
 * Session tokens and long-term keys are 32 lower-case hex characters, stored and looked up only by
 * hash. Clients may send them in upper case or with stray spaces; anything else cannot be one.
 */
final class CredentialHash {
    private CredentialHash() {
    }

    static Optional<String> of(String candidate) {
        if (candidate == null) {
            return Optional.empty();
        }
        String folded = candidate.trim().toLowerCase(Locale.ROOT);
        return Ids.isId(folded) ? Optional.of(ServerSecret.hash(folded)) : Optional.empty();
    }

    static boolean looksLikeCredential(String candidate) {
        return of(candidate).isPresent();
    }
}
