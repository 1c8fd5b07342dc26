package dev.parlance.web.account;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.NewMember;
import dev.parlance.account.PeopleService;
import dev.parlance.account.Role;
import dev.parlance.support.Accessibility;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.BrowserTestSupport;
import dev.parlance.support.WatchedBrowsers;
import dev.parlance.support.WebClient;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.EnumSet;
import java.util.Optional;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.parlance.support.WatchedBrowsers.heading;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A signed-in person changes their own password on {@code /account/password}: a workforce member
 * with the keyboard alone in Chromium (the form refuses two different new passwords and a wrong
 * current one, then changes it; their other browser and their API token are signed out, the new
 * password signs in, the old does not); a customer through the same form; a form without its CSRF
 * token changes nothing.
 */
class PasswordBrowserTest extends BrowserTestSupport {
    private static final String OLD = "member-secret-1";
    private static final String NEW = "a-new-secret-2";

    @Autowired
    PeopleService people;
    @Autowired
    AccountRepository accounts;

    @Test
    void aWorkerChangesTheirPasswordWithTheKeyboardAlone() {
        String name = member();
        String token = login(name, OLD);
        Page elsewhere = newBrowser().newPage();
        signIn(elsewhere, name, OLD);
        assertThat(heading(elsewhere)).hasText("Welcome, Pat");

        page.navigate("/");
        tabTo(page.getByLabel("Username"));
        page.keyboard().type(name);
        page.keyboard().press("Tab");
        page.keyboard().type(OLD);
        page.keyboard().press("Enter");
        assertThat(heading(page)).hasText("Welcome, Pat");
        tabTo(page.getByRole(AriaRole.NAVIGATION).getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("Account")));
        page.keyboard().press("Enter");
        assertThat(heading(page)).hasText("Your account");
        Accessibility.assertNoSeriousViolations(page);
        tabTo(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Password")));
        page.keyboard().press("Enter");
        assertThat(heading(page)).hasText("Password");
        Accessibility.assertNoSeriousViolations(page);

        changeByKeyboard(OLD, NEW, "something-else");
        assertThat(page.getByRole(AriaRole.ALERT)).hasText("The two new passwords are not the same; type the new one twice.");
        assertThat(page.getByLabel("Current password")).hasValue("");
        changeByKeyboard("not-my-password", NEW, NEW);
        assertThat(page.getByRole(AriaRole.ALERT)).hasText("Your current password is not right");
        Accessibility.assertNoSeriousViolations(page);
        assertThat(login(name, OLD)).as("nothing changed yet").isNotEmpty();
        changeByKeyboard(OLD, NEW, NEW);
        assertThat(page.getByRole(AriaRole.STATUS)).containsText("Your password is changed.");

        // Here still signed in; the other browser and the API token are out.
        page.navigate("/work");
        assertThat(heading(page)).hasText("Work");
        elsewhere.navigate("/work");
        assertThat(heading(elsewhere)).hasText("Sign in");
        ApiResponse me = api.send(HttpRequest.newBuilder(URI.create(api.base() + "/work/api/me"))
                .header("Authorization", "Bearer " + token).GET());
        assertThat(me.status()).isEqualTo(401);
        api.get("/api/account/login", "v", "1", "username", name, "password", OLD).error("LOGIN_INVALID");

        tabTo(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign out")));
        page.keyboard().press("Enter");
        assertThat(page.getByRole(AriaRole.STATUS)).hasText("You are signed out.");
        signIn(page, name, NEW);
        assertThat(heading(page)).hasText("Welcome, Pat");
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void aCustomerChangesTheirsTooAndAFormWithoutItsTokenChangesNothing() {
        String customer = unique("customer");
        assertThat(api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", customer,
                "new_password", OLD).status()).isEqualTo(204);
        WebClient browser = new WebClient("http://localhost:" + port);
        assertThat(browser.signIn(customer, OLD).status()).isEqualTo(302);
        assertThat(browser.get("/account/password").body()).contains("Change your password").contains("name=\"_csrf\"");

        ApiResponse forged = browser.postWithoutCsrf("/account/password", "currentPassword", OLD, "newPassword", NEW,
                "newPasswordAgain", NEW);
        assertThat(forged.status()).isEqualTo(403);
        assertThat(login(customer, OLD)).isNotEmpty();
        ApiResponse tooShort = browser.post("/account/password", "currentPassword", OLD, "newPassword", "abc",
                "newPasswordAgain", "abc");
        assertThat(tooShort.status()).isEqualTo(400);
        assertThat(tooShort.body()).contains("a password needs at least 6 characters").doesNotContain("value=\"" + OLD);

        ApiResponse changed = browser.post("/account/password", "currentPassword", OLD, "newPassword", NEW,
                "newPasswordAgain", NEW);
        assertThat(changed.status()).isEqualTo(302);
        assertThat(browser.get("/account/password").body()).contains("Your password is changed.");
        assertThat(login(customer, NEW)).isNotEmpty();
    }

    /** Current, new and new again, typed field after field with Tab, sent with Enter. */
    private void changeByKeyboard(String current, String next, String again) {
        tabTo(page.getByLabel("Current password"));
        page.keyboard().type(current);
        page.keyboard().press("Tab");
        page.keyboard().type(next);
        tabTo(page.getByLabel("New password again"));
        page.keyboard().type(again);
        page.keyboard().press("Enter");
    }

    private void tabTo(Locator target) {
        WatchedBrowsers.tabTo(page, target);
    }

    private String member() {
        String name = unique("pat");
        people.add(accounts.findByUsername(ADMIN).orElseThrow(), new NewMember(name, OLD, Optional.of("Pat"),
                Optional.empty(), Optional.empty(), EnumSet.of(Role.TRANSCRIBER)));
        return name;
    }
}
