package dev.parlance.web.jobs;

import dev.parlance.job.JobTask;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.work.JobPasses.PassOfJob;
import dev.parlance.work.Pass;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
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
 * @param by    who did a person's pass, as the viewer may know them ("you", "person A"); null otherwise
 */
record HistoryLine(Instant at, String what, String status, String info, int times, String by) {
    private static final Set<TaskType> READS = EnumSet.of(TaskType.JOB_GET_CAPTION, TaskType.JOB_GET_TRANSCRIPT,
            TaskType.JOB_GET_ELEMENTLIST);

    static List<HistoryLine> of(List<JobTask> tasks) {
        return of(tasks, List.of(), "");
    }

    /**
     * The tasks' lines, each person's pass naming who did it: the viewer as "you", the customer's
     * approval as "the customer", and the workforce pseudonymously, one letter per person in the
     * order they first worked on the job ("person A", "person B"). A customer learns that a review
     * was by someone else than the edit, never who.
     */
    static List<HistoryLine> of(List<JobTask> tasks, List<PassOfJob> passes, String viewerId) {
        Map<String, PassOfJob> passOfTask = new HashMap<>();
        Map<String, String> byTask = new HashMap<>();
        Map<String, String> letters = new LinkedHashMap<>();
        for (PassOfJob pass : passes) {
            passOfTask.put(pass.taskId(), pass);
            String by;
            if (pass.doneBy() == null) {
                continue;
            } else if (pass.doneBy().equals(viewerId)) {
                by = "you";
            } else if (pass.pass() == Pass.CUSTOMER_APPROVAL) {
                by = "the customer";
            } else {
                by = letters.computeIfAbsent(pass.doneBy(), id -> "person " + (char) ('A' + Math.min(letters.size(), 25)));
            }
            byTask.put(pass.taskId(), by);
        }
        List<HistoryLine> lines = new ArrayList<>();
        Map<String, List<JobTask>> reads = new LinkedHashMap<>();
        for (JobTask task : tasks) {
            Instant at = task.completedAt() != null ? task.completedAt() : task.requestedAt();
            if (READS.contains(task.type())) {
                reads.computeIfAbsent(task.type() + "@" + LocalDate.ofInstant(at, ZoneOffset.UTC), k -> new ArrayList<>()).add(task);
            } else {
                PassOfJob pass = passOfTask.get(task.id());
                lines.add(pass == null ? new HistoryLine(at, what(task.type()), status(task.status()), task.info(), 1, null)
                        : passLine(task, pass, at, byTask.get(task.id())));
            }
        }
        for (List<JobTask> group : reads.values()) {
            JobTask last = group.getLast();
            Instant at = last.completedAt() != null ? last.completedAt() : last.requestedAt();
            lines.add(new HistoryLine(at, what(last.type()), null, null, group.size(), null));
        }
        lines.sort(Comparator.comparing(HistoryLine::at));
        return lines;
    }

    /**
     * A person's pass in words: "Edit pass", done, by person A. Job Info's note for it names the
     * version the pass stores ("Edit pass (PREMIUM): waiting for a transcriber"), which is the API's
     * word; the page keeps what follows the colon, when it says more than the status.
     */
    private static HistoryLine passLine(JobTask task, PassOfJob pass, Instant at, String by) {
        String status = status(task.status());
        String info = task.info() == null ? null : task.info().substring(task.info().indexOf(':') + 1).strip();
        return new HistoryLine(at, pass.pass().label(), status, info == null || info.isEmpty() || info.equals(status)
                ? null : info, 1, by);
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
