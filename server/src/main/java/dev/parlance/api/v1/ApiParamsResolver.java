package dev.parlance.api.v1;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.parameters.ApiParams;
import jakarta.servlet.http.HttpServletRequest;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.springframework.core.MethodParameter;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Builds {@link ApiParams} for a handler: query string first, then the body read as a JSON object
 * when it looks like one and as form encoding otherwise, whatever Content-Type says. The query
 * string is parsed here rather than through the servlet parameter map, because asking the
 * container for parameters would consume a form-typed raw upload.
 */
@Component
class ApiParamsResolver implements HandlerMethodArgumentResolver {
    /** Parameter bodies are small; a larger one is not a parameter body. */
    private static final int MAX_PARAM_BODY = 1 << 20;

    private final JsonMapper json = JsonMapper.builder().build();

    @Override
    public boolean supportsParameter(MethodParameter parameter) {
        return parameter.getParameterType() == ApiParams.class;
    }

    @Override
    public Object resolveArgument(MethodParameter parameter, ModelAndViewContainer mav, NativeWebRequest webRequest,
                                  WebDataBinderFactory binderFactory) throws IOException {
        HttpServletRequest request = webRequest.getNativeRequest(HttpServletRequest.class);
        ApiParams params = new ApiParams();
        parseForm(request.getQueryString(), params);
        boolean rawBody = parameter.getMethod() != null && parameter.getMethod().isAnnotationPresent(RawBody.class);
        if (!rawBody) {
            readBody(request, params);
        }
        return params;
    }

    private void readBody(HttpServletRequest request, ApiParams params) throws IOException {
        byte[] body;
        try (InputStream in = request.getInputStream()) {
            body = in.readNBytes(MAX_PARAM_BODY + 1);
        }
        if (body.length > MAX_PARAM_BODY) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Request body too large for parameters");
        }
        String text = new String(body, StandardCharsets.UTF_8).strip();
        if (text.isEmpty()) {
            // The container may have parsed a form body already (a filter asked for a parameter).
            // Its parameter map holds the query string's values too, first (Servlet spec 3.1.1):
            // those were added above, and adding them again would double every list parameter.
            Map<String, Integer> fromQuery = new HashMap<>();
            forEachPair(request.getQueryString(), (name, value) -> fromQuery.merge(name, 1, Integer::sum));
            for (Map.Entry<String, String[]> e : containerParameters(request).entrySet()) {
                String[] values = e.getValue();
                for (int i = fromQuery.getOrDefault(e.getKey(), 0); i < values.length; i++) {
                    params.add(e.getKey(), values[i]);
                }
            }
            return;
        }
        addBodyText(text, params);
    }

    /** A parameter body's text (stripped, not empty): a JSON object when it looks like one, else form encoding. */
    void addBodyText(String text, ApiParams params) {
        if (text.startsWith("{")) {
            readJson(text, params);
        } else {
            parseForm(text, params);
        }
    }

    private void readJson(String text, ApiParams params) {
        JsonNode root;
        try {
            root = json.readTree(text);
        } catch (RuntimeException e) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Request body is not valid JSON: " + e.getMessage());
        }
        for (Map.Entry<String, JsonNode> e : root.properties()) {
            JsonNode v = e.getValue();
            if (v.isNull()) {
                continue;
            }
            if (v.isArray()) {
                // Lists travel on as their JSON text; ApiParams.list reads that form.
                params.add(e.getKey(), v.toString());
            } else if (v.isObject()) {
                params.add(e.getKey(), v.toString());
            } else {
                params.add(e.getKey(), v.asString());
            }
        }
    }

    static void parseForm(String encoded, ApiParams params) {
        forEachPair(encoded, params::add);
    }

    private static void forEachPair(String encoded, BiConsumer<String, String> pairs) {
        if (encoded == null || encoded.isEmpty()) {
            return;
        }
        for (String pair : encoded.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String name = eq < 0 ? pair : pair.substring(0, eq);
            String value = eq < 0 ? "" : pair.substring(eq + 1);
            pairs.accept(decode(name), decode(value));
        }
    }

    /**
     * The container's parameters, or none when it cannot decode them (a stray '%' in the query):
     * the query's values were already taken, leniently, above.
     */
    private static Map<String, String[]> containerParameters(HttpServletRequest request) {
        try {
            return request.getParameterMap();
        } catch (InvalidParameterException e) {
            return Map.of();
        }
    }

    private static String decode(String s) {
        try {
            return URLDecoder.decode(s, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            // A stray '%' that is not an escape: keep the text as sent rather than fail the call.
            return s;
        }
    }
}
