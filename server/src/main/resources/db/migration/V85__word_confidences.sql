-- Per-word recognizer confidences (issue 13): the v1 ElementList carries a confidence per sequence
-- only, so the editor's low-confidence marks need the words' own. Kept beside the version they
-- belong to, as a JSON array parallel to the version's word and sound tokens in order (punctuation
-- not counted; null where unknown), and left out of the document clients read.
alter table element_lists add column word_confidences text;
