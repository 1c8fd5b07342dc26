package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.TokenService;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.guidelines.CustomGuidelines;
import dev.parlance.guidelines.GuidelinesSource;
import dev.parlance.guidelines.GuidelinesStored;
import dev.parlance.parameters.ApiParams;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.web.bind.annotation.RestController;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * add_custom_guidelines: GET with {@code guidelines_url} (and {@code is_html} for a web page), POST
 * with a multipart field {@code file}, or {@code guidelines_data} text (query, form, JSON or a
 * multipart text field). Exactly one of them. Not versioned in the spec, so {@code v} is not checked.
 */
@RestController
class GuidelinesController {
    /** The largest guidelines file taken, plus room for a multipart body's own lines. */
    private static final int MAX_BODY = 5 * 1024 * 1024 + 64 * 1024;

    private final TokenService tokens;
    private final CustomGuidelines guidelines;
    private final ApiParamsResolver resolver;

    GuidelinesController(TokenService tokens, CustomGuidelines guidelines, ApiParamsResolver resolver) {
        this.tokens = tokens;
        this.guidelines = guidelines;
        this.resolver = resolver;
    }

    /** {@code {"CUSTOM_GUIDELINES_STORED": {"full_html", "storage_data": {"path", "account", "bucket", "size"}}}}. */
    @RawBody
    @ApiRoute("/api/job/add_custom_guidelines")
    Map<String, Object> add(ApiParams p, HttpServletRequest request) throws IOException {
        Optional<FormBody.FilePart> file = FormBody.read(request, p, resolver, "file", MAX_BODY);
        Account caller = tokens.authenticate(p.apiToken());
        String jobId = p.requiredId("job_id");
        if ("POST".equals(request.getMethod()) && p.has("guidelines_url")) {
            throw new ApiException(ErrorType.INVALID_QUERY, "add_custom_guidelines by POST takes a file or guidelines_data"
                    + " and must not carry guidelines_url; use GET for guidelines at a URL");
        }
        GuidelinesStored stored = guidelines.add(caller, jobId, source(p, file));
        Map<String, Object> storage = new LinkedHashMap<>();
        storage.put("path", stored.path());
        storage.put("account", stored.account());
        storage.put("bucket", stored.bucket());
        storage.put("size", stored.size());
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("full_html", stored.fullHtml());
        result.put("storage_data", storage);
        return Map.of("CUSTOM_GUIDELINES_STORED", result);
    }

    private static GuidelinesSource source(ApiParams p, Optional<FormBody.FilePart> file) {
        List<GuidelinesSource> sources = new ArrayList<>();
        p.text("guidelines_url").ifPresent(url -> sources.add(new GuidelinesSource.FromUrl(url, p.bool("is_html", false))));
        file.ifPresent(f -> sources.add(new GuidelinesSource.FromFile(f.bytes(), f.fileName(), f.contentType())));
        p.text("guidelines_data").ifPresent(text -> sources.add(new GuidelinesSource.FromText(text)));
        if (sources.isEmpty()) {
            throw new ApiException(ErrorType.MISSING_PARAMETER, "Missing the guidelines: send guidelines_url (GET),"
                    + " a multipart/form-data field named file (POST), or guidelines_data");
        }
        if (sources.size() > 1) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Send the guidelines one way only: guidelines_url, a file"
                    + " or guidelines_data");
        }
        return sources.getFirst();
    }
}
