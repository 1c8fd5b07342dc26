package dev.parlance.queue;

import com.github.kagkarlsson.scheduler.task.Task;
import dev.parlance.support.ApiTestSupport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The names of the application's queued work, as stored in queued rows. A row whose name no
 * longer matches any work is never run, so a rename would silently strand work queued before an
 * upgrade: this list changes only with a migration of the stored rows.
 */
class StoredNamesApiTest extends ApiTestSupport {
    @Autowired
    List<Task<?>> queuedWork;

    @Test
    void storedNamesAreTheOnesQueuedRowsHold() {
        assertThat(queuedWork).extracting(Task::getName).containsExactlyInAnyOrder(
                "transcribe-media",
                "recognize-sections",
                "build-transcript",
                "sandbox-sample-transcription",
                "download-media",
                "delete-job-files",
                "transcode-media",
                "burn-in-captions",
                "synthesize-speech",
                "deliver-callback",
                "send-email",
                "work-item-due",
                "finish-submitted-pass",
                "machine-translate");
    }
}
