package dev.parlance.guidelines;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text of a guidelines file: in the charset its sender named, else by its byte order mark
 * (UTF-8, UTF-16 either way), else UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what a
 * text file saved on Windows without any of these most likely is; it decodes any byte).
 */
final class TextDecoding {
    private static final Pattern CHARSET = Pattern.compile("(?i)charset\\s*=\\s*\"?([^\";\\s]+)");
    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

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

    static String decode(byte[] bytes, Optional<Charset> declared) {
        if (startsWith(bytes, 0xEF, 0xBB, 0xBF)) {
            return new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
        }
        if (startsWith(bytes, 0xFE, 0xFF)) {
            return new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16BE);
        }
        if (startsWith(bytes, 0xFF, 0xFE)) {
            return new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16LE);
        }
        if (declared.isPresent()) {
            return new String(bytes, declared.get());
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, WINDOWS_1252);
        }
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
