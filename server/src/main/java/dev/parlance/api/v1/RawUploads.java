package dev.parlance.api.v1;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.media.Upload;
import jakarta.servlet.http.HttpServletRequest;

import java.io.IOException;
import java.util.Locale;

/** The raw body of a {@link RawBody} route as an {@link Upload} (add_media, add_transcript, the upload link). */
final class RawUploads {
    private RawUploads() {
    }

    /** Chunked bodies are refused at once, before any byte is read: the v1 API never accepted them. */
    static Upload from(HttpServletRequest request) {
        String transferEncoding = request.getHeader("Transfer-Encoding");
        if (transferEncoding != null && transferEncoding.toLowerCase(Locale.ROOT).contains("chunked")) {
            throw new ApiException(ErrorType.INVALID_QUERY,
                    "Chunked transfer encoding is not supported for uploads; send the file with a Content-Length header");
        }
        try {
            return new Upload(request.getInputStream(), request.getContentLengthLong(), request.getContentType());
        } catch (IOException e) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Cannot read the upload: " + e.getMessage());
        }
    }
}
