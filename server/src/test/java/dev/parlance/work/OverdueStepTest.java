package dev.parlance.work;

import dev.parlance.account.Account;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.job.Fidelity;
import dev.parlance.job.JobRepository;
import dev.parlance.job.JobStatus;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.support.QueuedWorkTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.support.TransactionTemplate;

import java.nio.file.Path;
import java.time.Duration;
import java.time.temporal.ChronoUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A workforce pass past its due date, step by step on the manual queue: work-item-due is queued at
 * the item's due date; by default the item just waits (overdue), and with
 * {@code parlance.work.overdue=complete} the job completes with its latest version.
 */
class OverdueStepTest extends QueuedWorkTestSupport {
    @TempDir
    static Path fixtures;
    static Path media;

    @Autowired
    WorkItemRepository items;
    @Autowired
    JobRepository jobs;
    @Autowired
    JobTasks tasks;
    @Autowired
    ElementListStore elementLists;
    @Autowired
    JobJourney flow;
    @Autowired
    WorkProperties properties;
    @Autowired
    TransactionTemplate tx;

    @BeforeAll
    static void media() {
        media = SpeechFixtures.silence(fixtures, "five-seconds", 5);
    }

    private WorkItem editPassOfAPremiumJob() {
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "overdue", media);
        transcribe(owner, job, Fidelity.PREMIUM);
        queue.runDue();
        assertThat(jobs.findById(job).orElseThrow().status()).isEqualTo(JobStatus.REVIEWING);
        return items.forJob(job).getFirst();
    }

    @Test
    void byDefaultAnOverduePassStaysInTheQueue() {
        WorkItem item = editPassOfAPremiumJob();
        assertThat(properties.overdue()).isEqualTo(WorkProperties.OverduePolicy.WAIT);
        assertThat(item.dueAt()).isEqualTo(jobs.findById(item.jobId()).orElseThrow().dueAt());
        assertThat(queue.queued("work-item-due", item.id())).get()
                .satisfies(q -> assertThat(q.executionTime()).isCloseTo(item.dueAt(), within(1, ChronoUnit.MILLIS)));

        queue.advance(Duration.ofHours(49));

        assertThat(queue.queued("work-item-due", item.id())).isEmpty();
        WorkItem after = items.find(item.id()).orElseThrow();
        assertThat(after.state()).isEqualTo(WorkState.OPEN);
        assertThat(after.overdueAt(clock.instant())).isTrue();
        assertThat(jobs.findById(item.jobId()).orElseThrow().status()).isEqualTo(JobStatus.REVIEWING);
    }

    @Test
    void withTheCompleteSettingAnOverdueJobCompletesWithItsLatestVersion() {
        WorkItem item = editPassOfAPremiumJob();
        OverdueStep completing = new OverdueStep(items, jobs, tasks, elementLists, flow,
                new WorkProperties(Duration.ofMinutes(10), WorkProperties.OverduePolicy.COMPLETE, Duration.ofDays(30)), tx);

        completing.run(new WorkItemDue(item.id()));

        var job = jobs.findById(item.jobId()).orElseThrow();
        assertThat(job.status()).isEqualTo(JobStatus.COMPLETE);
        assertThat(job.completedAt()).isNotNull();
        assertThat(items.find(item.id()).orElseThrow().state()).isEqualTo(WorkState.DONE);
        var fin = elementLists.latestNamed(job.id(), "FINAL", false).orElseThrow();
        var mechanical = elementLists.latestNamed(job.id(), "MECHANICAL", false).orElseThrow();
        assertThat(elementLists.load(fin)).isEqualTo(elementLists.load(mechanical));
        assertThat(tasks.forJob(job.id())).anySatisfy(t -> {
            assertThat(t.id()).isEqualTo(item.passTaskId());
            assertThat(t.status()).isEqualTo(TaskStatus.ABORTED);
            assertThat(t.info()).isEqualTo("Edit pass (PREMIUM): not done by its due date");
        }).anySatisfy(t -> {
            assertThat(t.id()).isEqualTo(item.requestTaskId());
            assertThat(t.status()).isEqualTo(TaskStatus.COMPLETE);
            assertThat(t.info()).startsWith("Transcription complete at its due date with the MECHANICAL version");
        });

        completing.run(new WorkItemDue(item.id())); // a second run finds nothing to do
        assertThat(elementLists.versions(job.id())).hasSize(2);
    }
}
