package dev.parlance.web.account;

import dev.parlance.account.Account;
import dev.parlance.account.AccountAccess;
import dev.parlance.account.AccountSettings;
import dev.parlance.account.AccountSettingsChange;
import dev.parlance.account.AccountSettingsService;
import dev.parlance.account.SubAccountService;
import dev.parlance.common.ApiException;
import dev.parlance.notification.JobDoneNotices;
import dev.parlance.web.CurrentAccount;
import dev.parlance.web.WebPaths;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;
import org.springframework.web.util.UriComponentsBuilder;

import java.util.Optional;

/**
 * {@code /account/settings}: update_setting's three settings of the customer or of one of its
 * sub-accounts ({@code ?account=}), through the same service, permission check and validation
 * (notes of at most {@link AccountSettingsChange#MAX_JOB_NOTES} characters), and the web app's own
 * choice of e-mails when a job completes or fails ({@link JobDoneNotices}). The form sends them all;
 * an unticked box is {@code false}, empty notes clear them.
 */
@Controller
class SettingsPage {
    static final String PATH = WebPaths.ACCOUNT + "/settings";

    /** The form's values: what is stored, or what was sent when it was refused. */
    record Form(String account, String defaultJobNotes, boolean requireAuthorization, boolean requireAuthorizationMechanical,
                boolean jobEmails) {
        static Form of(Account account, boolean jobEmails) {
            AccountSettings s = account.settings();
            return new Form(account.username(), s.defaultJobNotes() == null ? "" : s.defaultJobNotes(),
                    s.requireAuthorization(), s.requireAuthorizationMechanical(), jobEmails);
        }
    }

    private final AccountSettingsService settings;
    private final AccountAccess access;
    private final SubAccountService subAccounts;
    private final JobDoneNotices notices;

    SettingsPage(AccountSettingsService settings, AccountAccess access, SubAccountService subAccounts, JobDoneNotices notices) {
        this.settings = settings;
        this.access = access;
        this.subAccounts = subAccounts;
        this.notices = notices;
    }

    @GetMapping(PATH)
    String form(@CurrentAccount Account me, @RequestParam Optional<String> account, Model model) {
        Account shown = access.actingAs(me, account);
        return page(me, Form.of(shown, notices.wanted(shown)), model);
    }

    @PostMapping(PATH)
    String save(@CurrentAccount Account me, @RequestParam(defaultValue = "") String account,
                @RequestParam(defaultValue = "") String defaultJobNotes,
                @RequestParam(defaultValue = "false") boolean requireAuthorization,
                @RequestParam(defaultValue = "false") boolean requireAuthorizationMechanical,
                @RequestParam(defaultValue = "false") boolean jobEmails,
                Model model, HttpServletResponse response, RedirectAttributes redirect) {
        Form sent = new Form(account, defaultJobNotes, requireAuthorization, requireAuthorizationMechanical, jobEmails);
        try {
            settings.update(me, Optional.of(account), new AccountSettingsChange(Optional.of(defaultJobNotes),
                    Optional.of(requireAuthorization), Optional.of(requireAuthorizationMechanical)));
        } catch (ApiException e) {
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            model.addAttribute("problem", Refusal.of(e).text());
            return page(me, sent, model);
        }
        Account target = access.actingAs(me, Optional.of(account));
        notices.choose(target, jobEmails);
        redirect.addFlashAttribute("notice", "Settings of " + target.username() + " saved.");
        return "redirect:" + UriComponentsBuilder.fromPath(PATH).queryParam("account", target.username()).encode().build().toUriString();
    }

    private String page(Account me, Form form, Model model) {
        model.addAttribute("form", form);
        model.addAttribute("accounts", subAccounts.usernames(me));
        model.addAttribute("maxNotes", AccountSettingsChange.MAX_JOB_NOTES);
        return "account/settings";
    }
}
