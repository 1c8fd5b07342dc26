package dev.parlance.account;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one permission check: an account may act on itself and on its descendants (any depth),
 * never on its ancestors or siblings. Every job and account access goes through here.
 *
 * <p>Errors for a named account ({@code username}, {@code account_id}, {@code parent_account}...):
 * <ul>
 * <li>{@code NO_CHILDREN_FOUND} when the caller has no sub-accounts at all and names an account
 *     other than itself: the client asked to act on a sub-account, and that is the actionable
 *     answer. It is given without looking the name up.</li>
 * <li>{@code ACCOUNT_DOES_NOT_EXIST} when no account has that name, {@code NOT_PARENT_ACCOUNT} when
 *     it exists outside the caller's subtree. This tells a caller that a name is taken somewhere,
 *     which account/create has to tell anyway (usernames are global, so it answers ACCOUNT_EXISTS);
 *     hiding it here would protect nothing and would cost clients the typo diagnosis. Nothing
 *     else about a foreign account (its jobs, keys, settings, parent) is ever revealed.</li>
 * </ul>
 *
 * <p>Workforce members and operators without the CUSTOMER role ({@link Role}) stand outside every
 * customer's tree: they may act on no account at all here, not even their own (no jobs, keys,
 * settings, sub-accounts or billing of theirs exist to act on), and are told so with
 * ACCOUNT_UNPRIVILEGED. They reach job content only through the work items they hold ({@code work}).
 */
@Component
public class AccountAccess {
    /** In job/list's {@code Username} and aggregate_statistics' {@code account_id}: the caller and all its descendants. */
    public static final String SELF_AND_DESCENDANTS = "*";

    private final AccountRepository accounts;

    AccountAccess(AccountRepository accounts) {
        this.accounts = accounts;
    }

    public boolean mayActOn(Account actor, String targetAccountId) {
        return actor.isCustomer() && targetAccountId != null && accounts.isSelfOrAncestor(actor.id(), targetAccountId);
    }

    /**
     * Resolves an optional username parameter ({@code account_id}, {@code username}) to the account
     * the caller acts on: the caller when absent, otherwise the caller or one of its descendants.
     */
    public Account actingAs(Account caller, Optional<String> username) {
        requireCustomer(caller);
        String name = username.map(String::trim).filter(s -> !s.isEmpty()).orElse(null);
        if (name == null || name.equalsIgnoreCase(caller.username())) {
            return caller;
        }
        if (name.equals(SELF_AND_DESCENDANTS)) {
            throw new ApiException(ErrorType.INVALID_QUERY, "'*' (this account and all sub-accounts) is accepted "
                    + "only by job/list and aggregate_statistics; name one account here");
        }
        Optional<Account> target = accounts.findByUsername(name);
        if (target.isPresent() && mayActOn(caller, target.get().id())) {
            return target.get();
        }
        if (!accounts.hasChildren(caller.id())) {
            throw new ApiException(ErrorType.NO_CHILDREN_FOUND,
                    "Account " + caller.username() + " has no sub-accounts; it can act only on itself");
        }
        if (target.isEmpty()) {
            throw new ApiException(ErrorType.ACCOUNT_DOES_NOT_EXIST, "Account " + name + " does not exist");
        }
        throw new ApiException(ErrorType.NOT_PARENT_ACCOUNT,
                "Account " + caller.username() + " is not a parent of " + target.get().username());
    }

    /**
     * The accounts a listing or statistics call covers: the caller when {@code username} is absent,
     * the caller and all descendants for {@code *}, else the one named account ({@link #actingAs}).
     * {@code *} from an account without sub-accounts is simply the caller, not NO_CHILDREN_FOUND:
     * clients send {@code *} to mean "everything I may see", which is well defined for any account.
     */
    public List<String> scope(Account caller, Optional<String> username) {
        if (username.map(String::trim).filter(SELF_AND_DESCENDANTS::equals).isPresent()) {
            return selfAndDescendants(caller);
        }
        return List.of(actingAs(caller, username).id());
    }

    /**
     * Whether {@code address} is the e-mail address of the actor or of an account it may act on: the
     * addresses the holders of its tree set, the only ones the service sends a customer's mail to.
     */
    public boolean isOwnAddress(Account actor, String address) {
        return actor.isCustomer() && address != null && accounts.anyHasEmail(selfAndDescendants(actor), address);
    }

    /** The ids of the accounts an actor may act on: itself first, then every descendant. */
    public List<String> selfAndDescendants(Account actor) {
        requireCustomer(actor);
        List<String> ids = new ArrayList<>(List.of(actor.id()));
        accounts.selfAndDescendantIds(actor.id()).stream().filter(id -> !id.equals(actor.id())).forEach(ids::add);
        return ids;
    }

    private static void requireCustomer(Account caller) {
        if (!caller.isCustomer()) {
            throw new ApiException(ErrorType.ACCOUNT_UNPRIVILEGED, ApiKeyService.UNPRIVILEGED + ": " + caller.username()
                    + " is a workforce account, with no customer account, jobs, keys or billing; it works through /work/api");
        }
    }
}
