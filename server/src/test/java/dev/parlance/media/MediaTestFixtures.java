package dev.parlance.media;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.AccountSettings;
import dev.parlance.account.PasswordHasher;
import dev.parlance.common.Ids;
import dev.parlance.job.JobFactory;
import dev.parlance.job.JobRepository;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Accounts, jobs and media bytes for media tests, written straight through the repositories and
 * services (the job endpoints live elsewhere).
 */
final class MediaTestFixtures {
    static final String PASSWORD = "media-test-pw-1";

    private MediaTestFixtures() {
    }

    static Account newAccount(AccountRepository accounts, PasswordHasher hasher, String username) {
        Account a = new Account(Ids.newId(), username, hasher.hash(PASSWORD), null, null, null, null,
                AccountSettings.DEFAULTS, Instant.now());
        accounts.insert(a);
        return a;
    }

    static String newJob(JobRepository jobs, String accountId) {
        String id = Ids.newId();
        jobs.insert(JobFactory.requested(id, accountId, "media test", "en", null, null, null, null, null, Instant.now()));
        return id;
    }

    /** Random bytes standing in for media: no test looks inside them. */
    static byte[] bytes(int n, long seed) {
        byte[] b = new byte[n];
        new Random(seed).nextBytes(b);
        return b;
    }

    /** The stored media of the job, read back from the store (it must be STORED). */
    static byte[] storedBytes(MediaRepository media, MediaStore store, String jobId) {
        Media m = media.find(jobId).orElseThrow();
        assertThat(m.state()).isEqualTo(MediaState.STORED);
        try (InputStream in = store.open(m.storageKey())) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** add_media's upload, through the service. */
    static void upload(MediaIntake intake, Account owner, String jobId, byte[] body) {
        intake.addUpload(owner, jobId, new Upload(new ByteArrayInputStream(body), body.length, "video/mp4"));
    }
}
