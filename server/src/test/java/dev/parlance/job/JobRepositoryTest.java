package dev.parlance.job;

import dev.parlance.common.ApiException;
import dev.parlance.common.Ids;
import dev.parlance.support.RepositoryTestSupport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Jobs as rows: the status column's one writer (a compare-and-set the lifecycle guards), the
 * options parsed once by the row mapper, what the factory's jobs carry, and deleted jobs gone from
 * every finder; on each database.
 */
class JobRepositoryTest extends RepositoryTestSupport {
    @Autowired
    JobRepository jobs;

    private Job newJob(String owner) {
        Job job = JobFactory.requested(Ids.newId(), owner, "rows", "en", "ext-1", "req", "ref", 2, "notes", Instant.now());
        jobs.insert(job);
        return jobs.findById(job.id()).orElseThrow();
    }

    @Test
    void aMoveHappensOnceAndOnlyFromTheStatusItExpects() {
        Job job = newJob(newAccount("moves"));
        assertThat(job.status()).isEqualTo(JobStatus.AUTHORIZING);

        assertThat(jobs.transition(job.id(), JobStatus.PENDING, JobStatus.IN_PROCESS)).as("not Pending yet").isFalse();
        assertThat(jobs.transition(job.id(), JobStatus.AUTHORIZING, JobStatus.PENDING)).isTrue();
        assertThat(jobs.transition(job.id(), JobStatus.AUTHORIZING, JobStatus.PENDING)).as("made already").isFalse();
        assertThat(jobs.findById(job.id()).orElseThrow().status()).isEqualTo(JobStatus.PENDING);
    }

    @Test
    void aMoveTheLifecycleDoesNotHaveIsRefusedBeforeAnyRowIsTouched() {
        Job job = newJob(newAccount("refused"));
        assertThatThrownBy(() -> jobs.transition(job.id(), JobStatus.AUTHORIZING, JobStatus.COMPLETE))
                .isInstanceOf(ApiException.class).hasMessage("A job in status Authorizing cannot move to Complete");
        assertThat(jobs.findById(job.id()).orElseThrow().status()).isEqualTo(JobStatus.AUTHORIZING);
    }

    @Test
    void ofManyRacingForOneMoveExactlyOneMakesIt() throws Exception {
        Job job = newJob(newAccount("race"));
        List<Callable<Boolean>> moves = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            moves.add(() -> jobs.transition(job.id(), JobStatus.AUTHORIZING, JobStatus.PENDING));
        }
        assertThat(winnersOf(moves)).isEqualTo(1);
    }

    @Test
    void aDeletedJobIsFoundByNoFinderAndMovesNoMore() {
        Job job = newJob(newAccount("deleted"));
        assertThat(jobs.markDeleted(job.id(), Instant.now())).isTrue();
        assertThat(jobs.markDeleted(job.id(), Instant.now())).as("gone already").isFalse();
        assertThat(jobs.findById(job.id())).isEmpty();
        assertThat(jobs.findFirstByExternalId(job.accountId(), "ext-1")).isEmpty();
        assertThat(jobs.lockLive(job.id())).isFalse();
        assertThat(jobs.transition(job.id(), JobStatus.AUTHORIZING, JobStatus.PENDING)).isFalse();
    }

    @Test
    void optionsAreStoredOnceAndReadTyped() {
        Job job = newJob(newAccount("options"));
        var options = new TranscriptionOptions(Map.of("return_iwp", List.of("MECHANICAL", "FINAL"),
                "custom_metadata", Map.of("k", "v"), "notes", "slowly"));
        assertThat(jobs.recordTranscriptionRequest(job.id(), new TranscriptionSettings(Fidelity.PREMIUM, Priority.STANDARD,
                48, Instant.now(), null, options, null, null, null, null), Instant.now())).isTrue();
        assertThat(jobs.recordTranscriptionRequest(job.id(), new TranscriptionSettings(Fidelity.MECHANICAL, Priority.STANDARD,
                48, Instant.now(), null, TranscriptionOptions.NONE, null, null, null, null), Instant.now())).as("once only").isFalse();

        Job read = jobs.findById(job.id()).orElseThrow();
        assertThat(read.fidelity()).isEqualTo(Fidelity.PREMIUM);
        assertThat(read.options().list("return_iwp")).containsExactly("MECHANICAL", "FINAL");
        assertThat(read.options().customMetadata()).containsEntry("k", "v");
        assertThat(read.options().text("notes")).isEqualTo("slowly");
    }

    @Test
    void aJobWithoutOptionsOrWithUnreadableOnesReadsAsNone() {
        Job plain = newJob(newAccount("no-options"));
        assertThat(plain.options()).isEqualTo(TranscriptionOptions.NONE);

        Job spoiled = newJob(plain.accountId());
        jdbc.sql("update jobs set options_json = '{not json' where id = ?").param(spoiled.id()).update();
        assertThat(jobs.findById(spoiled.id()).orElseThrow().options()).isEqualTo(TranscriptionOptions.NONE);
    }

    @Test
    void theFactorysJobsCarryWhatTheyComeFrom() {
        Job parent = newJob(newAccount("family"));
        Instant now = Instant.now();

        Job child = JobFactory.translationOf(parent, Ids.newId(), now);
        Job upleveled = JobFactory.upleveledFrom(parent, Ids.newId(), "new requestor", null, now);
        jobs.insert(child);
        jobs.insert(upleveled);

        for (Job made : List.of(jobs.findById(child.id()).orElseThrow(), jobs.findById(upleveled.id()).orElseThrow())) {
            assertThat(made.status()).isEqualTo(JobStatus.AUTHORIZING);
            assertThat(made.accountId()).isEqualTo(parent.accountId());
            assertThat(made.name()).isEqualTo("rows");
            assertThat(made.language()).isEqualTo("en");
            assertThat(made.externalId()).isEqualTo("ext-1");
            assertThat(made.expectedSpeakers()).isEqualTo(2);
            assertThat(made.notes()).isEqualTo("notes");
            assertThat(made.difficulty()).isEqualTo(JobDifficulty.UNKNOWN.label());
            assertThat(made.fidelity()).as("requested afterwards").isNull();
        }
        assertThat(jobs.findById(child.id()).orElseThrow().requestor()).isEqualTo("req");
        assertThat(jobs.findById(upleveled.id()).orElseThrow().requestor()).isEqualTo("new requestor");
        assertThat(jobs.findById(upleveled.id()).orElseThrow().reference()).isEqualTo("ref");
    }
}
