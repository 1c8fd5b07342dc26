-- Jobs made from other jobs (issue 14): the new job an uplevel orders (kind UPLEVEL) and, with the
-- translation issue, each translation (kind TRANSLATION). The leading job is the one the related
-- job was made from; a job is made from at most one, so the relations of a family form a tree that
-- list_related walks from its root. Rows are only ever added: translation adds its own kind here.
create table job_relations (
    related_job_id          varchar(32) primary key references jobs (id),
    leading_job_id          varchar(32) not null references jobs (id),
    kind                    varchar(16) not null,
    created_at              timestamp with time zone not null
);
create index job_relations_leading on job_relations (leading_job_id, created_at);
