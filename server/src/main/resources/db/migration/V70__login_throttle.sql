-- Login throttling: failed password logins counted per username and per client address, shared by
-- every process on this database. A subject is stored only as a hash ("user:<name>" or
-- "addr:<address>"), so the table holds no usernames or addresses. locked_until is when the next
-- attempt is let through again; rows quiet for longer than the forget period are deleted.
create table login_failures (
    subject_hash            varchar(64) primary key,
    failures                integer not null,
    last_failure_at         timestamp with time zone not null,
    locked_until            timestamp with time zone
);
create index login_failures_last_failure on login_failures (last_failure_at);
