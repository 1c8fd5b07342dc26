-- Recognition progress, saved as it goes so a restarted worker resumes instead of starting over:
-- one row per saved chunk of words, resume_ms is where the next chunk's audio starts.
create table recognition_chunks (
    job_id                  varchar(32) not null references jobs (id),
    chunk_no                integer not null,
    resume_ms               bigint not null,
    words                   text not null,
    primary key (job_id, chunk_no)
);

-- One row per callback delivery (a URL to call for one ElementList version), and one per attempt.
create table callback_deliveries (
    id                      varchar(32) primary key,
    job_id                  varchar(32) not null references jobs (id),
    task_id                 varchar(32) not null,
    url                     varchar(4096) not null,
    iwp_name                varchar(64) not null,
    state                   varchar(16) not null,
    created_at              timestamp with time zone not null,
    finished_at             timestamp with time zone
);
create index callback_deliveries_job on callback_deliveries (job_id);

create table callback_attempts (
    delivery_id             varchar(32) not null references callback_deliveries (id),
    attempt                 integer not null,
    attempted_at            timestamp with time zone not null,
    status_code             integer,
    error                   varchar(4096),
    primary key (delivery_id, attempt)
);
