package dev.parlance.web.jobs;

import dev.parlance.job.JobTask;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.work.JobPasses.PassOfJob;
import dev.parlance.work.Pass;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A job's history in people's words: finish times, and downloads as one line per kind and day. */
@Tag("no-database")
class HistoryLineTest {
    private static final Instant DAY = Instant.parse("2026-11-28T09:00:00Z");

    private static JobTask task(TaskType type, TaskStatus status, Instant asked, Instant done, String info) {
        return new JobTask(type + "@" + asked, "job", type, status, info, asked, done);
    }

    @Test
    void aPassShowsWhenItFinishedAndDownloadsAreOneLinePerKindAndDay() {
        List<HistoryLine> lines = HistoryLine.of(List.of(
                task(TaskType.JOB_CREATED, TaskStatus.COMPLETE, DAY, DAY, null),
                task(TaskType.JOB_PERFORM_TRANSCRIPTION, TaskStatus.COMPLETE, DAY.plusSeconds(60), DAY.plusSeconds(3600), "FINAL stored"),
                task(TaskType.JOB_GET_CAPTION, TaskStatus.COMPLETE, DAY.plusSeconds(4000), DAY.plusSeconds(4000), "SRT"),
                task(TaskType.JOB_GET_CAPTION, TaskStatus.COMPLETE, DAY.plusSeconds(5000), DAY.plusSeconds(5000), "WEB_VTT"),
                task(TaskType.JOB_GET_TRANSCRIPT, TaskStatus.COMPLETE, DAY.plusSeconds(5100), DAY.plusSeconds(5100), null),
                task(TaskType.JOB_GET_CAPTION, TaskStatus.COMPLETE, DAY.plusSeconds(86_400), DAY.plusSeconds(86_400), "SRT"),
                task(TaskType.JOB_UPDATE_ELEMENTLIST, TaskStatus.INPROGRESS, DAY.plusSeconds(90_000), null, null)));

        assertThat(lines).extracting(HistoryLine::what).containsExactly("Job created", "Transcription",
                "Captions downloaded", "Transcript downloaded", "Captions downloaded", "Transcript changed");
        HistoryLine pass = lines.get(1);
        assertThat(pass.at()).as("when it finished, not when it was asked for").isEqualTo(DAY.plusSeconds(3600));
        assertThat(pass.status()).isEqualTo("done");
        assertThat(pass.info()).isEqualTo("FINAL stored");
        assertThat(lines.get(2).times()).isEqualTo(2);
        assertThat(lines.get(2).at()).isEqualTo(DAY.plusSeconds(5000));
        assertThat(lines.get(4).times()).as("the next day, a line of its own").isEqualTo(1);
        assertThat(lines.getLast().status()).isEqualTo("in progress");
        assertThat(lines.getLast().at()).as("still running: when it was asked for").isEqualTo(DAY.plusSeconds(90_000));
    }

    @Test
    void peoplesPassesSayWhoDidThemWithoutNamingTheWorkforce() {
        JobTask edit = task(TaskType.JOB_PERFORM_TRANSCRIPTION, TaskStatus.COMPLETE, DAY, DAY.plusSeconds(600),
                "Edit pass (INTERIM_PROFESSIONAL): done");
        JobTask review = task(TaskType.JOB_PERFORM_TRANSCRIPTION, TaskStatus.COMPLETE, DAY.plusSeconds(600), DAY.plusSeconds(900),
                "Review pass (PROFESSIONAL): done");
        JobTask approval = task(TaskType.JOB_UPDATE_ELEMENTLIST, TaskStatus.COMPLETE, DAY.plusSeconds(900), DAY.plusSeconds(1000),
                "Customer approval: approved");
        JobTask speakers = task(TaskType.JOB_PERFORM_TRANSCRIPTION, TaskStatus.INPROGRESS, DAY.plusSeconds(1000), null,
                "Speaker identification pass (SPEAKER_ID): waiting for a reviewer or a transcriber");
        List<HistoryLine> lines = HistoryLine.of(List.of(edit, review, approval, speakers), List.of(
                new PassOfJob(Pass.EDIT, "INTERIM_PROFESSIONAL", edit.id(), DAY.plusSeconds(600), "worker-1"),
                new PassOfJob(Pass.REVIEW, "PROFESSIONAL", review.id(), DAY.plusSeconds(900), "worker-2"),
                new PassOfJob(Pass.CUSTOMER_APPROVAL, "CUSTOMER_APPROVED_RETURN", approval.id(), DAY.plusSeconds(1000), "customer"),
                new PassOfJob(Pass.SPEAKER_ID, "SPEAKER_ID", speakers.id(), null, null)), "customer");

        assertThat(lines).extracting(HistoryLine::what).containsExactly("Edit pass", "Review pass", "Customer approval",
                "Speaker identification pass");
        assertThat(lines).extracting(HistoryLine::by).containsExactly("person A", "person B", "you", null);
        assertThat(lines).extracting(HistoryLine::info).as("the API's IWP names stay in Job Info")
                .containsExactly(null, null, "approved", "waiting for a reviewer or a transcriber");
        assertThat(HistoryLine.of(List.of(approval), List.of(new PassOfJob(Pass.CUSTOMER_APPROVAL, "CUSTOMER_APPROVED_RETURN",
                approval.id(), DAY, "customer")), "the-parent-account").getFirst().by()).isEqualTo("the customer");
    }
}
