package dev.parlance.job;

import dev.parlance.common.ApiException;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Language codes as jobs carry them: ISO-style, lower case, hyphenated ({@code en}, {@code es-es},
 * {@code zh-cmn}, {@code pt-pt}). The service keeps no closed list (none is published), so the
 * check is on shape: a 2–3 letter language, then optional 2–8 character subtags. Clients also
 * send {@code en-US} or {@code EN_US}; those fold to {@code en-us}.
 */
public final class Languages {
    public static final String DEFAULT = "en";
    private static final Pattern CODE = Pattern.compile("[a-z]{2,3}(-[a-z0-9]{2,8})*");

    private Languages() {
    }

    /** The normalised code, or empty when the value does not look like a language code. */
    public static Optional<String> normalize(String raw) {
        String s = raw.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        return CODE.matcher(s).matches() && s.length() <= 32 ? Optional.of(s) : Optional.empty();
    }

    /**
     * A code as people read it, in English: {@code es} "Spanish", {@code pt-br} "Portuguese (Brazil)";
     * a code Java knows no name for stays as written.
     */
    public static String name(String code) {
        if (code == null || code.isBlank()) {
            return "";
        }
        Locale locale = Locale.forLanguageTag(code);
        String language = locale.getDisplayLanguage(Locale.ENGLISH);
        if (language.isEmpty() || language.equalsIgnoreCase(locale.getLanguage())) {
            return code;
        }
        String country = locale.getDisplayCountry(Locale.ENGLISH);
        return country.isEmpty() ? language : language + " (" + country + ")";
    }

    /** A translation's languages as people read them: "English → Spanish"; one name when they are the same. */
    public static String pair(String from, String to) {
        return from == null || from.equalsIgnoreCase(to) ? name(to) : name(from) + " → " + name(to);
    }

    /**
     * A comma-separated list of codes as target_language(s) carries them (from the API or a page's
     * field), normalised, without repeats, in the order given; a part that is no code is refused
     * naming {@code parameter}.
     */
    public static List<String> list(String parameter, String raw) {
        List<String> codes = new ArrayList<>();
        for (String part : raw.split(",")) {
            if (part.isBlank()) {
                continue;
            }
            String code = normalize(part)
                    .orElseThrow(() -> ApiException.invalid(parameter, "'" + part.trim() + "' is not a language code"));
            if (!codes.contains(code)) {
                codes.add(code);
            }
        }
        return codes;
    }
}
