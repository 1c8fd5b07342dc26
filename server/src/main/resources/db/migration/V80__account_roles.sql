-- Roles (issue 13): every existing account is a customer; the first account (the operator's,
-- made by AdminBootstrap on an empty database) is also the ADMIN. Workforce members
-- (TRANSCRIBER, REVIEWER, TRANSLATOR) are added later in the web app, without CUSTOMER.
-- Stored as comma-separated names (dev.parlance.account.Role): a handful per account, read with
-- the account row, changed in one update.
alter table accounts add column roles varchar(200) not null default 'CUSTOMER';
-- When an ADMIN disabled the account (it can then neither sign in nor use a token); null: active.
alter table accounts add column disabled_at timestamp with time zone;
update accounts set roles = 'CUSTOMER,ADMIN'
where id = (select id from accounts where parent_id is null order by created_at, id limit 1);
