package dev.parlance.web.account;

import dev.parlance.account.Account;
import dev.parlance.account.NewAccount;
import dev.parlance.account.SubAccount;
import dev.parlance.account.SubAccountService;
import dev.parlance.billing.Metric;
import dev.parlance.billing.UsageStatistics;
import dev.parlance.common.ApiException;
import dev.parlance.web.CurrentAccount;
import dev.parlance.web.WebPaths;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import java.util.List;
import java.util.Optional;

/**
 * {@code /account/subaccounts}: the customer's sub-accounts as a tree, each with its billed minutes
 * so far, and account/create's form: a new account below the customer or one of its sub-accounts,
 * optionally taking an existing sub-account below it (the one move the API offers, with its checks:
 * {@link SubAccountService#create}). Same service, same permission rules as the v1 route.
 */
@Controller
class SubAccountsPage {
    static final String PATH = WebPaths.ACCOUNT + "/subaccounts";

    /** A row of the tree: the sub-account, its parent, its depth, its billed minutes so far (all time). */
    record Row(String username, String name, String email, String parent, int depth, long billedMinutes) {
    }

    /** The create form's values (never the password), kept when it is refused. */
    record Form(String username, String firstName, String lastName, String email, String parent, String move) {
        static final Form EMPTY = new Form("", "", "", "", "", "");
    }

    private final SubAccountService subAccounts;
    private final UsageStatistics usage;

    SubAccountsPage(SubAccountService subAccounts, UsageStatistics usage) {
        this.subAccounts = subAccounts;
        this.usage = usage;
    }

    @GetMapping(PATH)
    String list(@CurrentAccount Account me, Model model) {
        return page(me, Form.EMPTY, model);
    }

    @PostMapping(PATH)
    String create(@CurrentAccount Account me, @RequestParam(defaultValue = "") String username,
                  @RequestParam(defaultValue = "") String password, @RequestParam(defaultValue = "") String firstName,
                  @RequestParam(defaultValue = "") String lastName, @RequestParam(defaultValue = "") String email,
                  @RequestParam(defaultValue = "") String parent, @RequestParam(defaultValue = "") String move,
                  Model model, HttpServletResponse response, RedirectAttributes redirect) {
        Form sent = new Form(username, firstName, lastName, email, parent, move);
        Account created;
        try {
            created = subAccounts.create(me, new NewAccount(username, password, given(firstName), given(lastName), given(email)),
                    given(parent), given(move));
        } catch (ApiException e) {
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            model.addAttribute("problem", Refusal.of(e).text());
            return page(me, sent, model);
        }
        redirect.addFlashAttribute("notice", "Sub-account " + created.username() + " created"
                + (move.isBlank() ? "." : "; " + move + " is now below it."));
        return "redirect:" + PATH;
    }

    private String page(Account me, Form form, Model model) {
        List<SubAccount> tree = subAccounts.tree(me);
        model.addAttribute("rows", tree.stream().map(s -> new Row(s.account().username(),
                nameOf(s.account()), s.account().email(), s.parentUsername(), s.depth(), billed(me, s.account()))).toList());
        model.addAttribute("form", form);
        return "account/subaccounts";
    }

    private long billed(Account me, Account sub) {
        return usage.aggregate(me, Optional.of(sub.username()), Optional.empty(), Optional.empty(), Optional.empty())
                .stream().mapToLong(block -> block.minutes().get(Metric.TOTAL)).sum();
    }

    private static String nameOf(Account a) {
        String name = a.displayName();
        return name.equals(a.username()) ? "" : name;
    }

    private static Optional<String> given(String value) {
        return Optional.of(value.strip()).filter(v -> !v.isEmpty());
    }
}
