package dev.parlance.media;

import java.io.InputStream;

/**
 * A raw upload body as the HTTP layer hands it over.
 *
 * @param body           the request body, read once, in order
 * @param declaredLength the Content-Length, or -1 when the request did not declare one
 * @param contentType    the Content-Type as sent (may be null or meaningless: clients send anything)
 */
public record Upload(InputStream body, long declaredLength, String contentType) {
}
