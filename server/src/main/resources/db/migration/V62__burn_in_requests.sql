-- burn_in_caption requests: who gets the e-mail once the burned-in video (a deliverable) is ready.
-- base_url is the public address the request came in on, for the absolute link in the message.
create table burn_in_requests (
    id                      varchar(32) primary key,
    job_id                  varchar(32) not null references jobs (id),
    deliverable_id          varchar(32) not null,
    send_to                 varchar(320) not null,
    base_url                varchar(1024) not null,
    task_id                 varchar(32) not null,
    state                   varchar(16) not null,
    created_at              timestamp with time zone not null
);
create index burn_in_requests_waiting on burn_in_requests (deliverable_id, state);
