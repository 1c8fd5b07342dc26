-- Drafts of the human passes (issue 13): the text of a work item as its holder last saved it
-- (the editor autosaves every few seconds), as JSON {"turns": [{"speaker": ..., "text": ...}]}.
-- One per item: whoever takes the item next (after a release or a lapsed claim) goes on from it.
-- Removed when the pass is done or the job deleted.
create table work_drafts (
    item_id                 varchar(32) primary key references work_items (id),
    author_id               varchar(32) not null references accounts (id),
    body                    text not null,
    saved_at                timestamp with time zone not null
);
