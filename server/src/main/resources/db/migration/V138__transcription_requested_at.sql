-- When perform_transcription (or the making of a translation child or an uplevel's job) requested
-- the job's transcription. It, not the fidelity, says whether the transcription was requested:
-- job/modify may set the fidelity of a job in Authorizing before anything was requested, and the
-- job must still take its perform_transcription. The due date of a request held for authorization
-- is counted from it when job/modify changes the turnaround.
alter table jobs add column transcription_requested_at timestamp with time zone;

update jobs set transcription_requested_at = (
    select min(t.requested_at) from job_tasks t
    where t.job_id = jobs.id and t.task_type = 'JOB_PERFORM_TRANSCRIPTION')
where exists (select 1 from job_tasks t where t.job_id = jobs.id and t.task_type = 'JOB_PERFORM_TRANSCRIPTION');
