-- A pass the customer sent back from the approval page (issue 27) opens again: a step of a job's
-- plan may now have several items, one per round (0 for the first, then 1, 2, ... each time it
-- opens again); one item per step and round still keeps two openings of one step from racing.
-- The reopened pass carries the customer's comment, shown to whoever takes it.
alter table work_items add column sent_back_comment varchar(4000);
alter table work_items add column round integer not null default 0;
drop index work_items_job_step;
create unique index work_items_job_step_round on work_items (job_id, step, round);
