package dev.parlance.account;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionOperations;

import java.time.Clock;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The operator's people: the accounts holding a {@link Role#STAFF} role, which an ADMIN lists, adds,
 * gives roles and disables. Members are made outside every customer's tree (no parent, no
 * CUSTOMER role), so {@link AccountAccess} refuses them all customer data.
 *
 * <p>Every change runs under row locks on the acting admin and the person changed, taken in one
 * order, and checks again under them that the actor is still an active ADMIN: two admins taking
 * ADMIN from each other at the same moment cannot leave nobody in charge. No one takes ADMIN from
 * themselves or disables themselves, for the same reason.
 */
@Service
public class PeopleService {
    private final AccountRepository accounts;
    private final PasswordHasher hasher;
    private final TokenService tokens;
    private final TransactionOperations transaction;
    private final Clock clock;

    PeopleService(AccountRepository accounts, PasswordHasher hasher, TokenService tokens,
                  TransactionOperations transaction, Clock clock) {
        this.accounts = accounts;
        this.hasher = hasher;
        this.tokens = tokens;
        this.transaction = transaction;
        this.clock = clock;
    }

    public List<Account> people(Account admin) {
        requireAdmin(admin);
        return accounts.staff();
    }

    public Account add(Account admin, NewMember member) {
        requireAdmin(admin);
        if (accounts.findByUsername(member.username()).isPresent()) {
            throw SubAccountService.exists(member.username());
        }
        String hash = hasher.hash(member.password()); // slow on purpose: outside the transaction
        Account account = new Account(Ids.newId(), member.username(), hash, null, member.firstName().orElse(null),
                member.lastName().orElse(null), member.email().orElse(null), AccountSettings.DEFAULTS, clock.instant(),
                member.roles(), null);
        return transaction.execute(status -> {
            lockedAdmin(admin.id());
            try {
                accounts.insert(account);
            } catch (DuplicateKeyException e) {
                throw SubAccountService.exists(member.username()); // another request took the name since the check above
            }
            return account;
        });
    }

    /**
     * Sets the staff roles of a person; a customer account that is also staff (the first account)
     * keeps CUSTOMER whatever is chosen here.
     */
    public Account changeRoles(Account admin, String personId, Set<Role> staffRoles) {
        Set<Role> chosen = NewMember.staffRoles(staffRoles);
        return transaction.execute(status -> {
            Account person = lockedPerson(admin, personId);
            if (person.id().equals(admin.id()) && !chosen.contains(Role.ADMIN)) {
                throw ApiException.invalid("roles", "you cannot take ADMIN from yourself; another admin can");
            }
            EnumSet<Role> roles = EnumSet.copyOf(chosen);
            if (person.isCustomer()) {
                roles.add(Role.CUSTOMER);
            }
            accounts.updateRoles(person.id(), roles);
            return accounts.findById(person.id()).orElseThrow();
        });
    }

    /**
     * Disables a workforce member: no sign-in, and every token of theirs stops working at once.
     * Customer accounts are not disabled here (their owners manage them through the API).
     */
    public void disable(Account admin, String personId) {
        transaction.executeWithoutResult(status -> {
            Account person = lockedPerson(admin, personId);
            if (person.id().equals(admin.id())) {
                throw ApiException.invalid("person", "you cannot disable yourself; another admin can");
            }
            if (person.isCustomer()) {
                throw ApiException.invalid("person", person.username() + " is a customer account; it is not disabled here");
            }
            accounts.updateDisabledAt(person.id(), clock.instant());
            tokens.revokeSessionsOf(person.id(), null);
        });
    }

    public void enable(Account admin, String personId) {
        transaction.executeWithoutResult(status -> {
            Account person = lockedPerson(admin, personId);
            accounts.updateDisabledAt(person.id(), null);
        });
    }

    /** Locks the admin and the person (in id order), then reads both again: the person must be on the people list. */
    private Account lockedPerson(Account admin, String personId) {
        Stream.of(admin.id(), personId).distinct().sorted(Comparator.naturalOrder()).forEach(accounts::lock);
        lockedAdmin(admin.id());
        return accounts.findById(personId)
                .filter(a -> a.roles().stream().anyMatch(Role.STAFF::contains))
                .orElseThrow(() -> ApiException.notFound("Person " + personId));
    }

    /** The actor as it is now (roles may have changed since the request began): still an active ADMIN. */
    private void lockedAdmin(String adminId) {
        accounts.lock(adminId);
        requireAdmin(accounts.findById(adminId).orElseThrow(() -> ApiException.notFound("Account " + adminId)));
    }

    /** The one check of the operator's pages and services: an ADMIN, not disabled. */
    public static void requireAdmin(Account account) {
        if (!account.hasRole(Role.ADMIN) || account.isDisabled()) {
            throw new ApiException(ErrorType.ACCOUNT_UNPRIVILEGED, ApiKeyService.UNPRIVILEGED + ": only an ADMIN manages people");
        }
    }
}
