package dev.parlance.account;

/** A sub-account in its owner's tree: the account, the username of its parent, its depth below the owner (1, 2...). */
public record SubAccount(Account account, String parentUsername, int depth) {
}
