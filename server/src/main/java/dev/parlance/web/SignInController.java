package dev.parlance.web;

import dev.parlance.account.Account;
import dev.parlance.account.AccountService;
import dev.parlance.common.ApiException;
import dev.parlance.notification.JobDoneNotices;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * {@code GET /}: the sign-in page, or the signed-in person's home. {@code POST /signin} checks the
 * password like the v1 login (same slow hash, same throttle) and starts a browser session.
 * Sign-out is {@code POST /signout}, handled by Spring Security (the session row is deleted).
 */
@Controller
class SignInController {
    private final AccountService accounts;
    private final SessionAccounts sessions;
    private final CustomerStart start;
    private final JobDoneNotices notices;

    SignInController(AccountService accounts, SessionAccounts sessions, CustomerStart start, JobDoneNotices notices) {
        this.accounts = accounts;
        this.sessions = sessions;
        this.start = start;
        this.notices = notices;
    }

    @GetMapping(WebPaths.HOME)
    String home(@CurrentAccount Account me, Model model) {
        if (me == null) {
            model.addAttribute("next", WebPaths.HOME);
            return "signin";
        }
        if (me.isCustomer()) {
            model.addAttribute("start", start.of(me));
        }
        return "home";
    }

    @GetMapping(WebPaths.SIGN_IN)
    String signInPage(@CurrentAccount Account me, @RequestParam(defaultValue = WebPaths.HOME) String next,
                      @RequestParam(name = "signed-out", required = false) String signedOut,
                      @RequestParam(name = "password-set", required = false) String passwordSet, Model model) {
        if (me != null) {
            return "redirect:" + local(next);
        }
        model.addAttribute("next", local(next));
        model.addAttribute("signedOut", signedOut != null);
        model.addAttribute("passwordSet", passwordSet != null);
        return "signin";
    }

    @PostMapping(WebPaths.SIGN_IN)
    String signIn(@RequestParam(defaultValue = "") String username, @RequestParam(defaultValue = "") String password,
                  @RequestParam(defaultValue = WebPaths.HOME) String next, HttpServletRequest request,
                  HttpServletResponse response, Model model) {
        model.addAttribute("next", local(next));
        model.addAttribute("username", username);
        if (username.isBlank() || password.isEmpty()) {
            model.addAttribute("error", "Enter your username and your password.");
            return "signin";
        }
        try {
            Account account = accounts.signIn(username, password, request.getRemoteAddr());
            sessions.signIn(request, response, account);
            if (account.isCustomer()) {
                notices.signedIn(account); // a person who uses the web app is told when a job is done
            }
            return "redirect:" + local(next);
        } catch (ApiException e) {
            // Wrong password, unknown name, too many attempts, disabled: the page says which, as the v1 login does.
            model.addAttribute("error", e.comment());
            return "signin";
        }
    }

    private static String local(String next) {
        return WebPaths.isLocalPage(next) ? next : WebPaths.HOME;
    }
}
