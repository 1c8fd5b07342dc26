package dev.parlance.api.doc;

import java.util.List;

/**
 * One v1 route as the service answers it.
 *
 * @param paths     the route and its aliases (all answer the same way)
 * @param methods   the HTTP methods mapped (v1 routes: GET and POST)
 * @param tag       the group the page and the document list it under
 * @param versioned whether {@code v=1} is required (compat-notes: not on every route)
 * @param auth      how the caller proves who it is
 * @param body      what a POST body carries besides parameters
 * @param answer    the success answer
 * @param onSandbox whether the sandbox deployment offers it (else NOT_IMPLEMENTED there)
 */
public record Operation(List<String> paths, List<String> methods, String tag, String summary, String description,
                 boolean versioned, Auth auth, List<Param> params, Body body, Answer answer, boolean onSandbox) {

    /** How a call is authorized. */
    public enum Auth {
        /** {@code api_token}: a session token from login (or a long-term key). */
        TOKEN,
        /** Login itself: username with password or long-term key. */
        CREDENTIALS,
        /** A link the service signed ({@code expires}, {@code signature}): no token. */
        SIGNED_LINK
    }

    /** What a POST body may carry. */
    public enum Body {
        /** Parameters only, in a form or JSON object body (or none). */
        PARAMETERS,
        /** The raw bytes of a file, whatever the Content-Type says; parameters in the query string. */
        RAW_FILE,
        /** A multipart/form-data field named {@code file}, or parameters. */
        MULTIPART_FILE
    }

    /**
     * The success answer.
     *
     * @param status    HTTP status
     * @param mediaType content type ({@code null} with no body)
     * @param schema    name of a component schema, or {@code null} for a file or no body
     * @param orJson    a JSON schema the route answers instead when asked (get_caption's build_url), or {@code null}
     */
    public record Answer(int status, String mediaType, String schema, String description, String orJson) {
    }

    public String path() {
        return paths.getFirst();
    }

    /** The operation id of a path and method, e.g. {@code job_info_post}. */
    String operationId(String path, String method) {
        return path.substring("/api/".length()).replace('/', '_') + "_" + method.toLowerCase(java.util.Locale.ROOT);
    }
}
