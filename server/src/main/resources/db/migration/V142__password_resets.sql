-- Password reset links (issue 28): a person who forgot their password asks for a link by e-mail. Only
-- the SHA-256 of the link's secret is kept, so the table gives nobody a working link; a link works
-- once (used_at) and until expires_at.
create table password_resets (
    token_hash  varchar(64) primary key,
    account_id  varchar(64) not null,
    created_at  timestamp   not null,
    expires_at  timestamp   not null,
    used_at     timestamp
);
create index password_resets_account on password_resets (account_id, created_at);
