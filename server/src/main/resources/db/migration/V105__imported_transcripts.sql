-- A customer's transcript of a job (add_transcript, issue 14), read into its cues and stored as
-- JSON {"format": ..., "cues": [{"startMs", "endMs", "speaker", "text"}]}: what the machine pass
-- times to the audio instead of recognising words of its own. One per job.
create table imported_transcripts (
    job_id                  varchar(32) primary key references jobs (id),
    body                    text not null
);
