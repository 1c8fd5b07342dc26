package dev.parlance.job;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a "stringified dictionary" as clients send it for {@link TranscriptionOptions}: JSON, or a
 * Python literal ({@code str(dict)} gives single quotes, {@code True}/{@code False}/{@code None} and
 * tuples). Produces plain Java
 * values: {@code Map<String,Object>}, {@code List<Object>}, {@code String}, {@code Boolean},
 * {@code Long}/{@code Double}, or null. Throws {@link IllegalArgumentException} naming the position
 * of the first character it cannot read.
 */
final class LooseJson {
    private final String s;
    private int pos;

    private LooseJson(String s) {
        this.s = s;
    }

    static Object parse(String text) {
        LooseJson p = new LooseJson(text);
        Object value = p.value();
        p.skipSpace();
        if (p.pos != p.s.length()) {
            throw p.error("unexpected text after the value");
        }
        return value;
    }

    private Object value() {
        skipSpace();
        if (pos >= s.length()) {
            throw error("unexpected end");
        }
        char c = s.charAt(pos);
        return switch (c) {
            case '{' -> object();
            case '[' -> array(']');
            case '(' -> array(')');
            case '"', '\'' -> string();
            default -> literal();
        };
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        pos++;
        skipSpace();
        if (peek('}')) {
            pos++;
            return map;
        }
        while (true) {
            skipSpace();
            Object key = value();
            if (!(key instanceof String name)) {
                throw error("object keys must be strings");
            }
            skipSpace();
            expect(':');
            map.put(name, value());
            skipSpace();
            if (peek(',')) {
                pos++;
                skipSpace();
                if (peek('}')) {
                    pos++;
                    return map;
                }
                continue;
            }
            expect('}');
            return map;
        }
    }

    private List<Object> array(char close) {
        List<Object> list = new ArrayList<>();
        pos++;
        skipSpace();
        if (peek(close)) {
            pos++;
            return list;
        }
        while (true) {
            list.add(value());
            skipSpace();
            if (peek(',')) {
                pos++;
                skipSpace();
                if (peek(close)) {
                    pos++;
                    return list;
                }
                continue;
            }
            expect(close);
            return list;
        }
    }

    private String string() {
        char quote = s.charAt(pos++);
        StringBuilder out = new StringBuilder();
        while (pos < s.length()) {
            char c = s.charAt(pos++);
            if (c == quote) {
                return out.toString();
            }
            if (c == '\\' && pos < s.length()) {
                char e = s.charAt(pos++);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case 'r' -> out.append('\r');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'u' -> {
                        if (pos + 4 > s.length()) {
                            throw error("bad \\u escape");
                        }
                        out.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
                        pos += 4;
                    }
                    default -> out.append(e);
                }
            } else {
                out.append(c);
            }
        }
        throw error("unterminated string");
    }

    private Object literal() {
        int start = pos;
        while (pos < s.length() && ",:]})} \t\r\n".indexOf(s.charAt(pos)) < 0) {
            pos++;
        }
        String word = s.substring(start, pos);
        switch (word) {
            case "true", "True" -> {
                return Boolean.TRUE;
            }
            case "false", "False" -> {
                return Boolean.FALSE;
            }
            case "null", "None" -> {
                return null;
            }
            default -> {
            }
        }
        try {
            if (word.matches("-?\\d+")) {
                return Long.parseLong(word);
            }
            return Double.parseDouble(word);
        } catch (NumberFormatException e) {
            pos = start;
            throw error("cannot read '" + word + "'");
        }
    }

    private void skipSpace() {
        while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
            pos++;
        }
    }

    private boolean peek(char c) {
        return pos < s.length() && s.charAt(pos) == c;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private IllegalArgumentException error(String why) {
        return new IllegalArgumentException(why + " at position " + pos);
    }
}
