-- E-mails waiting to be sent or already sent, one row each: the send-email task works from the row,
-- so a message survives restarts and is retried with back-off until it is sent or given up.
create table outbound_emails (
    id                      varchar(32) primary key,
    job_id                  varchar(32),
    recipient               varchar(320) not null,
    subject                 varchar(1024) not null,
    text_body               text not null,
    html_body               text not null,
    state                   varchar(16) not null,
    attempts                integer not null default 0,
    last_error              varchar(4096),
    created_at              timestamp with time zone not null,
    sent_at                 timestamp with time zone
);
create index outbound_emails_job on outbound_emails (job_id);
