-- The service's address as the customer reached it with perform_transcription (issue 13): links
-- e-mailed later, when no request is at hand (the customer approval link), start with it, as
-- links handed out in answers start with the request's. Null for jobs requested before.
alter table jobs add column base_url varchar(2048);
