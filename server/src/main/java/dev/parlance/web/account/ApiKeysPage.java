package dev.parlance.web.account;

import dev.parlance.account.Account;
import dev.parlance.account.ApiKeyService;
import dev.parlance.web.CurrentAccount;
import dev.parlance.web.WebPaths;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import java.util.Optional;

/**
 * {@code /account/keys}: the customer's API keys (generate_api_key's and remove_api_key's service).
 * A new key is shown in full once, in the answer to the form that made it: it is not put in the
 * session (a redirect's flash would store it there) nor anywhere else; afterwards the list shows
 * only its last characters. Removing a key ends the API sessions opened with it, as remove_api_key does.
 */
@Controller
class ApiKeysPage {
    static final String PATH = WebPaths.ACCOUNT + "/keys";

    private final ApiKeyService keys;

    ApiKeysPage(ApiKeyService keys) {
        this.keys = keys;
    }

    @GetMapping(PATH)
    String list(@CurrentAccount Account me, Model model) {
        model.addAttribute("keys", keys.list(me));
        return "account/keys";
    }

    /** A new key (never an old one handed out again, unlike generate_api_key without force_new). */
    @PostMapping(PATH)
    String create(@CurrentAccount Account me, Model model, HttpServletResponse response) {
        String key = keys.generate(me, Optional.empty(), true);
        response.setStatus(HttpServletResponse.SC_CREATED);
        model.addAttribute("newKey", key);
        return list(me, model);
    }

    @PostMapping(PATH + "/remove")
    String remove(@CurrentAccount Account me, @RequestParam String reference, RedirectAttributes redirect) {
        keys.removeByReference(me, reference);
        redirect.addFlashAttribute("notice", "The key is removed. Programs using it are refused from now on.");
        return "redirect:" + PATH;
    }
}
