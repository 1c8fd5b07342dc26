package dev.parlance.deliverable;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * The file name a download is saved under: the job's name (or its id when it has none worth
 * keeping) plus the flavour's extension, made safe for a {@code Content-Disposition} header and for
 * any file system. Letters and digits of any script, spaces, {@code . _ - ( )} are kept, everything
 * else (slashes, quotes, control characters) becomes {@code _}. The quoted {@code filename} is
 * plain ASCII; a name with other letters also gets an RFC 6266 {@code filename*} in UTF-8.
 */
final class AttachmentName {
    private static final int MAX_LENGTH = 100;

    private AttachmentName() {
    }

    static String contentDisposition(String jobName, String jobId, Flavour flavour) {
        String base = clean(jobName, false);
        String ascii = clean(jobName, true);
        if (ascii.replace("_", "").isBlank()) {
            ascii = jobId;
        }
        if (base.isEmpty()) {
            base = jobId;
        }
        String ext = "." + flavour.extension();
        String header = "attachment; filename=\"" + ascii + ext + "\"";
        if (!base.equals(ascii)) {
            header += "; filename*=UTF-8''" + URLEncoder.encode(base + ext, StandardCharsets.UTF_8).replace("+", "%20");
        }
        return header;
    }

    static String clean(String name, boolean asciiOnly) {
        if (name == null) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        name.codePoints().forEach(c -> {
            boolean keep = (Character.isLetterOrDigit(c) && (!asciiOnly || c < 128))
                    || c == ' ' || c == '.' || c == '_' || c == '-' || c == '(' || c == ')';
            out.appendCodePoint(keep ? c : '_');
        });
        String cleaned = out.toString().replaceAll("_{2,}", "_").replaceAll(" {2,}", " ");
        // No leading dots (hidden files, "..") and no trailing dots or blanks (refused by Windows).
        cleaned = cleaned.replaceAll("^[ ._]+", "").replaceAll("[ ._]+$", "");
        if (cleaned.codePointCount(0, cleaned.length()) > MAX_LENGTH) {
            cleaned = cleaned.substring(0, cleaned.offsetByCodePoints(0, MAX_LENGTH)).strip();
        }
        return cleaned;
    }
}
