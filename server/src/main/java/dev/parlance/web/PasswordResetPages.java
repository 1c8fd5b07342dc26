package dev.parlance.web;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.recovery.PasswordResets;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

import java.util.Optional;

/**
 * {@code /password-reset}: a person who forgot their password asks for a link by e-mail, then sets a
 * new password from it ({@link PasswordResets}); open to anyone, like the sign-in page.
 */
@Controller
class PasswordResetPages {
    private static final String PAGE = "password-reset";

    private final PasswordResets resets;

    PasswordResetPages(PasswordResets resets) {
        this.resets = resets;
    }

    @GetMapping(PasswordResets.PATH)
    String ask(Model model) {
        return PAGE;
    }

    @PostMapping(PasswordResets.PATH)
    String send(@RequestParam(defaultValue = "") String username, Model model) {
        if (!username.isBlank()) {
            resets.send(username);
        }
        model.addAttribute("sent", true);
        return PAGE;
    }

    @GetMapping(PasswordResets.PATH + "/{token}")
    String choose(@PathVariable String token, Model model, HttpServletResponse response) {
        Optional<Account> account = resets.accountOf(token);
        model.addAttribute("token", token);
        model.addAttribute("account", account.map(Account::username).orElse(null));
        if (account.isEmpty()) {
            response.setStatus(HttpServletResponse.SC_GONE);
            model.addAttribute("problem", "This reset link does not work any more: it was used, or it is more than an hour"
                    + " old. Ask for a new one below.");
            model.addAttribute("token", null);
        }
        return PAGE;
    }

    @PostMapping(PasswordResets.PATH + "/{token}")
    String set(@PathVariable String token, @RequestParam(defaultValue = "") String newPassword,
               @RequestParam(defaultValue = "") String newPasswordAgain, Model model, HttpServletResponse response) {
        try {
            if (!newPassword.equals(newPasswordAgain)) {
                model.addAttribute("problem", "The two new passwords differ; type the same one twice.");
                return choose(token, model, response);
            }
            resets.reset(token, newPassword);
            return "redirect:" + WebPaths.SIGN_IN + "?password-set";
        } catch (ApiException e) {
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            model.addAttribute("problem", e.comment());
            Optional<Account> account = resets.accountOf(token);
            model.addAttribute("token", account.isPresent() ? token : null);
            model.addAttribute("account", account.map(Account::username).orElse(null));
            return PAGE;
        }
    }
}
