package dev.parlance.guidelines;

import dev.parlance.captions.read.ByteSource;
import dev.parlance.captions.read.TextEncoding;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text of a guidelines file: by its byte order mark (UTF-8, UTF-16 either way), else in the
 * charset its sender named, else UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what a
 * text file saved on Windows without any of these most likely is; it decodes any byte).
 */
final class TextDecoding {
    private static final Pattern CHARSET = Pattern.compile("(?i)charset\\s*=\\s*\"?([^\";\\s]+)");

    private TextDecoding() {
    }

    /** The charset a Content-Type names, when it names one this Java knows. */
    static Optional<Charset> declared(String contentType) {
        if (contentType == null) {
            return Optional.empty();
        }
        Matcher m = CHARSET.matcher(contentType);
        if (!m.find()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Charset.forName(m.group(1).trim().toLowerCase(Locale.ROOT)));
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            return Optional.empty();
        }
    }

    /**
     * The bytes as text. The byte order mark and the UTF-8-else-Windows-1252 rule are add_transcript's
     * ({@link TextEncoding}); a charset the sender named wins over that guess, not over a mark.
     */
    static String decode(byte[] bytes, Optional<Charset> declared) {
        if (bytes.length == 0) {
            return "";
        }
        ByteSource source = ByteSource.of(bytes);
        try {
            TextEncoding found = TextEncoding.detect(source);
            boolean guessed = found == TextEncoding.UTF_8 || found == TextEncoding.WINDOWS_1252;
            if (guessed && declared.isPresent()) {
                return new String(bytes, declared.get());
            }
            StringWriter text = new StringWriter(bytes.length);
            try (Reader in = found.open(source)) {
                in.transferTo(text);
            }
            return text.toString();
        } catch (IOException e) {
            throw new UncheckedIOException("bytes in memory cannot fail to read", e);
        }
    }
}
