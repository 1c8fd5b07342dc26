package dev.parlance.deliverable;

/**
 * The job's media as a browser plays it, by a signed link that needs no credentials and serves
 * ranges (so a player can seek).
 *
 * @param url         absolute link, valid for {@code parlance.media.file-link-validity}
 * @param contentType what the link serves ({@code video/mp4}, {@code audio/mpeg}, or the uploaded type)
 * @param source      {@code mp4} or {@code mp3} for a transcoded flavour, {@code original} for the stored upload
 */
public record PlayableMedia(String url, String contentType, String source) {
}
