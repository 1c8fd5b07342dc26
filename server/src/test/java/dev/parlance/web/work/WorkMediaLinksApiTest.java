package dev.parlance.web.work;

import dev.parlance.account.Role;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The media links given with a work item live as long as a claim (PARLANCE_WORK_LEASE, 10 minutes),
 * not a day: a person who released the item keeps a working link for minutes at most. The holder,
 * and the approval page, get fresh ones from the media route when theirs runs out.
 */
class WorkMediaLinksApiTest extends WorkApiTestSupport {
    private static final Pattern EXPIRES = Pattern.compile("[?&]expires=(\\d+)");

    private static Instant expiry(String url) {
        Matcher m = EXPIRES.matcher(url);
        assertThat(m.find()).as(url).isTrue();
        return Instant.ofEpochSecond(Long.parseLong(m.group(1)));
    }

    @Test
    void aHoldersMediaLinkLivesAsLongAsAClaimAndIsRenewedForTheHolderAlone() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker worker = newWorker(Role.TRANSCRIBER);
        String item = worker.itemOf(job);
        worker.post("/work/api/items/" + item + "/claim").ok();

        String loaded = worker.get("/work/api/items/" + item).ok().path("media").path("url").asString();
        Instant now = Instant.now();
        assertThat(expiry(loaded)).isBetween(now.plus(Duration.ofMinutes(9)), now.plus(Duration.ofMinutes(11)));
        assertThat(api.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(loaded)).GET()).status()).isEqualTo(200);

        String fresh = worker.get("/work/api/items/" + item + "/media").ok().path("url").asString();
        assertThat(expiry(fresh)).isBetween(now.plus(Duration.ofMinutes(9)), now.plus(Duration.ofMinutes(11)));

        refused(newWorker(Role.TRANSCRIBER).get("/work/api/items/" + item + "/media"), 403, "not_held");
        worker.post("/work/api/items/" + item + "/release").ok();
        refused(worker.get("/work/api/items/" + item + "/media"), 403, "not_held");
    }
}
