package dev.parlance.api.v1;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.parameters.ApiParams;
import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.ContentDisposition;
import jakarta.mail.internet.ContentType;
import jakarta.mail.internet.MimeMultipart;
import jakarta.mail.internet.ParseException;
import jakarta.mail.util.ByteArrayDataSource;
import jakarta.servlet.http.HttpServletRequest;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/**
 * The body of a {@link RawBody} route that takes a small form with an optional file: a
 * {@code multipart/form-data} body (the one Content-Type trusted here: its boundary is in it) gives
 * its text fields as parameters and its file field as bytes; any other body is read as parameters
 * the way every route reads them (a JSON object, or form encoding, whatever the Content-Type says).
 * Multipart is parsed with Jakarta Mail's MIME reader, already here for e-mail: the server's own
 * multipart handling is off, so raw uploads labelled multipart stay raw.
 */
final class FormBody {
    /** A file field of a multipart body. */
    record FilePart(String field, String fileName, String contentType, byte[] bytes) {
    }

    private FormBody() {
    }

    /**
     * Reads at most {@code limit} bytes of body into {@code params} and returns the file field named
     * {@code fileField}, if the body is multipart and has one.
     */
    static Optional<FilePart> read(HttpServletRequest request, ApiParams params, ApiParamsResolver resolver, String fileField,
                                   int limit) throws IOException {
        byte[] body;
        try (InputStream in = request.getInputStream()) {
            body = in.readNBytes(limit + 1);
        }
        if (body.length > limit) {
            throw new ApiException(ErrorType.INVALID_QUERY, "The request body is larger than the limit of " + limit + " bytes");
        }
        String contentType = request.getContentType();
        if (contentType != null && contentType.toLowerCase(Locale.ROOT).startsWith("multipart/form-data")) {
            return multipart(body, contentType, params, fileField);
        }
        String text = new String(body, StandardCharsets.UTF_8).strip();
        if (!text.isEmpty()) {
            resolver.addBodyText(text, params);
        }
        return Optional.empty();
    }

    private static Optional<FilePart> multipart(byte[] body, String contentType, ApiParams params, String fileField)
            throws IOException {
        Optional<FilePart> file = Optional.empty();
        try {
            MimeMultipart parts = new MimeMultipart(new ByteArrayDataSource(body, contentType));
            for (int i = 0; i < parts.getCount(); i++) {
                BodyPart part = parts.getBodyPart(i);
                String[] disposition = part.getHeader("Content-Disposition");
                if (disposition == null || disposition.length == 0) {
                    continue;
                }
                ContentDisposition cd = new ContentDisposition(disposition[0]);
                String name = cd.getParameter("name");
                String fileName = cd.getParameter("filename");
                byte[] bytes;
                try (InputStream in = part.getInputStream()) {
                    bytes = in.readAllBytes();
                }
                String[] partType = part.getHeader("Content-Type");
                String type = partType == null || partType.length == 0 ? null : partType[0];
                if (name == null) {
                    continue;
                }
                if (name.equals(fileField)) {
                    if (file.isPresent()) {
                        throw new ApiException(ErrorType.INVALID_QUERY, "The body has more than one " + fileField + " field");
                    }
                    file = Optional.of(new FilePart(name, fileName, type, bytes));
                } else if (fileName == null) {
                    params.add(name, new String(bytes, charset(type)));
                }
            }
        } catch (MessagingException e) {
            throw new ApiException(ErrorType.INVALID_QUERY, "The multipart/form-data body cannot be read: " + e.getMessage());
        }
        return file;
    }

    /** A text field's charset: its part's, else UTF-8 (what browsers and HTTP libraries send). */
    private static Charset charset(String type) {
        if (type == null) {
            return StandardCharsets.UTF_8;
        }
        try {
            String name = new ContentType(type).getParameter("charset");
            return name == null ? StandardCharsets.UTF_8 : Charset.forName(name);
        } catch (ParseException | IllegalArgumentException e) {
            return StandardCharsets.UTF_8;
        }
    }
}
