package dev.parlance.recovery;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.PasswordService;
import dev.parlance.account.PeopleService;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.notification.Email;
import dev.parlance.notification.MailLinks;
import dev.parlance.notification.Mailer;
import dev.parlance.system.ServiceAddress;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionOperations;
import org.springframework.web.util.HtmlUtils;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Password reset by e-mail: a person gives their username, and when the account has an e-mail
 * address a link is sent to it that sets a new password once, within an hour. The answer is the same
 * whether or not the account exists (the page does not tell strangers which usernames are taken),
 * and an account gets at most one link a minute (the form cannot be used to flood a mailbox).
 * Only the secret's SHA-256 is stored.
 */
@Service
public class PasswordResets {
    static final Duration VALID_FOR = Duration.ofHours(1);
    private static final Duration AT_MOST_ONE_PER = Duration.ofMinutes(1);
    public static final String PATH = "/password-reset";

    private final JdbcClient jdbc;
    private final AccountRepository accounts;
    private final PasswordService passwords;
    private final Mailer mailer;
    private final ServiceAddress serviceAddress;
    private final TransactionOperations transaction;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    PasswordResets(JdbcClient jdbc, AccountRepository accounts, PasswordService passwords, Mailer mailer,
                   ServiceAddress serviceAddress, TransactionOperations transaction, Clock clock) {
        this.jdbc = jdbc;
        this.accounts = accounts;
        this.passwords = passwords;
        this.mailer = mailer;
        this.serviceAddress = serviceAddress;
        this.transaction = transaction;
        this.clock = clock;
    }

    /** E-mails a reset link to the account of that username, if it has an address; says nothing either way. */
    public void send(String username) {
        Optional<Account> account = accounts.findByUsername(username.strip())
                .filter(a -> a.email() != null && !a.email().isBlank() && a.passwordHash() != null);
        account.ifPresent(this::issue);
    }

    /**
     * The operator's reset for a person or a customer (who forgot, or never had a working password):
     * the same e-mailed link the person could ask for, never a password the operator would know.
     *
     * @return the address the link went to
     * @throws ApiException when the account has no e-mail address or had a link less than a minute ago
     */
    public String sendFor(Account admin, String accountId) {
        PeopleService.requireAdmin(admin);
        Account account = accounts.findById(accountId).orElseThrow(() -> ApiException.notFound("Account " + accountId));
        if (account.email() == null || account.email().isBlank()) {
            throw ApiException.invalid("email", account.username() + " has no e-mail address to send a reset link to");
        }
        if (!issue(account)) {
            throw ApiException.invalid("email", account.username() + " was sent a link less than a minute ago");
        }
        return account.email().strip();
    }

    /** Stores a new link and queues its e-mail, unless the account had one less than a minute ago. */
    private boolean issue(Account account) {
        Instant now = clock.instant();
        return Boolean.TRUE.equals(transaction.execute(status -> {
            boolean recent = jdbc.sql("select count(*) from password_resets where account_id = ? and created_at > ?")
                    .param(account.id()).param(Timestamp.from(now.minus(AT_MOST_ONE_PER))).query(Integer.class).single() > 0;
            if (recent) {
                return false;
            }
            byte[] secret = new byte[32];
            random.nextBytes(secret);
            String token = Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
            jdbc.sql("insert into password_resets (token_hash, account_id, created_at, expires_at) values (?, ?, ?, ?)")
                    .param(hash(token)).param(account.id()).param(Timestamp.from(now))
                    .param(Timestamp.from(now.plus(VALID_FOR))).update();
            mailer.queue(message(account, serviceAddress.forEmail() + PATH + "/" + token));
            return true;
        }));
    }

    /** The account a link resets, while it is unused and not expired. */
    public Optional<Account> accountOf(String token) {
        return jdbc.sql("select account_id from password_resets where token_hash = ? and used_at is null and expires_at > ?")
                .param(hash(token)).param(Timestamp.from(clock.instant())).query(String.class).optional()
                .flatMap(accounts::findById);
    }

    /**
     * Sets the new password through the link, which then no longer works.
     *
     * @throws ApiException when the link is used, expired or unknown, or the new password breaks the rules
     */
    public Account reset(String token, String newPassword) {
        Account account = accountOf(token).orElseThrow(PasswordResets::gone);
        Instant now = clock.instant();
        int used = jdbc.sql("update password_resets set used_at = ? where token_hash = ? and used_at is null and expires_at > ?")
                .param(Timestamp.from(now)).param(hash(token)).param(Timestamp.from(now)).update();
        if (used == 0) {
            throw gone(); // another tab used it a moment ago
        }
        passwords.reset(account, newPassword);
        return account;
    }

    static ApiException gone() {
        return new ApiException(ErrorType.INVALID_QUERY, "This reset link does not work any more: it was used, or"
                + " it is more than an hour old. Ask for a new one.");
    }

    private static Email message(Account account, String link) {
        String text = """
                Someone (we hope you) asked to set a new password for the Parlance account %s.

                Open this link within an hour to choose it; it works once:
                %s

                If you did not ask, ignore this message: your password stays as it is.
                """.formatted(account.username(), MailLinks.text(link));
        String html = """
                <p>Someone (we hope you) asked to set a new password for the Parlance account <strong>%s</strong>.</p>
                <p>%s (within an hour; the link works once).</p>
                <p style="color:#666">If you did not ask, ignore this message: your password stays as it is.</p>
                """.formatted(HtmlUtils.htmlEscape(account.username()), MailLinks.html(link, "Choose a new password"));
        return new Email(account.email().strip(), "Set a new Parlance password", text, html, null);
    }

    private static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java", e);
        }
    }
}
