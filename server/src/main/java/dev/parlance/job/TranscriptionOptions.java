package dev.parlance.job;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Lenient;
import dev.parlance.common.TextRules;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The {@code options} of perform_transcription: parsed from the stringified dictionary (JSON or a
 * Python literal), validated against the spec's option table with {@code INVALID_OPTION} errors
 * that name the option, and normalised (booleans as booleans, lists as string lists, metadata as a
 * flat string map) for storage as JSON and display in Job Info.
 */
public record TranscriptionOptions(Map<String, Object> values) {
    public static final TranscriptionOptions NONE = new TranscriptionOptions(Map.of());

    static final Set<String> IWP_NAMES = Set.of("MECHANICAL", "PREMIUM", "INTERIM_PROFESSIONAL", "PROFESSIONAL",
            "SPEAKER_ID", "FINAL", "CUSTOMER_APPROVED_RETURN", "CUSTOMER_APPROVED_TRANSLATION");
    private static final int NOTES_MAX = 1000;
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Logger LOG = LoggerFactory.getLogger(TranscriptionOptions.class);

    private enum Kind { BOOLEAN, TEXT, CHOICE, CHOICES, FLAT_MAP }

    private record Spec(String label, Kind kind, Set<String> allowed) {
    }

    /** The option table of the spec, in its order. */
    private static final Map<String, Spec> SPECS = specs();

    private static Map<String, Spec> specs() {
        Map<String, Spec> m = new LinkedHashMap<>();
        m.put("customer_approval_steps", new Spec("Customer Approval Steps", Kind.CHOICES, Set.of("TRANSLATION", "RETURN")));
        m.put("customer_approval_tool", new Spec("Customer Approval Tool", Kind.CHOICE, Set.of("AMARA", "CIELO24")));
        m.put("custom_metadata", new Spec("Custom Metadata", Kind.FLAT_MAP, Set.of()));
        m.put("notes", new Spec("Notes", Kind.TEXT, Set.of()));
        m.put("return_iwp", new Spec("Return Interim Work Products", Kind.CHOICES, IWP_NAMES));
        m.put("speaker_id", new Spec("Speaker Identification", Kind.BOOLEAN, Set.of()));
        m.put("enable_true_verbatim", new Spec("True Verbatim", Kind.BOOLEAN, Set.of()));
        m.put("first_pass_campaign", new Spec("First Pass Campaign", Kind.CHOICE,
                Set.of("NORMAL", "GENERAL_CONTENT", "TRUE_VERBATIM")));
        m.put("generate_media_intelligence_iwp", new Spec("Generate Media Intelligence", Kind.CHOICES, IWP_NAMES));
        m.put("audio_description", new Spec("Audio Description", Kind.BOOLEAN, Set.of()));
        m.put("on_screen_text", new Spec("On-Screen Text", Kind.BOOLEAN, Set.of()));
        m.put("music_lyrics", new Spec("Music Lyrics", Kind.BOOLEAN, Set.of()));
        m.put("custom_special_handling", new Spec("Custom Special Handling", Kind.BOOLEAN, Set.of()));
        return m;
    }

    private static final Map<String, String> ALIASES = Map.of(
            "generate_media_intelligence_for_iwp", "generate_media_intelligence_iwp");

    public TranscriptionOptions {
        values = Map.copyOf(values);
    }

