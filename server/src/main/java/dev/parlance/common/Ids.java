package dev.parlance.common;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.regex.Pattern;

/** Identifiers, tokens and keys: 32 lower-case hex characters (128 random bits), as clients expect. */
public final class Ids {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Pattern HEX32 = Pattern.compile("[0-9a-f]{32}");

    private Ids() {
    }

    public static String newId() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** True for a well-formed id; clients sometimes send upper case, which we fold before checking. */
    public static boolean isId(String s) {
        return s != null && HEX32.matcher(s).matches();
    }
}
