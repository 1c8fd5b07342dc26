package dev.parlance.deliverable;

import org.springframework.core.io.Resource;
import org.springframework.http.MediaType;

/**
 * A generated file ready to send.
 *
 * @param contentDisposition the header value, or null to let the client play it inline
 */
public record DeliverableFile(Resource resource, MediaType contentType, String contentDisposition) {
}
