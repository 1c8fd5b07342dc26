package dev.parlance.web.admin;

import dev.parlance.account.Account;
import dev.parlance.account.NewMember;
import dev.parlance.account.PeopleService;
import dev.parlance.account.Role;
import dev.parlance.common.ApiException;
import dev.parlance.recovery.PasswordResets;
import dev.parlance.system.ServiceAddress;
import dev.parlance.web.CurrentAccount;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * {@code /admin/people}: the operator's people (workforce members and other admins). An ADMIN lists
 * them, adds one with roles and an initial password, changes roles, disables and enables. The
 * rules are {@link PeopleService}'s; this page reads the forms and says what happened.
 */
@Controller
@RequestMapping(PeopleController.PATH)
class PeopleController {
    static final String PATH = "/admin/people";

    private final PeopleService people;
    private final ServiceAddress address;
    private final PasswordResets resets;

    PeopleController(PeopleService people, ServiceAddress address, PasswordResets resets) {
        this.people = people;
        this.resets = resets;
        this.address = address;
    }

    @GetMapping
    String list(@CurrentAccount Account me, Model model) {
        model.addAttribute("people", people.people(me).stream().map(p -> Person.of(p, me)).toList());
        model.addAttribute("roleOptions", Role.STAFF.stream().map(r -> new RoleOption(r.name(), label(r))).toList());
        if (!model.containsAttribute("form")) {
            model.addAttribute("form", AddForm.EMPTY);
        }
        model.addAttribute("configuredAddress", address.configured().orElse(null));
        model.addAttribute("operatorAddress", address.operatorSet().orElse(""));
        return "admin/people";
    }

    /** The address links in e-mails start with, when PARLANCE_PUBLIC_URL does not set it; empty clears it. */
    @PostMapping("/address")
    String setAddress(@RequestParam(defaultValue = "") String address, RedirectAttributes redirect) {
        return afterChange(redirect, () -> {
            this.address.set(address);
            return address.isBlank() ? "Cleared: e-mails give the path to open on the service."
                    : "Links in e-mails now start with " + this.address.operatorSet().orElse("") + ".";
        });
    }

    @PostMapping
    String add(@CurrentAccount Account me, @RequestParam(defaultValue = "") String username,
               @RequestParam(defaultValue = "") String password, @RequestParam(defaultValue = "") String firstName,
               @RequestParam(defaultValue = "") String lastName, @RequestParam(defaultValue = "") String email,
               @RequestParam(defaultValue = "") List<String> roles, Model model, RedirectAttributes redirect,
               HttpServletResponse response) {
        AddForm form = new AddForm(username, firstName, lastName, email, Set.copyOf(roles));
        try {
            Account added = people.add(me, new NewMember(username, password, text(firstName), text(lastName), text(email),
                    roles(roles)));
            redirect.addFlashAttribute("notice", "Added " + added.username() + " as " + describe(added.roles()) + ".");
            return "redirect:" + PATH;
        } catch (ApiException e) {
            // The form again, as typed (but the password), with what to fix.
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            model.addAttribute("form", form);
            model.addAttribute("addError", e.comment());
            return list(me, model);
        }
    }

    @PostMapping("/{id}/roles")
    String changeRoles(@CurrentAccount Account me, @PathVariable String id,
                       @RequestParam(defaultValue = "") List<String> roles, RedirectAttributes redirect) {
        return afterChange(redirect, () -> {
            Account changed = people.changeRoles(me, id, roles(roles));
            return changed.username() + " now has the roles " + describe(changed.roles()) + ".";
        });
    }

    @PostMapping("/{id}/disable")
    String disable(@CurrentAccount Account me, @PathVariable String id, RedirectAttributes redirect) {
        return afterChange(redirect, () -> {
            people.disable(me, id);
            return "Disabled. That person can no longer sign in, and their tokens no longer work.";
        });
    }

    @PostMapping("/{id}/password-reset")
    String passwordReset(@CurrentAccount Account me, @PathVariable String id, RedirectAttributes redirect) {
        return CustomersController.sendResetLink(resets, me, id, redirect, PATH);
    }

    @PostMapping("/{id}/enable")
    String enable(@CurrentAccount Account me, @PathVariable String id, RedirectAttributes redirect) {
        return afterChange(redirect, () -> {
            people.enable(me, id);
            return "Enabled. That person can sign in again.";
        });
    }

    /** Runs a change and goes back to the list, which shows what happened (or why nothing did). */
    private static String afterChange(RedirectAttributes redirect, Supplier<String> change) {
        try {
            redirect.addFlashAttribute("notice", change.get());
        } catch (ApiException e) {
            redirect.addFlashAttribute("problem", e.comment());
        }
        return "redirect:" + PATH;
    }

    /** The checked boxes; a name that is no staff role is refused like any invalid value. */
    private static Set<Role> roles(List<String> names) {
        EnumSet<Role> roles = EnumSet.noneOf(Role.class);
        for (String name : names) {
            Role role = Role.STAFF.stream().filter(r -> r.name().equalsIgnoreCase(name.trim())).findFirst()
                    .orElseThrow(() -> ApiException.invalid("roles", "unknown role " + name));
            roles.add(role);
        }
        return roles;
    }

    private static Optional<String> text(String value) {
        return Optional.of(value);
    }

    static String describe(Set<Role> roles) {
        return String.join(", ", roles.stream().map(PeopleController::label).toList());
    }

    static String label(Role role) {
        String name = role.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** One person as the page shows them. */
    record Person(String id, String username, String name, String email, String roles, Set<String> roleNames,
                  boolean disabled, boolean customer, boolean self) {
        static Person of(Account a, Account me) {
            return new Person(a.id(), a.username(), a.displayName().equals(a.username()) ? "" : a.displayName(),
                    a.email() == null ? "" : a.email(), describe(a.roles()),
                    a.roles().stream().map(Role::name).collect(Collectors.toSet()),
                    a.isDisabled(), a.isCustomer(), a.id().equals(me.id()));
        }
    }

    /** A role's checkbox: the value sent, and the label read. */
    record RoleOption(String value, String label) {
    }

    /** The add form's values, shown again after a refusal. */
    record AddForm(String username, String firstName, String lastName, String email, Set<String> roles) {
        static final AddForm EMPTY = new AddForm("", "", "", "", Set.of(Role.TRANSCRIBER.name()));
    }
}
