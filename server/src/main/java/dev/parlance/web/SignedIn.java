package dev.parlance.web;

import dev.parlance.account.Account;
import org.springframework.security.authentication.AbstractAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;

/**
 * Who a web request comes from, as Spring Security sees it: the account (the principal, read afresh
 * for this request) with its roles as authorities ({@code ROLE_ADMIN}, {@code ROLE_TRANSCRIBER}...).
 * Lives for one request only; nothing of it is stored.
 */
final class SignedIn extends AbstractAuthenticationToken {
    private final Account account;

    SignedIn(Account account) {
        super(account.roles().stream().map(role -> new SimpleGrantedAuthority("ROLE_" + role.name())).toList());
        this.account = account;
        setAuthenticated(true);
    }

    @Override
    public Object getCredentials() {
        return "";
    }

    @Override
    public Account getPrincipal() {
        return account;
    }

    @Override
    public String getName() {
        return account.username();
    }
}
