-- Uplevel orders (issue 14): one row per job an uplevel made, with where its passes start, so that
-- an order held for the customer's authorization (the account's
-- require_customer_authorization_before_starting_workflow) starts the same passes when authorized.
create table uplevels (
    job_id                  varchar(32) primary key references jobs (id),
    from_fidelity           varchar(32) not null,
    to_fidelity             varchar(32) not null,
    -- the position in the new fidelity's pass plan of the first pass to do
    first_step              integer not null,
    -- the leading job's FINAL as stored in the new job: where the first pass starts
    start_version_id        bigint not null references element_lists (id),
    -- the new job's JOB_PERFORM_TRANSCRIPTION task, finished when it completes
    request_task_id         varchar(32) not null,
    ordered_at              timestamp with time zone not null
);
