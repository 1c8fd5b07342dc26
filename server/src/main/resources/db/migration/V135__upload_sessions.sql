-- The web app's chunked uploads (issue 16, /jobs/new): one row per file a browser sends in slices.
-- The job is created first; each slice is stored under the job's folder as its own value, and
-- received_bytes is the offset the server has confirmed (every byte before it is stored). A
-- browser that lost its connection, or a server that restarted, continues from there. order_fields
-- holds perform_transcription's fields as the page sent them (JSON), ordered once the file is whole.
create table upload_sessions (
    id varchar(32) primary key,
    account_id varchar(32) not null references accounts (id),
    job_id varchar(32) not null references jobs (id),
    file_name varchar(1024) not null,
    content_type varchar(255),
    size_bytes bigint not null,
    chunk_bytes bigint not null,
    received_bytes bigint not null default 0,
    state varchar(16) not null,
    order_fields varchar(20000) not null,
    created_at timestamp with time zone not null,
    updated_at timestamp with time zone not null
);
create index upload_sessions_job on upload_sessions (job_id);
