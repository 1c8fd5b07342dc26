package dev.parlance.api.doc;

import java.util.List;

/**
 * One parameter of a v1 route, as clients send it: in the query string, or in a form or JSON body
 * on POST (compat-notes: the three are merged).
 *
 * @param aliases other spellings the route accepts for the same parameter
 * @param values  the accepted values, when they are a fixed list (case-insensitive unless said)
 */
public record Param(String name, Type type, boolean required, String description, List<String> values, List<String> aliases) {

    /** How a value is written. */
    public enum Type {
        STRING, HEX_ID, INTEGER, BOOLEAN, DATE, LIST, URL
    }

    static Param required(String name, Type type, String description) {
        return new Param(name, type, true, description, List.of(), List.of());
    }

    static Param optional(String name, Type type, String description) {
        return new Param(name, type, false, description, List.of(), List.of());
    }

    Param oneOf(List<String> accepted) {
        return new Param(name, type, required, description, List.copyOf(accepted), aliases);
    }

    Param alias(String... others) {
        return new Param(name, type, required, description, values, List.of(others));
    }
}
