-- Recognition now runs in sections, several at once: one row per section of a job's media,
-- its words saved when the section is done. Replaces the sequential chunks of V50 (a job caught
-- mid-recognition by the upgrade is simply recognized again).
drop table recognition_chunks;

create table recognition_sections (
    job_id                  varchar(32) not null references jobs (id),
    section_no              integer not null,
    start_ms                bigint not null,
    end_ms                  bigint not null,
    is_last                 boolean not null,
    -- media time processed so far (progress), and the words once the section is done
    done_ms                 bigint not null,
    words                   text,
    primary key (job_id, section_no)
);
