-- add_transcript (issue 14): the customer's transcript as read, one per job: the parsed
-- ImportedTranscript (format and cues: times, speaker, text) as JSON. The raw file is not kept.
-- A second add_transcript replaces the row while transcription has not been requested; the row
-- goes when the job is deleted.
create table imported_transcripts (
    job_id                  varchar(32) primary key references jobs (id),
    format                  varchar(8) not null,
    cue_count               integer not null,
    body                    text not null,
    imported_at             timestamp with time zone not null
);
