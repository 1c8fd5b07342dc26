package dev.parlance.job;

import dev.parlance.queue.JobScoped;
import dev.parlance.queue.WorkOwners;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import java.util.Optional;

/** Queued work belongs to its job's account; a deleted job's work to nobody (it ends at once anyway). */
@Component
class JobWorkOwners implements WorkOwners {
    private final JdbcClient jdbc;

    JobWorkOwners(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public Optional<String> accountOf(Object data) {
        if (!(data instanceof JobScoped scoped) || scoped.jobId() == null) {
            return Optional.empty();
        }
        return jdbc.sql("select account_id from jobs where id = ? and deleted_at is null")
                .param(scoped.jobId()).query(String.class).optional();
    }
}
