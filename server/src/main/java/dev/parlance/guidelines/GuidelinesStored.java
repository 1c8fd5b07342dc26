package dev.parlance.guidelines;

/**
 * add_custom_guidelines' answer, the spec's {@code CUSTOM_GUIDELINES_STORED}: whether the stored
 * document is HTML, and where it is. In a self-hosted store the bucket is the media store (its name,
 * {@code media}: the folder of that name in the data folder), the path the file's key in it, the
 * account the job owner's id, the size the stored file's bytes (after cleaning, for HTML).
 */
public record GuidelinesStored(boolean fullHtml, String path, String account, String bucket, long size) {
}
