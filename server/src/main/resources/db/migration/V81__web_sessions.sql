-- Browser sessions of the web app (Spring Session JDBC, spring.session.jdbc.table-name=web_sessions):
-- kept in the database so a restart or a second process keeps everyone signed in. The layout is
-- Spring Session's own (its PostgreSQL schema); bytea is accepted by H2 as well. A session holds
-- only the signed-in account's id. Expired rows are deleted by Spring Session every minute.
create table web_sessions (
    primary_id              char(36) not null,
    session_id              char(36) not null,
    creation_time           bigint not null,
    last_access_time        bigint not null,
    max_inactive_interval   int not null,
    expiry_time             bigint not null,
    principal_name          varchar(100),
    constraint web_sessions_pk primary key (primary_id)
);
create unique index web_sessions_ix1 on web_sessions (session_id);
create index web_sessions_ix2 on web_sessions (expiry_time);
create index web_sessions_ix3 on web_sessions (principal_name);

create table web_sessions_attributes (
    session_primary_id      char(36) not null,
    attribute_name          varchar(200) not null,
    attribute_bytes         bytea not null,
    constraint web_sessions_attributes_pk primary key (session_primary_id, attribute_name),
    constraint web_sessions_attributes_fk foreign key (session_primary_id) references web_sessions (primary_id)
        on delete cascade
);
