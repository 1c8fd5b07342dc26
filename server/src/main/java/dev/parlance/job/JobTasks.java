package dev.parlance.job;

import dev.parlance.common.Ids;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;

/** Records and reads a job's task history. */
@Repository
public class JobTasks {
    private final JdbcClient jdbc;
    private final Clock clock;

    JobTasks(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Records a task; returns its id (the TaskId clients receive). */
    public String record(String jobId, TaskType type, TaskStatus status, String info) {
        String id = Ids.newId();
        Instant now = clock.instant();
        jdbc.sql("insert into job_tasks (id, job_id, task_type, status, info, requested_at, completed_at) values (?, ?, ?, ?, ?, ?, ?)")
                .params(id, jobId, type.name(), status.name(), info, JobRepository.ts(now),
                        status == TaskStatus.INPROGRESS ? null : JobRepository.ts(now))
                .update();
        return id;
    }

    /** Closes an in-progress task with its outcome. */
    public void finish(String taskId, TaskStatus status, String info) {
        jdbc.sql("update job_tasks set status = ?, info = coalesce(?, info), completed_at = ? where id = ?")
                .params(status.name(), info, JobRepository.ts(clock.instant()), taskId)
                .update();
    }

    public List<JobTask> forJob(String jobId) {
        return jdbc.sql("select * from job_tasks where job_id = ? order by requested_at, id").param(jobId)
                .query(JobTasks::task).list();
    }

    /**
     * For each of these jobs that has work under way, its newest task still in progress (what the job
     * is doing now: a pass, a wait for the customer...), in one query for a whole page of a list.
     */
    public Map<String, JobTask> inProgress(Collection<String> jobIds) {
        Map<String, JobTask> newest = new HashMap<>();
        if (jobIds.isEmpty()) {
            return newest;
        }
        StringJoiner ids = new StringJoiner(", ", "(", ")");
        jobIds.forEach(id -> ids.add("?"));
        List<Object> params = new java.util.ArrayList<>(jobIds);
        params.add(TaskStatus.INPROGRESS.name());
        jdbc.sql("select * from job_tasks where job_id in " + ids + " and status = ? order by requested_at, id")
                .params(params).query(JobTasks::task).list()
                .forEach(task -> newest.put(task.jobId(), task)); // later rows win: the newest
        return newest;
    }

    private static JobTask task(java.sql.ResultSet rs, int row) throws java.sql.SQLException {
        return new JobTask(rs.getString("id"), rs.getString("job_id"),
                TaskType.valueOf(rs.getString("task_type")), TaskStatus.valueOf(rs.getString("status")),
                rs.getString("info"), JobRepository.instant(rs, "requested_at"),
                JobRepository.instant(rs, "completed_at"));
    }

    /** The id of the job's earliest task of this type (job/new answers a duplicate with its JOB_CREATED). */
    public Optional<String> firstOfType(String jobId, TaskType type) {
        return jdbc.sql("select id from job_tasks where job_id = ? and task_type = ? order by requested_at, id")
                .params(jobId, type.name()).query(String.class).stream().findFirst();
    }

    /** The id of the job's newest task of this type. */
    public Optional<String> latestOfType(String jobId, TaskType type) {
        return jdbc.sql("select id from job_tasks where job_id = ? and task_type = ? order by requested_at desc, id desc")
                .params(jobId, type.name()).query(String.class).stream().findFirst();
    }

    /** Updates what an in-progress task says (progress, the step it waits for). */
    public void progress(String taskId, String info) {
        jdbc.sql("update job_tasks set info = ? where id = ? and status = ?").params(info, taskId, TaskStatus.INPROGRESS.name())
                .update();
    }
}
