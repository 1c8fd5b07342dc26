package dev.parlance.parameters;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import dev.parlance.common.Lenient;
import dev.parlance.common.TextRules;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The parameters of one v1 call, merged from the query string, a form body and a JSON body (see
 * {@code api.v1.ApiParamsResolver}). Names are matched case-insensitively because clients disagree on
 * case ({@code ExternalID}/{@code ExternalId}, {@code username}/{@code Username}). Every typed read
 * goes through {@link Lenient}, so there is one way to read a boolean, list, date or number.
 */
public final class ApiParams {
    /** Passwords and keys: any characters the account chose; they are only hashed and compared. */
    private static final Set<String> SECRETS = Set.of("password", "new_password", "securekey", "api_token");

    private final Map<String, List<String>> values = new LinkedHashMap<>();

    public ApiParams add(String name, String value) {
        values.computeIfAbsent(name.toLowerCase(Locale.ROOT), k -> new ArrayList<>()).add(value);
        return this;
    }

    /**
     * The first value of the first name present (aliases are passed as further names). Every value
     * read passes {@link TextRules} as multi-line text (no NUL or other control character), except
     * the secrets, which are compared, never stored or shown.
     */
    public Optional<String> string(String... names) {
        for (String name : names) {
            List<String> v = values.get(name.toLowerCase(Locale.ROOT));
            if (v != null && !v.isEmpty()) {
                return Optional.of(checked(name, v.getFirst(), TextRules.Shape.MULTI_LINE));
            }
        }
        return Optional.empty();
    }

    /** Like {@link #text} for a name or identifier: one line, so no tab or line break either. */
    public Optional<String> line(String... names) {
        return text(names).map(v -> checked(names[0], v, TextRules.Shape.SINGLE_LINE));
    }

    private static String checked(String name, String value, TextRules.Shape shape) {
        if (!SECRETS.contains(name.toLowerCase(Locale.ROOT))) {
            TextRules.problem(value, shape).ifPresent(why -> {
                throw ApiException.invalid(name, why);
            });
        }
        return value;
    }

    /** Like {@link #string} but an empty string counts as absent. */
    public Optional<String> text(String... names) {
        return string(names).filter(s -> !s.isEmpty());
    }

    public String required(String name) {
        return text(name).orElseThrow(() -> ApiException.missing(name));
    }

    public boolean has(String name) {
        return values.containsKey(name.toLowerCase(Locale.ROOT));
    }

    public Optional<Boolean> bool(String... names) {
        Optional<String> raw = text(names);
        if (raw.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Lenient.bool(raw.get())
                .orElseThrow(() -> ApiException.invalid(names[0], "expected a boolean, got '" + raw.get() + "'")));
    }

    public boolean bool(String name, boolean fallback) {
        return bool(name).orElse(fallback);
    }

    /**
     * An integer that must fit a Java int: a larger value is refused rather than wrapped around
     * (-4294967254 would otherwise read as 42). Ranges of meaning are checked where the value is
     * used (the caption library's option records, JobService).
     */
    public Optional<Integer> intValue(String... names) {
        return integer(names).map(v -> toInt(names[0], v));
    }

    private static int toInt(String name, long value) {
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw ApiException.invalid(name, value + " is out of range");
        }
        return (int) value;
    }

    public Optional<Long> integer(String... names) {
        Optional<String> raw = text(names);
        if (raw.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Lenient.integer(raw.get())
                .orElseThrow(() -> ApiException.invalid(names[0], "expected an integer, got '" + raw.get() + "'")));
    }

    public Optional<Instant> instant(String... names) {
        Optional<String> raw = text(names);
        if (raw.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Lenient.instant(raw.get())
                .orElseThrow(() -> ApiException.invalid(names[0], "expected an ISO 8601 date, got '" + raw.get() + "'")));
    }

    /**
     * A list given as a JSON array string, a tuple, a comma-separated string, or repeated
     * parameters; absent gives empty.
     */
    public Optional<List<String>> list(String... names) {
        for (String name : names) {
            List<String> raw = values.get(name.toLowerCase(Locale.ROOT));
            if (raw == null || raw.isEmpty()) {
                continue;
            }
            raw.forEach(r -> checked(name, r, TextRules.Shape.MULTI_LINE));
            List<String> items = new ArrayList<>();
            if (raw.size() > 1) {
                raw.forEach(r -> items.addAll(Lenient.list(r).isEmpty() && !r.isBlank() ? List.of(r.trim()) : Lenient.list(r)));
            } else {
                items.addAll(Lenient.list(raw.getFirst()));
            }
            return Optional.of(items);
        }
        return Optional.empty();
    }

    /** A job id or other identifier: 32 hex characters (upper case is folded). */
    public String requiredId(String name) {
        String raw = required(name).trim().toLowerCase(Locale.ROOT);
        if (!Ids.isId(raw)) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Invalid " + name + ": expected 32 hexadecimal characters");
        }
        return raw;
    }

    /** The {@code v=1} rule, for the routes the spec marks as versioned. */
    public ApiParams requireVersion() {
        String v = string("v").orElseThrow(() -> ApiException.missing("v"));
        if (!v.trim().equals("1")) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Unsupported API version v=" + v + "; the only version is 1");
        }
        return this;
    }

    public String apiToken() {
        return required("api_token");
    }

    /**
     * The given parameters that are present, as a query string in a stable order (the names' order,
     * values as sent): what a signed link carries and its signature covers.
     */
    public String canonicalQuery(List<String> names) {
        StringBuilder q = new StringBuilder();
        for (String name : names) {
            for (String value : values.getOrDefault(name.toLowerCase(Locale.ROOT), List.of())) {
                if (!q.isEmpty()) {
                    q.append('&');
                }
                q.append(java.net.URLEncoder.encode(name, java.nio.charset.StandardCharsets.UTF_8)).append('=')
                        .append(java.net.URLEncoder.encode(value, java.nio.charset.StandardCharsets.UTF_8));
            }
        }
        return q.toString();
    }
}
