package dev.parlance.billing;

import dev.parlance.account.Account;
import dev.parlance.account.AccountSettings;
import dev.parlance.common.Ids;
import dev.parlance.job.Fidelity;
import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import dev.parlance.support.RepositoryTestSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

/**
 * BillingService called directly, as the pipeline calls it, on jobs written as rows: the billing
 * rules and their SQL, on each database, in the JDBC-only context.
 */
class BillingRepositoryTest extends RepositoryTestSupport {
    private static final Instant RETURNED = Instant.parse("2015-06-25T10:15:30.123456Z");

    @Autowired
    BillingService billing;
    @Autowired
    BillingRepository records;
    @Autowired
    JobRepository jobs;

    String accountId;

    @BeforeEach
    void account() {
        accountId = Ids.newId();
        accounts.insert(new Account(accountId, unique("billing"), "not-a-hash", null, null, null, null,
                AccountSettings.DEFAULTS, Instant.now()));
    }

    @Test
    void mediaLengthIsRoundedUpToWholeMinutes() {
        assertThat(minutesBilledFor(60.0)).isEqualTo(1);
        assertThat(minutesBilledFor(60.001)).isEqualTo(2);
        assertThat(minutesBilledFor(61)).isEqualTo(2);
        assertThat(minutesBilledFor(0.4)).isEqualTo(1);
        assertThat(minutesBilledFor(3599.5)).isEqualTo(60);
        assertThat(minutesBilledFor(0)).isZero();
    }

    @Test
    void englishIsEnglishTranscriptionAndOtherLanguagesForeign() {
        assertThat(classesOf(job("en", null))).containsExactly(LanguageClass.ENGLISH);
        assertThat(classesOf(job("en-us", null))).containsExactly(LanguageClass.ENGLISH);
        assertThat(classesOf(job("es", null))).containsExactly(LanguageClass.FOREIGN);
        assertThat(classesOf(job("zh-cmn", "zh-cmn"))).as("a target equal to the source is no translation")
                .containsExactly(LanguageClass.FOREIGN);
    }

    @Test
    void aTranslationJobBillsItsTranscriptionAndOneTranslationPerTargetLanguage() {
        String english = job("en", "es", 150.0, Fidelity.PROFESSIONAL);
        billing.recordCompletion(load(english));
        assertThat(records.forJob(english)).extracting(BillingRecord::languageClass, BillingRecord::billableMinutes,
                        BillingRecord::fidelity)
                .containsExactlyInAnyOrder(tuple(LanguageClass.ENGLISH, 3, Fidelity.PROFESSIONAL),
                        tuple(LanguageClass.TRANSLATION, 3, Fidelity.PROFESSIONAL));

        String french = job("fr", "en, de ,fr,EN", 30.0, Fidelity.PREMIUM);
        billing.recordCompletion(load(french));
        assertThat(records.forJob(french)).extracting(BillingRecord::languageClass, BillingRecord::billableMinutes)
                .containsExactlyInAnyOrder(tuple(LanguageClass.FOREIGN, 1), tuple(LanguageClass.TRANSLATION, 2));
    }

    @Test
    void recordsOwnerFidelityAndReturnTime() {
        String id = job("en", null, 90.0, Fidelity.PREMIUM);
        billing.recordCompletion(load(id));
        BillingRecord r = records.forJob(id).getFirst();
        assertThat(r.accountId()).isEqualTo(accountId);
        assertThat(r.fidelity()).isEqualTo(Fidelity.PREMIUM);
        assertThat(r.returnedAt()).isEqualTo(RETURNED);
        assertThat(r.billableMinutes()).isEqualTo(2);

        String imported = job("en", null, 90.0, Fidelity.EXTERNAL);
        billing.recordCompletion(load(imported));
        assertThat(records.forJob(imported).getFirst().fidelity()).isEqualTo(Fidelity.MECHANICAL);
    }

    @Test
    void withoutAReturnDateTheCompletionDateCounts() {
        String id = job("en", null, 90.0, Fidelity.MECHANICAL);
        Instant completed = Instant.parse("2016-01-02T03:04:05Z");
        jdbc.sql("update jobs set returned_at = null, completed_at = ? where id = ?")
                .params(Timestamp.from(completed), id).update();
        billing.recordCompletion(load(id));
        assertThat(records.forJob(id).getFirst().returnedAt()).isEqualTo(completed);
    }

    @Test
    void recordingTwiceRecordsOnce() {
        String id = job("de", "en", 600.0, Fidelity.MECHANICAL);
        billing.recordCompletion(load(id));
        // a retried pipeline step may see changed data; the first record stands
        jdbc.sql("update jobs set media_length_seconds = 6000 where id = ?").param(id).update();
        billing.recordCompletion(load(id));
        assertThat(records.forJob(id)).extracting(BillingRecord::languageClass, BillingRecord::billableMinutes)
                .containsExactlyInAnyOrder(tuple(LanguageClass.FOREIGN, 10), tuple(LanguageClass.TRANSLATION, 10));
    }

    @Test
    void concurrentRecordingsOfOneJobRecordOnce() throws Exception {
        String id = job("en", "fr", 120.0, Fidelity.PREMIUM);
        Job job = load(id);
        List<Callable<Void>> calls = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            calls.add(() -> {
                billing.recordCompletion(job);
                return null;
            });
        }
        try (ExecutorService pool = Executors.newFixedThreadPool(calls.size())) {
            for (Future<Void> f : pool.invokeAll(calls)) {
                f.get(); // rethrows a failed call
            }
        }
        assertThat(records.forJob(id)).hasSize(2);
    }

    @Test
    void aJobWithoutMediaLengthOrFidelityCannotBeBilled() {
        String noLength = job("en", null, 60.0, Fidelity.PREMIUM);
        jdbc.sql("update jobs set media_length_seconds = null where id = ?").param(noLength).update();
        assertThatThrownBy(() -> billing.recordCompletion(load(noLength))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("media length");
        String noFidelity = job("en", null, 60.0, null);
        assertThatThrownBy(() -> billing.recordCompletion(load(noFidelity)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("fidelity");
        assertThat(records.forJob(noLength)).isEmpty();
        assertThat(records.forJob(noFidelity)).isEmpty();
    }

    private int minutesBilledFor(double seconds) {
        String id = job("en", null, seconds, Fidelity.MECHANICAL);
        billing.recordCompletion(load(id));
        return records.forJob(id).getFirst().billableMinutes();
    }

    private List<LanguageClass> classesOf(String jobId) {
        billing.recordCompletion(load(jobId));
        return records.forJob(jobId).stream().map(BillingRecord::languageClass).toList();
    }

    private String job(String language, String targetLanguage) {
        return job(language, targetLanguage, 60.0, Fidelity.MECHANICAL);
    }

    /** A completed job written as a row, the way the pipeline leaves it. */
    private String job(String language, String targetLanguage, double seconds, Fidelity fidelity) {
        String id = Ids.newId();
        jdbc.sql("""
                insert into jobs (id, account_id, language, status, fidelity, target_language, media_length_seconds,
                                  created_at, completed_at, returned_at)
                values (?, ?, ?, 'COMPLETE', ?, ?, ?, ?, ?, ?)""")
                .params(id, accountId, language, fidelity == null ? null : fidelity.name(), targetLanguage, seconds,
                        Timestamp.from(RETURNED.minusSeconds(3600)), Timestamp.from(RETURNED),
                        Timestamp.from(RETURNED))
                .update();
        return id;
    }

    private Job load(String id) {
        return jobs.findById(id).orElseThrow();
    }
}
