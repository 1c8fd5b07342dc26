-- Settings of the whole service that its operator makes in the web app (issue 24): the address links
-- in e-mails start with when PARLANCE_PUBLIC_URL is not set ("public_url").
create table service_settings (
    name                    varchar(100) primary key,
    setting_value           varchar(2048) not null,
    updated_at              timestamp with time zone not null
);
