-- What an uplevel takes back (issue 14). An upleveled job is billed its minutes at its new fidelity
-- (billing_records); the same minutes were billed before, at the lower fidelity, to the job it came
-- from. Rather than rewrite that earlier row (statistics already reported must not change), the
-- completion of the upleveled job adds a credit here: the leading job's minutes and fidelity, taken
-- off in the upleveled job's return block. aggregate_statistics sums records minus credits, so each
-- media minute counts once, under the fidelity the family last reached.
create table billing_credits (
    job_id              varchar(32) not null references jobs (id),
    language_class      varchar(16) not null,
    credited_job_id     varchar(32) not null references jobs (id),
    account_id          varchar(32) not null references accounts (id),
    fidelity            varchar(16) not null,
    billable_minutes    integer not null,
    returned_at         timestamp with time zone not null,
    returned_day        date not null,
    recorded_at         timestamp with time zone not null,
    primary key (job_id, language_class)
);
create index billing_credits_account_returned on billing_credits (account_id, returned_at);
