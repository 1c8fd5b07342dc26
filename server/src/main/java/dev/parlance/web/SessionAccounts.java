package dev.parlance.web;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.security.web.csrf.CsrfTokenRepository;
import org.springframework.security.web.context.HttpRequestResponseHolder;
import org.springframework.session.FindByIndexNameSessionRepository;
import org.springframework.session.Session;

import java.util.Optional;

/**
 * Browser sessions: Spring Session keeps them in the database (table {@code web_sessions}, expiry
 * after {@code parlance.web.session-timeout} without a request), so a restart or a second process
 * keeps everyone signed in. A session holds one thing, the account id; the account is read afresh
 * on every request, so a disabled person is out at once and a role change counts on the next
 * click. Nothing else is stored (no Spring Security context, no saved request), so no Java class
 * is ever serialized into the table; the id is also the session's indexed principal name, so an
 * account's sessions can be ended together.
 */
public final class SessionAccounts implements SecurityContextRepository {
    static final String ACCOUNT_ID = "parlance.account-id";

    private final AccountRepository accounts;
    private final CsrfTokenRepository csrfTokens;
    private final FindByIndexNameSessionRepository<? extends Session> sessions;

    SessionAccounts(AccountRepository accounts, CsrfTokenRepository csrfTokens,
                    FindByIndexNameSessionRepository<? extends Session> sessions) {
        this.accounts = accounts;
        this.csrfTokens = csrfTokens;
        this.sessions = sessions;
    }

    /**
     * Signs the account in on this browser: a new session (never one that existed before sign-in,
     * so a planted session id is worthless) and a new CSRF token.
     */
    void signIn(HttpServletRequest request, HttpServletResponse response, Account account) {
        HttpSession before = request.getSession(false);
        if (before != null) {
            before.invalidate();
        }
        HttpSession session = request.getSession(true);
        session.setAttribute(ACCOUNT_ID, account.id());
        // Spring Session keeps this in an indexed column, so the account's sessions can be found (and ended).
        session.setAttribute(FindByIndexNameSessionRepository.PRINCIPAL_NAME_INDEX_NAME, account.id());
        csrfTokens.saveToken(null, request, response);
    }

    /**
     * Ends every browser session of the account but this request's (after a password change: whoever
     * else was signed in as this person is out). Sessions begun before sessions were indexed by
     * account are not found; they end at their idle timeout.
     */
    public void endOtherSessions(HttpServletRequest request, String accountId) {
        HttpSession current = request.getSession(false);
        sessions.findByPrincipalName(accountId).keySet().stream()
                .filter(id -> current == null || !id.equals(current.getId()))
                .forEach(sessions::deleteById);
    }

    /**
     * The signed-in account of the request's session, if any. Spring Security asks lazily (through
     * {@code loadDeferredContext}), so a request that never needs to know (a static file) reads nothing.
     */
    @Override
    @Deprecated // the interface's one abstract way to load; its loadDeferredContext wraps this lazily
    public SecurityContext loadContext(HttpRequestResponseHolder holder) {
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        signedIn(holder.getRequest()).ifPresent(account -> context.setAuthentication(new SignedIn(account)));
        return context;
    }

    /** Sign-in writes the session itself ({@link #signIn}); sign-out invalidates it. */
    @Override
    public void saveContext(SecurityContext context, HttpServletRequest request, HttpServletResponse response) {
    }

    @Override
    public boolean containsContext(HttpServletRequest request) {
        HttpSession session = request.getSession(false);
        return session != null && session.getAttribute(ACCOUNT_ID) != null;
    }

    private Optional<Account> signedIn(HttpServletRequest request) {
        HttpSession session = request.getSession(false);
        if (session == null || !(session.getAttribute(ACCOUNT_ID) instanceof String id)) {
            return Optional.empty();
        }
        Optional<Account> account = accounts.findById(id).filter(a -> !a.isDisabled());
        if (account.isEmpty()) {
            session.invalidate(); // disabled (or gone) since sign-in: the session ends here
        }
        return account;
    }
}
