-- job/list narrows one owner's jobs most often by status ("which are Complete?") and shows them
-- newest first; this index answers that without reading the owner's other jobs.
create index jobs_account_status_created on jobs (account_id, status, created_at);
