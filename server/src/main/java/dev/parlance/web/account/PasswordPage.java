package dev.parlance.web.account;

import dev.parlance.account.Account;
import dev.parlance.account.PasswordService;
import dev.parlance.common.ApiException;
import dev.parlance.web.CurrentAccount;
import dev.parlance.web.SessionAccounts;
import dev.parlance.web.WebPaths;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * {@code /account/password}: a signed-in person changes their own password, giving the current one
 * and the new one twice. After the change every other browser signed in as them and every API
 * session token of theirs is signed out; this browser stays signed in. A refusal shows the form
 * again (never with a password in it) and says what to fix.
 */
@Controller
class PasswordPage {
    static final String PATH = WebPaths.ACCOUNT + "/password";

    private final PasswordService passwords;
    private final SessionAccounts sessions;

    PasswordPage(PasswordService passwords, SessionAccounts sessions) {
        this.passwords = passwords;
        this.sessions = sessions;
    }

    @GetMapping(PATH)
    String form() {
        return "account/password";
    }

    @PostMapping(PATH)
    String change(@CurrentAccount Account me, @RequestParam(defaultValue = "") String currentPassword,
                  @RequestParam(defaultValue = "") String newPassword, @RequestParam(defaultValue = "") String newPasswordAgain,
                  HttpServletRequest request, HttpServletResponse response, Model model, RedirectAttributes redirect) {
        if (!newPassword.equals(newPasswordAgain)) {
            return refused(response, model, "The two new passwords are not the same; type the new one twice.");
        }
        try {
            passwords.changeOwn(me, currentPassword, newPassword, request.getRemoteAddr());
        } catch (ApiException e) {
            return refused(response, model, e.comment());
        }
        sessions.endOtherSessions(request, me.id());
        redirect.addFlashAttribute("notice", "Your password is changed. Anywhere else you were signed in "
                + "(another browser, an API token) is signed out; sign in there with the new password.");
        return "redirect:" + PATH;
    }

    private static String refused(HttpServletResponse response, Model model, String problem) {
        response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
        model.addAttribute("problem", problem);
        return "account/password";
    }
}
