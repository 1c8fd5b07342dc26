-- Usernames are unique regardless of case ("Alice" and "alice" are one account), enforced by the
-- database so two concurrent account/create calls cannot both win. H2 has no expression indexes,
-- so the folded name is a column of its own, written by AccountRepository with the database's lower().
alter table accounts add column username_key varchar(255);
update accounts set username_key = lower(username);
alter table accounts alter column username_key set not null;
create unique index accounts_username_key on accounts (username_key);

-- The long-term key a session was started with (null for password logins): removing a key also
-- ends the sessions opened with it.
alter table api_tokens add column key_hash varchar(64);
create index api_tokens_key on api_tokens (key_hash);
