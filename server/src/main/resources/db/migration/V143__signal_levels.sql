-- The levels of each recognized section's audio (issue 29): a histogram of 30 ms frames by dB, as
-- SignalLevels writes it. Summed over a job's sections, its noise floor and speech level make
-- half of the job's difficulty; the recognizer's confidence makes the other.
alter table recognition_sections add column signal_levels varchar(2000);
