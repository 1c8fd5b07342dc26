-- Each saved draft is numbered (issue 27): a save names the revision it was typed on, and one typed
-- on an older revision (a second tab, a second device) is refused instead of silently replacing
-- the newer text. Drafts saved before count as revision 1.
alter table work_drafts add column revision integer not null default 1;
