-- The human passes (issue 13): one row per pass a person does for a job (package work). A row is
-- made when its pass opens (the one before it is done) and changes only by compare-and-set updates
-- on its state: OPEN (in the queue), CLAIMED (a holder works on it, until lease_until; a lapsed
-- lease puts it back in the queue for anyone, checked when the queue is read or the item claimed),
-- DONE. The customer's approval is a row too, held by the customer's account without a lease.
create table work_items (
    id                      varchar(32) primary key,
    job_id                  varchar(32) not null references jobs (id),
    -- position in the job's pass plan (0 is the machine pass, which has no row)
    step                    integer not null,
    pass                    varchar(32) not null,
    iwp_name                varchar(64) not null,
    state                   varchar(16) not null,
    holder_id               varchar(32) references accounts (id),
    lease_until             timestamp with time zone,
    due_at                  timestamp with time zone not null,
    -- who may not take it (the editor, for the review of the same job)
    excluded_id             varchar(32) references accounts (id),
    -- the ElementList version the pass starts from
    source_version_id       bigint not null references element_lists (id),
    -- perform_transcription's task, closed when the job completes, and this pass's own task
    request_task_id         varchar(32) not null,
    pass_task_id            varchar(32) not null,
    created_at              timestamp with time zone not null,
    claimed_at              timestamp with time zone,
    done_at                 timestamp with time zone,
    done_by                 varchar(32) references accounts (id)
);
create unique index work_items_job_step on work_items (job_id, step);
create index work_items_queue on work_items (state, due_at, created_at, id);
create index work_items_holder on work_items (holder_id, state);
