-- Files generated for a job (transcoded flavours, synthesized speech, burned-in captions), one row
-- each. A row is identified by what it is made of: the job, the kind, the flavour (mp3, mp4) and
-- the ElementList version it renders (0 when it is made from the media alone), so a second request
-- finds the first one's work. The files themselves live in the media store under the job's folder.
create table deliverables (
    id                      varchar(32) primary key,
    job_id                  varchar(32) not null references jobs (id),
    kind                    varchar(16) not null,
    flavour                 varchar(8) not null,
    source_version          bigint not null,
    state                   varchar(16) not null,
    storage_key             varchar(1024),
    size_bytes              bigint,
    progress_percent        integer not null default 0,
    failure_reason          varchar(4096),
    created_at              timestamp with time zone not null,
    finished_at             timestamp with time zone
);
create unique index deliverables_identity on deliverables (job_id, kind, flavour, source_version);
