package dev.parlance.web.work;

import com.microsoft.playwright.Page;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.PeopleService;
import dev.parlance.account.Role;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.OwnApplication;
import dev.parlance.support.RestartTestSupport;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;

import java.nio.file.Path;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static dev.parlance.web.work.WorkBrowserTestSupport.awaitEditor;
import static dev.parlance.web.work.WorkBrowserTestSupport.claimOnTheQueuePage;
import static dev.parlance.web.work.WorkBrowserTestSupport.retype;
import static dev.parlance.web.work.WorkBrowserTestSupport.signInAt;
import static dev.parlance.web.work.WorkBrowserTestSupport.word;

/**
 * A draft outlives the process: a transcriber types in the editor, the autosave stores it, the
 * application stops and a new one starts on the same database (H2, or this run's PostgreSQL schema);
 * the same browser, still signed in, reloads the editor and finds the text.
 */
class DraftRestartBrowserTest extends RestartTestSupport {
    private static final String PASSWORD = "restart-admin-1";

    @Test
    void anAutosavedDraftIsThereAfterARestart() throws Exception {
        Path speech = SpeechFixtures.speech(fixtures, "ask-not", WorkApiTestSupport.SPOKEN);
        Page page;
        String item;
        try (ConfigurableApplicationContext first = start(PASSWORD)) {
            ApiClient api = new ApiClient(OwnApplication.base(first));
            String adminToken = api.get("/api/account/login", "v", "1", "username", ApiTestSupport.ADMIN, "password", PASSWORD)
                    .ok().path("ApiToken").asString();
            WorkApiTestSupport.Customer customer = WorkApiTestSupport.newCustomer(api, adminToken);
            String job = WorkApiTestSupport.reviewingJob(api, speech, customer, "PREMIUM");
            WorkApiTestSupport.Worker transcriber = WorkApiTestSupport.newWorker(api, first.getBean(PeopleService.class),
                    first.getBean(AccountRepository.class), Role.TRANSCRIBER);
            item = transcriber.itemOf(job);

            page = browserOn(first);
            signInAt(page, transcriber.username());
            claimOnTheQueuePage(page, item);
            retype(page, word(page, "country"), "Nation");
            // The autosave, a moment after the typing stops (no Ctrl+S).
            assertThat(page.locator("#save-status")).containsText("Draft saved");
        }
        try (ConfigurableApplicationContext second = start(PASSWORD)) {
            page.navigate(OwnApplication.base(second) + "/work/items/" + item);
            awaitEditor(page);
            assertThat(word(page, "Nation")).isVisible();
            assertThat(page.locator("#save-status")).containsText("Draft saved");
        }
        assertEveryPageKeptTheContentSecurityPolicy();
    }
}
