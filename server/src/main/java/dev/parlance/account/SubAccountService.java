package dev.parlance.account;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionOperations;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Optional;

/**
 * account/create on the production service: a new account in the caller's part of the account
 * tree, optionally taking an existing sub-account below it (see {@link #create}).
 */
@Service
public class SubAccountService {
    private final AccountRepository accounts;
    private final AccountAccess access;
    private final PasswordHasher hasher;
    private final TransactionOperations transaction;
    private final Clock clock;

    SubAccountService(AccountRepository accounts, AccountAccess access, PasswordHasher hasher,
                      TransactionOperations transaction, Clock clock) {
        this.accounts = accounts;
        this.access = access;
        this.hasher = hasher;
        this.transaction = transaction;
        this.clock = clock;
    }

    /**
     * Creates the account below {@code parentAccount} (the caller or one of its descendants; the
     * caller when absent). {@code subAccount}, when given, names an existing descendant of the caller
     * that is moved below the new account: the spec lists both as "username of a sub-account" and
     * "username of a parent account" of the account being created, and this lets an enterprise insert
     * a level (a department above existing teams). The moved account must not be the caller, nor the
     * parent or an ancestor of it, since the tree would then contain a cycle. The caller still reaches
     * everything it reached before.
     */
    public Account create(Account caller, NewAccount request, Optional<String> parentAccount,
                          Optional<String> subAccount) {
        Account parent = access.actingAs(caller, parentAccount);
        Optional<Account> moved = subAccount.filter(s -> !s.isBlank()).map(s -> access.actingAs(caller, Optional.of(s)));
        moved.ifPresent(s -> requireMovable(caller, parent, s));
        if (accounts.findByUsername(request.username()).isPresent()) {
            throw exists(request.username());
        }
        String hash = hasher.hash(request.password()); // slow on purpose: outside the transaction
        Account account = new Account(Ids.newId(), request.username(), hash, parent.id(),
                request.firstName().orElse(null), request.lastName().orElse(null), request.email().orElse(null),
                AccountSettings.DEFAULTS, clock.instant());
        return transaction.execute(status -> {
            if (moved.isPresent()) {
                // Moves within one tree are serialized on its root, and checked again under that lock:
                // two concurrent creates could otherwise each move the other's parent below itself.
                accounts.lock(accounts.rootOf(caller.id()));
                requireMovable(caller, fresh(parent), fresh(moved.get()));
            }
            try {
                accounts.insert(account);
            } catch (DuplicateKeyException e) {
                // Another request took the name between the check above and this insert.
                throw exists(request.username());
            }
            moved.ifPresent(s -> accounts.updateParent(s.id(), account.id()));
            return account;
        });
    }

    /**
     * The caller's sub-accounts at every depth, as a tree is read: each account followed by its own
     * sub-accounts (by username), with its depth below the caller (1 for a direct sub-account).
     */
    public List<SubAccount> tree(Account caller) {
        access.actingAs(caller, Optional.empty());
        List<SubAccount> tree = new ArrayList<>();
        addChildren(caller, 1, tree, new HashSet<>(Set.of(caller.id())));
        return tree;
    }

    /** The usernames the caller may act as: its own, then its sub-accounts' in {@link #tree} order. */
    public List<String> usernames(Account caller) {
        List<String> names = new ArrayList<>(List.of(caller.username()));
        tree(caller).forEach(s -> names.add(s.account().username()));
        return names;
    }

    private void addChildren(Account parent, int depth, List<SubAccount> tree, Set<String> seen) {
        for (Account child : accounts.children(parent.id())) {
            if (seen.add(child.id())) { // a corrupted, cyclic tree still ends
                tree.add(new SubAccount(child, parent.username(), depth));
                addChildren(child, depth + 1, tree, seen);
            }
        }
    }

    private void requireMovable(Account caller, Account parent, Account moved) {
        if (!access.mayActOn(caller, parent.id()) || !access.mayActOn(caller, moved.id())) {
            throw new ApiException(ErrorType.NOT_PARENT_ACCOUNT,
                    "Account " + caller.username() + " is no longer a parent of the accounts named");
        }
        if (moved.id().equals(caller.id())) {
            throw ApiException.invalid("sub_account", "the calling account cannot be moved below an account it creates");
        }
        if (access.mayActOn(moved, parent.id())) {
            throw ApiException.invalid("sub_account", moved.username() + " is the new account's parent or above it;"
                    + " moving it below the new account would make a cycle");
        }
    }

    private Account fresh(Account a) {
        return accounts.findById(a.id()).orElseThrow();
    }

    static ApiException exists(String username) {
        return new ApiException(ErrorType.ACCOUNT_EXISTS, "An account named " + username + " already exists");
    }
}
