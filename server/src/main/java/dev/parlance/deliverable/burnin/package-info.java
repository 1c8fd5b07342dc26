/**
 * burn_in_caption: the job's captions drawn into the media's picture by ffmpeg's subtitles filter
 * (libass), one video per transcript version shared by every request, and the e-mail with its
 * signed link to each requester when it is ready (or why it could not be made).
 */
package dev.parlance.deliverable.burnin;
