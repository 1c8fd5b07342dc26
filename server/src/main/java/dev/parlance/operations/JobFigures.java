package dev.parlance.operations;

import dev.parlance.job.JobStatus;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/** {@code parlance_jobs{status}}: jobs (not deleted) by status, for the whole deployment. */
@Component
class JobFigures implements MeterBinder {
    private final JdbcClient jdbc;
    private final CachedSnapshot<Map<String, Long>> snapshot;

    JobFigures(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.snapshot = new CachedSnapshot<>(this::read, Duration.ofSeconds(10), clock);
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        for (JobStatus status : JobStatus.values()) {
            Gauge.builder("parlance.jobs", () -> snapshot.get().getOrDefault(status.name(), 0L))
                    .tag("status", status.label())
                    .description("jobs by status").register(registry);
        }
    }

    private Map<String, Long> read() {
        Map<String, Long> counts = new HashMap<>();
        jdbc.sql("select status, count(*) as n from jobs where deleted_at is null group by status")
                .query((rs, n) -> Map.entry(rs.getString("status"), rs.getLong("n")))
                .list()
                .forEach(e -> counts.put(e.getKey(), e.getValue()));
        return counts;
    }
}
