package dev.parlance.api.doc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns {@link V1Operations} into an OpenAPI 3.1 document (plain maps, written as JSON). Each
 * route is one path item per path and alias, with an operation per mapped method: GET carries the
 * parameters in the query string; POST takes them in the query string or a form or JSON body
 * (compat-notes "Transport"), or carries a raw file as the body with the parameters in the query
 * string. Every operation answers errors as {@code 400 {ErrorType, ErrorComment}}.
 */
final class OpenApiDocument {
    static final String VERSION = "3.1.0";
    private static final Map<String, Object> ERROR_ANSWER = Map.of("description",
            "every failure, unknown routes and internal errors included",
            "content", Map.of("application/json", Map.of("schema", V1Schemas.ref("Error"))));

    private OpenApiDocument() {
    }

    /** The document for a production deployment, or for the sandbox (which refuses some routes). */
    static Map<String, Object> build(List<Operation> operations, boolean sandbox) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("openapi", VERSION);
        doc.put("info", Map.of(
                "title", sandbox ? "Parlance v1 API (sandbox)" : "Parlance v1 API",
                "version", "1",
                "description", "The job-based transcription and captioning API that existing client libraries speak."
                        + " Every route answers GET and POST; POST parameters may also come as a form or JSON body."
                        + " Booleans accept true/false/t/f/y/n/yes/no/1/0 in any case; lists a JSON array string,"
                        + " repeated parameters or commas. Unknown parameters are ignored."
                        + (sandbox ? " This is the sandbox: transcripts are samples, and the routes marked"
                        + " x-parlance-sandbox false answer NOT_IMPLEMENTED." : "")));
        List<Map<String, Object>> tags = new ArrayList<>();
        operations.stream().map(Operation::tag).distinct().forEach(t -> tags.add(Map.of("name", t)));
        doc.put("tags", tags);
        Map<String, Object> paths = new LinkedHashMap<>();
        for (Operation op : operations) {
            for (String path : op.paths()) {
                Map<String, Object> item = new LinkedHashMap<>();
                for (String method : op.methods()) {
                    item.put(method.toLowerCase(Locale.ROOT), operation(op, path, method, sandbox));
                }
                paths.put(path, item);
            }
        }
        doc.put("paths", paths);
        doc.put("components", Map.of(
                "schemas", V1Schemas.all(),
                "securitySchemes", Map.of("apiToken", Map.of("type", "apiKey", "in", "query", "name", "api_token",
                        "description", "a session token from /api/account/login (a long-term key is accepted too)"))));
        return doc;
    }

    private static Map<String, Object> operation(Operation op, String path, String method, boolean sandbox) {
        boolean get = method.equals("GET");
        boolean rawBody = !get && op.body() == Operation.Body.RAW_FILE;
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("tags", List.of(op.tag()));
        o.put("summary", op.summary());
        o.put("description", description(op, path, sandbox));
        o.put("operationId", op.operationId(path, method));
        List<Map<String, Object>> params = new ArrayList<>();
        if (op.versioned()) {
            params.add(Map.of("name", "v", "in", "query", "required", get || rawBody,
                    "description", "API version", "schema", V1Schemas.enumOf(List.of("1"))));
        }
        for (Param p : op.params()) {
            if (rawBody && p.type() == Param.Type.URL && p.description().startsWith("GET only")) {
                continue; // POST carries the file itself and refuses the URL
            }
            // A required parameter of a POST may come in the body instead of the query string.
            params.add(parameter(p, p.required() && (get || rawBody)));
        }
        o.put("parameters", params);
        if (!get) {
            o.put("requestBody", requestBody(op));
        }
        o.put("responses", responses(op));
        o.put("security", op.auth() == Operation.Auth.TOKEN ? List.of(Map.of("apiToken", List.of())) : List.of());
        o.put("x-parlance-sandbox", op.onSandbox());
        return o;
    }

    private static String description(Operation op, String path, boolean sandbox) {
        StringBuilder text = new StringBuilder(op.description());
        if (!path.equals(op.path())) {
            append(text, "An alias of " + op.path() + ".");
        }
        for (String alias : op.paths().subList(1, op.paths().size())) {
            if (path.equals(op.path())) {
                append(text, "Also served as " + alias + ".");
            }
        }
        if (!op.versioned()) {
            append(text, "v is not checked on this route.");
        }
        if (op.auth() == Operation.Auth.SIGNED_LINK) {
            append(text, "The link's signature is the credential: no api_token.");
        }
        if (!op.onSandbox()) {
            append(text, sandbox ? "Not offered here: answers NOT_IMPLEMENTED." : "Not offered on the sandbox.");
        }
        return text.toString();
    }

    private static void append(StringBuilder text, String sentence) {
        text.append(text.isEmpty() ? "" : " ").append(sentence);
    }

    static Map<String, Object> parameter(Param p, boolean required) {
        Map<String, Object> param = new LinkedHashMap<>();
        param.put("name", p.name());
        param.put("in", "query");
        param.put("required", required);
        String description = p.description();
        if (!p.aliases().isEmpty()) {
            description = (description + " (also spelled " + String.join(", ", p.aliases()) + ")").trim();
        }
        if (!description.isEmpty()) {
            param.put("description", description);
        }
        param.put("schema", schema(p));
        return param;
    }

    private static Map<String, Object> schema(Param p) {
        Map<String, Object> s = new LinkedHashMap<>();
        switch (p.type()) {
            case INTEGER -> s.put("type", "integer");
            case BOOLEAN -> {
                s.put("type", "string");
                s.put("pattern", "^(?i)(true|false|t|f|y|n|yes|no|1|0)$");
            }
            case HEX_ID -> {
                s.put("type", "string");
                s.put("pattern", "^[0-9a-f]{32}$");
            }
            case DATE -> {
                s.put("type", "string");
                s.put("description", "ISO 8601: a bare date, or a date-time with 0-9 fractional digits and an optional offset");
            }
            case LIST -> {
                s.put("type", "string");
                s.put("description", "a JSON array string, repeated parameters or comma-separated values");
            }
            case URL -> {
                s.put("type", "string");
                s.put("format", "uri");
            }
            case STRING -> s.put("type", "string");
        }
        if (!p.values().isEmpty()) {
            s.put(p.type() == Param.Type.LIST ? "x-parlance-items" : "enum", p.values());
        }
        return s;
    }

    private static Map<String, Object> requestBody(Operation op) {
        Map<String, Object> content = new LinkedHashMap<>();
        switch (op.body()) {
            case RAW_FILE -> content.put("*/*", Map.of("schema", Map.of("type", "string", "contentMediaType", "application/octet-stream"),
                    "x-parlance-note", "the raw bytes of the file, whatever the Content-Type says"));
            case MULTIPART_FILE -> {
                Map<String, Object> form = bodySchema(op);
                @SuppressWarnings("unchecked")
                Map<String, Object> props = (Map<String, Object>) form.get("properties");
                props.put("file", Map.of("type", "string", "contentMediaType", "application/octet-stream"));
                content.put("multipart/form-data", Map.of("schema", form));
                content.put("application/x-www-form-urlencoded", Map.of("schema", bodySchema(op)));
            }
            case PARAMETERS -> {
                content.put("application/x-www-form-urlencoded", Map.of("schema", bodySchema(op)));
                content.put("application/json", Map.of("schema", bodySchema(op)));
            }
        }
        return Map.of("required", op.body() == Operation.Body.RAW_FILE, "content", content,
                "description", op.body() == Operation.Body.RAW_FILE ? "the file"
                        : "the parameters, merged with the query string's (the Content-Type is not trusted)");
    }

    private static Map<String, Object> bodySchema(Operation op) {
        Map<String, Object> props = new LinkedHashMap<>();
        if (op.versioned()) {
            props.put("v", V1Schemas.enumOf(List.of("1")));
        }
        op.params().forEach(p -> props.put(p.name(), schema(p)));
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "object");
        s.put("properties", props);
        return s;
    }

    private static Map<String, Object> responses(Operation op) {
        Operation.Answer a = op.answer();
        Map<String, Object> ok = new LinkedHashMap<>();
        ok.put("description", a.description());
        if (a.mediaType() != null) {
            Map<String, Object> content = new LinkedHashMap<>();
            content.put(a.mediaType(), Map.of("schema", a.schema() != null ? V1Schemas.ref(a.schema())
                    : Map.of("type", "string", "contentMediaType", a.mediaType())));
            if (a.orJson() != null) {
                content.put("application/json", Map.of("schema", V1Schemas.ref(a.orJson())));
            }
            ok.put("content", content);
        }
        Map<String, Object> responses = new LinkedHashMap<>();
        responses.put(String.valueOf(a.status()), ok);
        if (a.schema() == null && "application/octet-stream".equals(a.mediaType())) {
            responses.put("206", Map.of("description", "the requested range of the file (Range header)"));
        }
        responses.put("400", ERROR_ANSWER);
        return responses;
    }
}