    /** Parses and validates the raw {@code options} parameter; null or blank gives {@link #NONE}. */
    public static TranscriptionOptions parse(String raw) {
        if (raw == null || raw.isBlank()) {
            return NONE;
        }
        Object parsed;
        try {
            parsed = LooseJson.parse(raw);
        } catch (IllegalArgumentException e) {
            throw new ApiException(ErrorType.INVALID_OPTION, "options is not a dictionary: " + e.getMessage());
        }
        if (!(parsed instanceof Map<?, ?> map)) {
            throw new ApiException(ErrorType.INVALID_OPTION, "options must be a dictionary of option names to values");
        }
        Map<String, Object> normalised = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            String name = ALIASES.getOrDefault(String.valueOf(e.getKey()), String.valueOf(e.getKey()));
            Spec spec = SPECS.get(name);
            if (spec == null) {
                throw new ApiException(ErrorType.INVALID_OPTION, "Unknown option: " + e.getKey());
            }
            normalised.put(name, normalise(name, spec, e.getValue()));
        }
        return new TranscriptionOptions(normalised);
    }

    private static Object normalise(String name, Spec spec, Object value) {
        return switch (spec.kind()) {
            case BOOLEAN -> value instanceof Boolean b ? b : Lenient.bool(String.valueOf(value))
                    .orElseThrow(() -> invalid(name, "expected true or false, got '" + value + "'"));
            case TEXT -> {
                String text = value == null ? "" : String.valueOf(value);
                if (name.equals("notes") && text.length() > NOTES_MAX) {
                    throw invalid(name, "at most " + NOTES_MAX + " characters, got " + text.length());
                }
                yield wellFormed(name, text, TextRules.Shape.MULTI_LINE);
            }
            case CHOICE -> {
                String choice = String.valueOf(value).trim().toUpperCase(Locale.ROOT);
                if (!spec.allowed().contains(choice)) {
                    throw invalid(name, "'" + value + "' is not one of " + sorted(spec.allowed()));
                }
                yield choice;
            }
            case CHOICES -> {
                List<String> items = new ArrayList<>();
                for (Object item : asList(value)) {
                    String choice = String.valueOf(item).trim().toUpperCase(Locale.ROOT);
                    if (!spec.allowed().contains(choice)) {
                        throw invalid(name, "'" + item + "' is not one of " + sorted(spec.allowed()));
                    }
                    if (!items.contains(choice)) {
                        items.add(choice);
                    }
                }
                yield items;
            }
            case FLAT_MAP -> flatMap(name, value);
        };
    }

    private static List<?> asList(Object value) {
        if (value instanceof List<?> list) {
            return list;
        }
        return value == null ? List.of() : Lenient.list(String.valueOf(value));
    }

    private static Map<String, String> flatMap(String name, Object value) {
        Object v = value;
        if (v instanceof String text && !text.isBlank()) {
            try {
                v = LooseJson.parse(text);
            } catch (IllegalArgumentException e) {
                throw invalid(name, "not a dictionary: " + e.getMessage());
            }
        }
        if (v == null || v instanceof String) {
            return Map.of();
        }
        if (!(v instanceof Map<?, ?> map)) {
            throw invalid(name, "expected a dictionary");
        }
        Map<String, String> flat = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            if (e.getValue() instanceof Map<?, ?> || e.getValue() instanceof List<?>) {
                throw invalid(name, "must be single-level; '" + e.getKey() + "' holds a nested value");
            }
            // Keys and values are substituted into callback URLs and DFXP headers: one line each.
            flat.put(wellFormed(name, String.valueOf(e.getKey()), TextRules.Shape.SINGLE_LINE),
                    wellFormed(name, e.getValue() == null ? "" : String.valueOf(e.getValue()), TextRules.Shape.SINGLE_LINE));
        }
        return flat;
    }

    /** JSON escapes (a backslash-u 0000) bring back control characters the options parameter's own check cannot see. */
    private static String wellFormed(String name, String text, TextRules.Shape shape) {
        TextRules.problem(text, shape).ifPresent(why -> {
            throw invalid(name, why);
        });
        return text;
    }

    private static ApiException invalid(String name, String why) {
        return new ApiException(ErrorType.INVALID_OPTION, "Invalid option " + name + ": " + why);
    }

    private static List<String> sorted(Set<String> values) {
        return values.stream().sorted().toList();
    }

    public boolean bool(String name) {
        return Boolean.TRUE.equals(values.get(name));
    }

    @SuppressWarnings("unchecked")
    public List<String> list(String name) {
        Object v = values.get(name);
        return v instanceof List<?> l ? (List<String>) l : List.of();
    }

    @SuppressWarnings("unchecked")
    public Map<String, String> customMetadata() {
        Object v = values.get("custom_metadata");
        return v instanceof Map<?, ?> m ? (Map<String, String>) m : Map.of();
    }

    public String text(String name) {
        Object v = values.get(name);
        return v == null ? null : String.valueOf(v);
    }

    public String toJson() {
        return JSON.writeValueAsString(values);
    }

    public static TranscriptionOptions fromJson(String json) {
        if (json == null || json.isBlank()) {
            return NONE;
        }
        return new TranscriptionOptions(JSON.readValue(json, new TypeReference<LinkedHashMap<String, Object>>() {
        }));
    }

    /**
     * The options as a job row stores them, read once by {@link JobRepository}. They were written
     * by us, so unreadable ones are a bug: logged, and the job stays readable without them.
     */
    static TranscriptionOptions stored(String jobId, String json) {
        try {
            return fromJson(json);
        } catch (JacksonException e) {
            LOG.error("Job {} has unreadable options {}", jobId, json, e);
            return NONE;
        }
    }

    /** Job Info's {@code Options}: {@code {name: {"label": ..., "setting": ...}}}, non-null strings. */
    public Map<String, Map<String, String>> asLabelled() {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        for (Map.Entry<String, Spec> spec : SPECS.entrySet()) {
            if (!values.containsKey(spec.getKey())) {
                continue;
            }
            Object v = values.get(spec.getKey());
            String setting = switch (v) {
                case null -> "";
                case List<?> l -> String.join(",", l.stream().map(String::valueOf).toList());
                case Map<?, ?> m -> JSON.writeValueAsString(m);
                default -> String.valueOf(v);
            };
            out.put(spec.getKey(), Map.of("label", spec.getValue().label(), "setting", setting));
        }
        return out;
    }
}
