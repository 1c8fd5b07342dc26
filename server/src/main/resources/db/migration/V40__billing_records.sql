-- What was billed: one row per completed job and language class, written once by BillingService.
-- aggregate_statistics sums these rows and never reads jobs, so a job deleted after it was
-- returned still counts, and statistics do not change when a job is edited later.
create table billing_records (
    job_id              varchar(32) not null references jobs (id),
    language_class      varchar(16) not null,
    account_id          varchar(32) not null references accounts (id),
    fidelity            varchar(16) not null,
    billable_minutes    integer not null,
    returned_at         timestamp with time zone not null,
    -- returned_at's UTC day. Statistics blocks break at UTC midnights; grouping by this column
    -- gives the same days on both databases (their timestamp-to-date casts follow the session zone).
    returned_day        date not null,
    recorded_at         timestamp with time zone not null,
    primary key (job_id, language_class)
);
create index billing_records_account_returned on billing_records (account_id, returned_at);
