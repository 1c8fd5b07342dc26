-- Custom guidelines (issue 14, add_custom_guidelines): at most one set per job, the latest added.
-- The document itself is a file in the media store under the job's folder (storage_key), so it
-- goes with the job: sanitised HTML (full_html true) or the plain text as given (false).
create table custom_guidelines (
    job_id              varchar(32) primary key references jobs (id),
    storage_key         varchar(1024) not null,
    full_html           boolean not null,
    size_bytes          bigint not null,
    -- where it came from: the URL, or 'file' / 'text' for a POSTed file or guidelines_data
    source              varchar(4096) not null,
    stored_at           timestamp with time zone not null
);
