package dev.parlance.web.admin;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.operations.CustomerDirectory;
import dev.parlance.recovery.PasswordResets;
import dev.parlance.web.CurrentAccount;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * {@code /admin/customers}: the operator's list of customers (each top-level customer account with
 * its sub-accounts, jobs in progress and this month's minutes), and a password reset link e-mailed
 * to one. Customers manage their own accounts; the operator sees them and helps one in.
 */
@Controller
@RequestMapping(CustomersController.PATH)
class CustomersController {
    static final String PATH = "/admin/customers";

    private final CustomerDirectory directory;
    private final PasswordResets resets;

    CustomersController(CustomerDirectory directory, PasswordResets resets) {
        this.directory = directory;
        this.resets = resets;
    }

    @GetMapping
    String list(@CurrentAccount Account me, Model model) {
        model.addAttribute("customers", directory.customers(me));
        return "admin/customers";
    }

    @PostMapping("/{id}/password-reset")
    String passwordReset(@CurrentAccount Account me, @PathVariable String id, RedirectAttributes redirect) {
        return sendResetLink(resets, me, id, redirect, PATH);
    }

    /** E-mails the account a reset link and goes back to {@code page}, which says where it went (or why not). */
    static String sendResetLink(PasswordResets resets, Account me, String id, RedirectAttributes redirect, String page) {
        try {
            redirect.addFlashAttribute("notice", "A link to choose a new password was e-mailed to "
                    + resets.sendFor(me, id) + ". It works once, within an hour.");
        } catch (ApiException e) {
            redirect.addFlashAttribute("problem", e.comment());
        }
        return "redirect:" + page;
    }
}
