package dev.parlance.notification;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import dev.parlance.common.ApiException;
import dev.parlance.common.ApiTime;
import dev.parlance.common.Ids;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.job.Job;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.job.TranscriptionOptions;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;

import java.time.Clock;
import java.util.Map;

/**
 * Queues callbacks. Called inside the transaction that saves an ElementList version, so the
 * version and its callback commit together; the HTTP call happens later in the queued
 * deliver-callback work, with retries.
 */
@Service
public class Callbacks {
    /** Task name as stored in queued rows: never rename. */
    static final TaskDescriptor<CallbackDelivery> DELIVER = TaskDescriptor.of("deliver-callback", CallbackDelivery.class);

    private final CallbackDeliveries deliveries;
    private final JobTasks tasks;
    private final ObjectProvider<SchedulerClient> scheduler;
    private final Clock clock;

    Callbacks(CallbackDeliveries deliveries, JobTasks tasks, ObjectProvider<SchedulerClient> scheduler, Clock clock) {
        this.deliveries = deliveries;
        this.tasks = tasks;
        this.scheduler = scheduler;
        this.clock = clock;
    }

    /** Queues the callback for one version, if the job has a callback URL. */
    public void schedule(Job job, ElementListVersion version) {
        if (job.callbackUrl() == null || job.callbackUrl().isBlank()) {
            return;
        }
        Map<String, String> tags = Map.of(
                "job_id", job.id(),
                "job_name", job.name() == null ? "" : job.name(),
                "elementlist_version", ApiTime.format(version.version()),
                "iwp_name", version.iwpName());
        var metadata = job.options().customMetadata();
        // Substituted now, so every attempt calls the very same URL.
        String url;
        try {
            url = substitute(job.callbackUrl(), tags, metadata);
        } catch (ApiException unusable) {
            // Checked when it was handed over; should a value still spoil it, the callback fails alone:
            // it never touches the job's transcript or status.
            tasks.record(job.id(), TaskType.JOB_PERFORM_TRANSCRIPTION, TaskStatus.FAILED, "Callback ("
                    + version.iwpName() + ") not sent: " + unusable.comment());
            return;
        }
        String id = Ids.newId();
        String taskId = tasks.record(job.id(), TaskType.JOB_PERFORM_TRANSCRIPTION, TaskStatus.INPROGRESS,
                "Callback " + id + " (" + version.iwpName() + "): queued");
        deliveries.insert(new CallbackDeliveries.Delivery(id, job.id(), taskId, url, version.iwpName(),
                CallbackDeliveries.State.PENDING, clock.instant()));
        scheduler.getObject().scheduleIfNotExists(DELIVER.instance(id).data(new CallbackDelivery(id)).scheduledTo(clock.instant()));
    }

    /** The template with its tags filled in, userinfo kept (the sender turns it into basic auth). */
    static String substitute(String template, Map<String, String> tags, Map<String, String> metadata) {
        String url = CallbackRequest.substituteTags(template, tags, metadata);
        CallbackRequest.parse(url);  // throws INVALID_URL for a template that cannot become a URL
        return url;
    }
}
