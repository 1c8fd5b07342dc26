/**
 * Files generated from a job, made on demand by queued work and served by signed links: the shared
 * core (one row per file with its state and progress, the request that queues its production once,
 * ffmpeg's commands and the encoder that watches it, work files, outcomes) and the media's other
 * flavours (mp3, mp4) for download_media and transcoded_media. The two other products live in
 * their own rooms on this core: {@code burnin} (captions drawn into the picture, e-mailed) and
 * {@code narration} (the transcript spoken by espeak-ng).
 */
package dev.parlance.deliverable;
