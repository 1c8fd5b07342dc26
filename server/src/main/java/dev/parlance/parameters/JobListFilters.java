package dev.parlance.parameters;

import dev.parlance.common.ApiException;
import dev.parlance.job.DateRange;
import dev.parlance.job.Fidelity;
import dev.parlance.job.JobDifficulty;
import dev.parlance.job.JobFilter;
import dev.parlance.job.JobStatus;
import dev.parlance.job.Priority;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Reads job/list's filters into a {@link JobFilter}. Names are case-insensitive (ApiParams) and
 * the aliases existing clients send are accepted. A value that does not parse is an error rather
 * than a silently ignored filter, so a typo cannot return every job.
 */
public final class JobListFilters {
    private static final Pattern BARE_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private JobListFilters() {
    }

    public static JobFilter read(ApiParams p) {
        return new JobFilter(
                p.text("Username").map(String::trim).orElse(null),
                range(p, new String[] {"CreationDateFrom", "CreateDateFrom"}, new String[] {"CreationDateTo", "CreateDateTo"}),
                range(p, new String[] {"StartDateFrom"}, new String[] {"StartDateTo"}),
                range(p, new String[] {"DueDateFrom"}, new String[] {"DueDateTo"}),
                range(p, new String[] {"CompleteDateFrom"}, new String[] {"CompleteDateTo"}),
                range(p, new String[] {"ReturnDateFrom"}, new String[] {"ReturnDateTo"}),
                range(p, new String[] {"AuthorizationDateFrom"}, new String[] {"AuthorizationDateTo"}),
                choice(p, "JobStatus", JobStatus::parse,
                        "Authorizing, Pending, In Process, Reviewing, Complete or Media Failure"),
                choice(p, "Fidelity", Fidelity::parse, "MECHANICAL, PREMIUM (STANDARD), PROFESSIONAL (HIGH) or EXTERNAL"),
                choice(p, "Priority", Priority::parse, "ECONOMY, STANDARD, PRIORITY, CRITICAL or HIGH"),
                hours(p, "TurnaroundTimeHoursFrom"),
                hours(p, "TurnaroundTimeHoursTo"),
                p.text("JobName").orElse(null),
                p.text("ExternalID").orElse(null),
                choice(p, "JobDifficulty", JobDifficulty::parse, "Good, Bad or Unknown"),
                p.text("Requestor").orElse(null),
                p.text("Reference").orElse(null));
    }

    /**
     * A From bound is inclusive from its instant (a bare date: that day's start). A To bound is
     * inclusive up to its instant; a bare date means up to the end of that day.
     */
    private static DateRange range(ApiParams p, String[] fromNames, String[] toNames) {
        Instant from = p.instant(fromNames).orElse(null);
        Instant to = p.instant(toNames).orElse(null);
        boolean wholeDay = to != null && BARE_DATE.matcher(p.text(toNames).orElseThrow().trim()).matches();
        return new DateRange(from, wholeDay ? to.plus(1, ChronoUnit.DAYS) : to, wholeDay);
    }

    private static <T> T choice(ApiParams p, String name, Function<String, Optional<T>> parse, String allowed) {
        Optional<String> raw = p.text(name);
        return raw.map(v -> parse.apply(v).orElseThrow(() -> ApiException.invalid(name,
                "'" + v + "' is not one of " + allowed))).orElse(null);
    }

    private static Integer hours(ApiParams p, String name) {
        return p.intValue(name).orElse(null);
    }
}
