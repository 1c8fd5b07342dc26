-- Core schema. Written in the SQL subset that both H2 (PostgreSQL mode) and PostgreSQL accept:
-- no timestamptz alias, no ON CONFLICT, no RETURNING, no interval literals.

create table accounts (
    id                      varchar(32) primary key,
    username                varchar(255) not null,
    password_hash           varchar(255) not null,
    parent_id               varchar(32) references accounts (id),
    first_name              varchar(255),
    last_name               varchar(255),
    email                   varchar(320),
    default_job_notes       varchar(6000),
    require_authorization   boolean not null default false,
    require_authorization_mechanical boolean not null default false,
    created_at              timestamp with time zone not null default now()
);
create unique index accounts_username on accounts (username);
create index accounts_parent on accounts (parent_id);

-- Session tokens: only a hash is stored; expiry slides with use.
create table api_tokens (
    token_hash              varchar(64) primary key,
    account_id              varchar(32) not null references accounts (id),
    created_at              timestamp with time zone not null default now(),
    last_used_at            timestamp with time zone not null default now()
);
create index api_tokens_account on api_tokens (account_id);

-- Long-term keys: the hash finds a key at login; the sealed copy (encrypted with the server secret)
-- lets generate_api_key hand an existing key back, as clients expect.
create table api_keys (
    key_hash                varchar(64) primary key,
    account_id              varchar(32) not null references accounts (id),
    key_sealed              varchar(255) not null,
    created_at              timestamp with time zone not null default now()
);
create index api_keys_account on api_keys (account_id, created_at);

create table jobs (
    id                      varchar(32) primary key,
    account_id              varchar(32) not null references accounts (id),
    name                    varchar(1024),
    language                varchar(32) not null,
    external_id             varchar(1024),
    requestor               varchar(1024),
    reference               varchar(1024),
    expected_speakers       integer,
    status                  varchar(32) not null,
    fidelity                varchar(32),
    priority                varchar(32),
    turnaround_hours        integer,
    difficulty              varchar(16) not null default 'Unknown',
    target_language         varchar(255),
    callback_url            varchar(4096),
    options_json            varchar(100000),
    notes                   varchar(6000),
    standard_product        boolean,
    media_length_seconds    double precision,
    created_at              timestamp with time zone not null,
    authorized_at           timestamp with time zone,
    started_at              timestamp with time zone,
    due_at                  timestamp with time zone,
    completed_at            timestamp with time zone,
    returned_at             timestamp with time zone,
    failure_reason          varchar(4096),
    deleted_at              timestamp with time zone
);
create index jobs_account_created on jobs (account_id, created_at);
create index jobs_external_id on jobs (account_id, external_id);

-- The customer-visible history of a job (Job Info's Tasks).
create table job_tasks (
    id                      varchar(32) primary key,
    job_id                  varchar(32) not null references jobs (id),
    task_type               varchar(64) not null,
    status                  varchar(16) not null,
    info                    varchar(4096),
    requested_at            timestamp with time zone not null,
    completed_at            timestamp with time zone
);
create index job_tasks_job on job_tasks (job_id, requested_at);

-- At most one media per job.
create table media (
    job_id                  varchar(32) primary key references jobs (id),
    state                   varchar(16) not null,
    storage_key             varchar(1024),
    source_url              varchar(4096),
    size_bytes              bigint,
    content_type            varchar(255),
    failure_reason          varchar(4096),
    created_at              timestamp with time zone not null default now(),
    stored_at               timestamp with time zone
);
create index media_source_url on media (source_url);

-- ElementList versions, one row each; body is the JSON document.
create table element_lists (
    id                      bigserial primary key,
    job_id                  varchar(32) not null references jobs (id),
    version                 timestamp with time zone not null,
    iwp_name                varchar(64) not null,
    audio_description       boolean not null default false,
    body                    text not null
);
create index element_lists_job on element_lists (job_id, version);

-- db-scheduler's queue (its documented schema).
create table scheduled_tasks (
    task_name               varchar(255) not null,
    task_instance           varchar(255) not null,
    task_data               bytea,
    execution_time          timestamp with time zone not null,
    picked                  boolean not null,
    picked_by               varchar(50),
    last_success            timestamp with time zone,
    last_failure            timestamp with time zone,
    consecutive_failures    integer,
    last_heartbeat          timestamp with time zone,
    version                 bigint not null,
    priority                smallint,
    primary key (task_name, task_instance)
);
create index scheduled_tasks_execution_time on scheduled_tasks (execution_time);
create index scheduled_tasks_last_heartbeat on scheduled_tasks (last_heartbeat);
create index scheduled_tasks_priority_execution_time on scheduled_tasks (priority desc, execution_time asc);
