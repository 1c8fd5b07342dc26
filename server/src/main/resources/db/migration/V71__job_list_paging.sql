-- job/list walks an owner's jobs newest first by (created_at, id): the order of the list and the
-- position a paging cursor names. These indexes hold exactly that order, so a page (and each chunk
-- of a streamed whole list) is a short range read that stops after the page, with no sort, also
-- when a status filter is given. They supersede V1's (account_id, created_at) and V20's
-- (account_id, status, created_at), which ended before the id and so left ties to a sort.
create index jobs_account_created_id on jobs (account_id, created_at desc, id desc);
create index jobs_account_status_created_id on jobs (account_id, status, created_at desc, id desc);
drop index jobs_account_created;
drop index jobs_account_status_created;
