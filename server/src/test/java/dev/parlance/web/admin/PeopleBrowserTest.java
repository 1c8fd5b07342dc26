package dev.parlance.web.admin;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import dev.parlance.support.Accessibility;
import dev.parlance.support.BrowserTestSupport;
import dev.parlance.support.WatchedBrowsers;
import dev.parlance.system.ServiceAddress;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.parlance.support.WatchedBrowsers.heading;

/**
 * The people page in a real browser: an admin adds a transcriber, who signs in elsewhere and finds
 * the work page; a customer is refused the people page; a form sent without its CSRF token is
 * refused. Every page keeps the Content-Security-Policy.
 */
class PeopleBrowserTest extends BrowserTestSupport {
    static final String PASSWORD = "member-secret-1";

    @Autowired
    ServiceAddress serviceAddress;

    @Test
    void anAdminAddsATranscriberWhoThenSignsInAndSeesTheWorkPage() {
        String name = unique("ada");
        signIn(page, ADMIN, ADMIN_PASSWORD);
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("People").setExact(true)).first().click();
        assertThat(heading(page)).hasText("People");
        Locator add = page.getByRole(AriaRole.REGION, new Page.GetByRoleOptions().setName("Add a person"));
        add.getByLabel("Username").fill(name);
        add.getByLabel("First name").fill("Ada");
        add.getByLabel("Initial password").fill(PASSWORD);
        add.getByRole(AriaRole.CHECKBOX, new Locator.GetByRoleOptions().setName("Transcriber")).check();
        add.getByRole(AriaRole.CHECKBOX, new Locator.GetByRoleOptions().setName("Reviewer")).uncheck();
        add.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Add person")).click();
        assertThat(page.getByRole(AriaRole.STATUS)).hasText("Added " + name + " as Transcriber.");
        assertThat(page.getByRole(AriaRole.LISTITEM).filter(new Locator.FilterOptions().setHasText(name)))
                .containsText("Roles: Transcriber");

        BrowserContext elsewhere = newBrowser();
        Page theirs = elsewhere.newPage();
        signIn(theirs, name, PASSWORD);
        assertThat(heading(theirs)).hasText("Welcome, Ada");
        theirs.getByRole(AriaRole.NAVIGATION, new Page.GetByRoleOptions().setName("Main"))
                .getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("Work")).click();
        assertThat(heading(theirs)).hasText("Work");
        assertThat(theirs.getByRole(AriaRole.MAIN)).containsText("There is no work for you yet");
        theirs.navigate("/admin/people");
        assertThat(heading(theirs)).hasText("Not allowed");
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void aCustomerCannotOpenThePeoplePage() {
        String customer = unique("customer");
        api.get("/api/account/create", "v", "1", "api_token", adminToken(), "new_username", customer,
                "new_password", PASSWORD);
        signIn(page, customer, PASSWORD);
        assertThat(heading(page)).hasText("Welcome, " + customer);
        assertThat(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("People"))).hasCount(0);
        page.navigate("/admin/people");
        assertThat(heading(page)).hasText("Not allowed");
        assertThat(page.getByRole(AriaRole.MAIN)).containsText("Your account does not have access to this page.");
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    @Test
    void aFormSentWithoutItsCsrfTokenIsRefused() {
        String name = unique("forged");
        signIn(page, ADMIN, ADMIN_PASSWORD);
        page.navigate("/admin/people");
        Locator add = page.getByRole(AriaRole.REGION, new Page.GetByRoleOptions().setName("Add a person"));
        add.getByLabel("Username").fill(name);
        add.getByLabel("Initial password").fill(PASSWORD);
        add.locator("input[name=_csrf]").evaluate("input => input.remove()");
        add.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Add person")).click();
        assertThat(heading(page)).hasText("Not allowed");
        assertThat(page.getByRole(AriaRole.MAIN)).containsText("without a valid security token");
        page.navigate("/admin/people");
        assertThat(page.getByRole(AriaRole.MAIN)).not().containsText(name);
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    /** Everything a mouse could do here, with the keyboard alone: Tab to move, type, Space to tick, Enter to send. */
    @Test
    void anAdminAddsAPersonWithTheKeyboardAlone() {
        String name = unique("keys");
        page.navigate("/");
        tabTo(page.getByLabel("Username"));
        page.keyboard().type(ADMIN);
        page.keyboard().press("Tab");
        page.keyboard().type(ADMIN_PASSWORD);
        page.keyboard().press("Enter");
        assertThat(heading(page)).hasText("Welcome, admin");

        tabTo(page.getByRole(AriaRole.NAVIGATION).getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("People")));
        page.keyboard().press("Enter");
        assertThat(heading(page)).hasText("People");
        Locator add = page.getByRole(AriaRole.REGION, new Page.GetByRoleOptions().setName("Add a person"));
        tabTo(add.getByLabel("Username"));
        page.keyboard().type(name);
        tabTo(add.getByLabel("Initial password"));
        page.keyboard().type(PASSWORD);
        tabTo(add.getByRole(AriaRole.CHECKBOX, new Locator.GetByRoleOptions().setName("Reviewer")));
        page.keyboard().press("Space");
        tabTo(add.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Add person")));
        page.keyboard().press("Enter");
        assertThat(page.getByRole(AriaRole.STATUS)).hasText("Added " + name + " as Transcriber, Reviewer.");

        // The address links in e-mails start with: set, then cleared again (other tests expect none).
        Locator address = page.getByRole(AriaRole.REGION, new Page.GetByRoleOptions().setName("Address for links in e-mails"));
        try {
            tabTo(address.getByLabel("The address people open this service at"));
            page.keyboard().type("https://captions.example.org");
            tabTo(address.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Save address")));
            page.keyboard().press("Enter");
            assertThat(page.getByRole(AriaRole.STATUS)).hasText("Links in e-mails now start with https://captions.example.org.");
            Accessibility.assertNoSeriousViolations(page);
            tabTo(address.getByLabel("The address people open this service at"));
            page.keyboard().press("Control+A");
            page.keyboard().press("Delete");
            tabTo(address.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Save address")));
            page.keyboard().press("Enter");
            assertThat(page.getByRole(AriaRole.STATUS)).hasText("Cleared: e-mails give the path to open on the service.");
        } finally {
            serviceAddress.set("");
        }

        tabTo(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Sign out")));
        page.keyboard().press("Enter");
        assertThat(page.getByRole(AriaRole.STATUS)).hasText("You are signed out.");
        assertEveryPageKeptTheContentSecurityPolicy();
    }

    private void tabTo(Locator target) {
        WatchedBrowsers.tabTo(page, target);
    }
}
