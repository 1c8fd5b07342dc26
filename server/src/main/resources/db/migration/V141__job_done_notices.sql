-- Whether an account is e-mailed when one of its jobs completes or fails (issue 28), as its owner
-- chose on the web app's settings page. A customer's first sign-in to the web app adds the row (on);
-- no row: off, as for an account that only uses the API (it has callbacks).
create table job_done_notices (
    account_id varchar(64) primary key,
    wanted     boolean     not null
);
