/**
 * The new-work page ({@code /jobs/new}): a customer drops one or many media files (or gives a media
 * URL), chooses fidelity, turnaround, target languages and the options, and gets one job per file.
 * Each file travels in slices ({@link dev.parlance.media.ResumableUploads}, {@code media}'s): the
 * browser sends {@code File.slice}s, the server streams each into the media store under the job's
 * folder and confirms the offset, so neither side ever holds the file and an interrupted upload
 * continues from the confirmed offset, across a lost connection or a restart of the server. When
 * the last slice is in, the file becomes the job's media and its transcription is ordered through
 * the same services the v1 API calls (add_media, perform_transcription), with the same checks and
 * refusals ({@code parameters.TranscriptionParameters}).
 * The job's own page is {@code web.jobs}' ({@code /jobs/{id}}).
 */
package dev.parlance.web.upload;
