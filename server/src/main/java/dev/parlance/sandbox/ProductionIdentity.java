package dev.parlance.sandbox;

/** Who a production token belongs to, as the production service's account/identity tells. */
public record ProductionIdentity(String accountId, String username) {
}
