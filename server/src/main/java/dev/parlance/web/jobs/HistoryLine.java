package dev.parlance.web.jobs;

import dev.parlance.job.JobTask;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A line of a job's history as its page shows it, in people's words: what happened, when it was
 * done (or asked for, while it runs), how it stands and the task's note. Downloads and reads are
 * one line per kind and day ("Captions downloaded, 3 times"), so a busy job's history stays readable.
 *
 * @param at    when the task finished; when it was asked for while it has not
 * @param times how many tasks the line stands for (more than 1 only for downloads)
 */
record HistoryLine(Instant at, String what, String status, String info, int times) {
    private static final Set<TaskType> READS = EnumSet.of(TaskType.JOB_GET_CAPTION, TaskType.JOB_GET_TRANSCRIPT,
            TaskType.JOB_GET_ELEMENTLIST);

    static List<HistoryLine> of(List<JobTask> tasks) {
        List<HistoryLine> lines = new ArrayList<>();
        Map<String, List<JobTask>> reads = new LinkedHashMap<>();
        for (JobTask task : tasks) {
            Instant at = task.completedAt() != null ? task.completedAt() : task.requestedAt();
            if (READS.contains(task.type())) {
                reads.computeIfAbsent(task.type() + "@" + LocalDate.ofInstant(at, ZoneOffset.UTC), k -> new ArrayList<>()).add(task);
            } else {
                lines.add(new HistoryLine(at, what(task.type()), status(task.status()), task.info(), 1));
            }
        }
        for (List<JobTask> group : reads.values()) {
            JobTask last = group.getLast();
            Instant at = last.completedAt() != null ? last.completedAt() : last.requestedAt();
            lines.add(new HistoryLine(at, what(last.type()), null, null, group.size()));
        }
        lines.sort(Comparator.comparing(HistoryLine::at));
        return lines;
    }

    private static String what(TaskType type) {
        return switch (type) {
            case JOB_CREATED -> "Job created";
            case JOB_DELETED -> "Job deleted";
            case JOB_ADD_MEDIA -> "Media added";
            case JOB_ADD_TRANSCRIPT -> "Transcript imported";
            case JOB_PERFORM_TRANSCRIPTION -> "Transcription";
            case JOB_PERFORM_PREMIUM_SYNC -> "Transcript timed to the media";
            case JOB_UPDATE_ELEMENTLIST -> "Transcript changed";
            case JOB_GET_TRANSCRIPT -> "Transcript downloaded";
            case JOB_GET_CAPTION -> "Captions downloaded";
            case JOB_GET_ELEMENTLIST -> "ElementList read";
        };
    }

    private static String status(TaskStatus status) {
        return switch (status) {
            case COMPLETE -> "done";
            case INPROGRESS -> "in progress";
            case ABORTED -> "stopped";
            case FAILED -> "failed";
        };
    }
}
