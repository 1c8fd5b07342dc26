package dev.parlance.account;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.springframework.stereotype.Component;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The one permission check: an account may act on itself and on its descendants, never on its
 * ancestors or siblings. Every job and account access goes through here.
 */
@Component
public class AccountAccess {
    private final AccountRepository accounts;

    AccountAccess(AccountRepository accounts) {
        this.accounts = accounts;
    }

    public boolean mayActOn(Account actor, String targetAccountId) {
        Set<String> seen = new HashSet<>();
        String current = targetAccountId;
        while (current != null && seen.add(current)) {
            if (current.equals(actor.id())) {
                return true;
            }
            current = accounts.findById(current).map(Account::parentId).orElse(null);
        }
        return false;
    }

    /**
     * Resolves an optional username parameter ({@code account_id}, {@code username}) to the account
     * the caller acts on: the caller when absent, otherwise a descendant of the caller.
     */
    public Account actingAs(Account caller, Optional<String> username) {
        if (username.isEmpty() || username.get().isBlank() || username.get().equalsIgnoreCase(caller.username())) {
            return caller;
        }
        Account target = accounts.findByUsername(username.get().trim())
                .orElseThrow(() -> new ApiException(ErrorType.ACCOUNT_DOES_NOT_EXIST,
                        "Account " + username.get() + " does not exist"));
        if (!mayActOn(caller, target.id())) {
            throw new ApiException(ErrorType.NOT_PARENT_ACCOUNT,
                    "Account " + caller.username() + " is not a parent of " + target.username());
        }
        return target;
    }

    /** The ids of the accounts an actor may act on: itself first, then every descendant. */
    public List<String> selfAndDescendants(Account actor) {
        List<String> ids = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Deque<String> pending = new ArrayDeque<>(List.of(actor.id()));
        while (!pending.isEmpty()) {
            String id = pending.poll();
            if (seen.add(id)) {
                ids.add(id);
                accounts.children(id).forEach(child -> pending.add(child.id()));
            }
        }
        return ids;
    }
}
