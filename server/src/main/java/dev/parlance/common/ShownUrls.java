package dev.parlance.common;

import java.util.regex.Pattern;

/**
 * URLs as people and logs see them: a password in the userinfo ({@code https://ann:secret@host/})
 * is masked ({@code https://ann:***@host/}), since task histories, error comments and logs are read
 * by more people, and kept longer, than the URL's owner meant the password for.
 */
public final class ShownUrls {
    /** scheme://user:password@ — the password is what follows the first colon of the userinfo. */
    private static final Pattern PASSWORD = Pattern.compile("^([A-Za-z][A-Za-z0-9+.-]*://[^/?#@:]*):[^/?#@]*@");

    private ShownUrls() {
    }

    public static String masked(Object url) {
        return url == null ? null : PASSWORD.matcher(url.toString()).replaceFirst("$1:***@");
    }
}
