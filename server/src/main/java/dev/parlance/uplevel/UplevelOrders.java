package dev.parlance.uplevel;

import dev.parlance.job.Fidelity;
import dev.parlance.work.PassPlan;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Optional;

/** The {@code uplevels} table: each uplevel's job with where its passes start. */
@Repository
class UplevelOrders {
    /** An uplevel's job: the plan's start, the version the first pass starts from, the request's task. */
    record Order(String jobId, PassPlan.Uplevel uplevel, long startVersionId, String requestTaskId) {
    }

    private final JdbcClient jdbc;

    UplevelOrders(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void insert(Order order, Instant at) {
        jdbc.sql("""
                insert into uplevels (job_id, from_fidelity, to_fidelity, first_step, start_version_id, request_task_id,
                                      ordered_at)
                values (?, ?, ?, ?, ?, ?, ?)""")
                .params(order.jobId(), order.uplevel().from().name(), order.uplevel().to().name(),
                        order.uplevel().firstStep(), order.startVersionId(), order.requestTaskId(), Timestamp.from(at))
                .update();
    }

    Optional<Order> find(String jobId) {
        return jdbc.sql("select * from uplevels where job_id = ?").param(jobId)
                .query((rs, i) -> new Order(rs.getString("job_id"),
                        new PassPlan.Uplevel(Fidelity.valueOf(rs.getString("from_fidelity")),
                                Fidelity.valueOf(rs.getString("to_fidelity")), rs.getInt("first_step")),
                        rs.getLong("start_version_id"), rs.getString("request_task_id")))
                .optional();
    }
}
