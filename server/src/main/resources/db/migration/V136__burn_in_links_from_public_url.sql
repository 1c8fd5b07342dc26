-- Links in e-mails start with the operator's public URL (PARLANCE_PUBLIC_URL), never with the address
-- a request came in on, which its sender chooses (issue 24): the request's address is no longer kept.
alter table burn_in_requests drop column base_url;
