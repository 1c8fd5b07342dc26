/**
 * A job's one media file: taking it in (an upload streamed into the store, the signed upload link of
 * request_upload_url, a resumable upload in slices ({@link dev.parlance.media.ResumableUploads}),
 * a media_url fetched by durable queued work with retries), the
 * {@link dev.parlance.media.MediaStore} where bytes live (a local folder today), the signed
 * expiring links to the media and to files generated from it, serving stored files with ranges, and
 * removing a deleted job's files. Looking inside the media (ffprobe, decoding its audio) is
 * {@code speech.media}; making other files from it (mp3 and mp4 flavours, burned-in captions,
 * narration) is {@code deliverable}; the check that a URL is safe to fetch is {@code system}'s URL
 * guard.
 */
package dev.parlance.media;
