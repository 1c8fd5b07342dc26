-- Each recognized section's 2-second windows classified as MUSIC, APPLAUSE, LAUGH or NOISE (issue
-- 29), as SoundEvents writes them ("start:TAG:end,..."). The windows without words become the
-- job's sound events when its transcript is built.
alter table recognition_sections add column sound_windows varchar(100000);
