package dev.parlance.api.v1;

import dev.parlance.common.ErrorType;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import tools.jackson.databind.JsonNode;

import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The API document ({@code /api/openapi.json}) against the running service: the routes it names are
 * exactly the v1 routes Spring has mapped (with their methods), it is valid OpenAPI 3.1, and what
 * it says of each route (v checked or not, the sandbox's refusals, the error shape) is what the
 * routes do.
 */
class ApiDocumentApiTest extends ApiTestSupport {
    /** The document and its page are not v1 routes. */
    private static final Set<String> NOT_V1 = Set.of("/api/openapi.json", "/api/docs");

    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    RequestMappingHandlerMapping mappings;

    private JsonNode document() {
        ApiResponse answer = api.get("/api/openapi.json");
        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.contentType()).startsWith("application/json");
        return answer.json();
    }

    @Test
    void everyMappedRouteIsDocumentedAndEveryDocumentedRouteIsMapped() {
        Set<String> mapped = new TreeSet<>();
        for (RequestMappingInfo info : mappings.getHandlerMethods().keySet()) {
            for (String path : info.getPatternValues()) {
                if (path.startsWith("/api/") && !NOT_V1.contains(path)) {
                    info.getMethodsCondition().getMethods().forEach(m -> mapped.add(m.name() + " " + path));
                }
            }
        }
        Set<String> documented = new TreeSet<>();
        document().path("paths").properties().forEach(path -> path.getValue().properties()
                .forEach(method -> documented.add(method.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey())));

        assertThat(mapped).contains("GET /api/job/del", "POST /api/job/del", "PUT /api/job/upload_media");
        assertThat(documented).isEqualTo(mapped);
    }

    @Test
    void theDocumentIsValidOpenApi31() {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        SwaggerParseResult parsed = new OpenAPIV3Parser().readContents(api.get("/api/openapi.json").body(), null, options);

        assertThat(parsed.getMessages()).isEmpty();
        assertThat(parsed.getOpenAPI().getSpecVersion()).isEqualTo(SpecVersion.V31);
        assertThat(parsed.getOpenAPI().getPaths()).containsKey("/api/job/perform_transcription");
    }

    @Test
    void everyRouteAnswersBothGetAndPostAndItsErrorsAreTheDocumentedShape() {
        JsonNode doc = document();
        List<String> errorTypes = new ArrayList<>();
        doc.path("components").path("schemas").path("Error").path("properties").path("ErrorType").path("enum")
                .forEach(v -> errorTypes.add(v.asString()));
        assertThat(errorTypes).containsExactlyElementsOf(Arrays.stream(ErrorType.values()).map(Enum::name).toList());

        doc.path("paths").properties().forEach(path -> {
            JsonNode item = path.getValue();
            if (!path.getKey().startsWith("/api/job/media_file") && !path.getKey().startsWith("/api/job/deliverable_file")
                    && !path.getKey().startsWith("/api/job/upload_media")) {
                assertThat(item.has("get") && item.has("post")).as(path.getKey() + " answers GET and POST").isTrue();
            }
            item.properties().forEach(method -> {
                JsonNode op = method.getValue();
                assertThat(op.path("responses").path("400").path("content").path("application/json").path("schema")
                        .path("$ref").asString()).as(method.getKey() + " " + path.getKey()).isEqualTo("#/components/schemas/Error");
                // Called without any parameter, the route fails with a documented error in that shape.
                ApiResponse answer = api.send(HttpRequest.newBuilder(api.uri(path.getKey(), ""))
                        .method(method.getKey().toUpperCase(Locale.ROOT), HttpRequest.BodyPublishers.noBody()));
                assertThat(answer.status()).as(method.getKey() + " " + path.getKey()).isEqualTo(400);
                assertThat(errorTypes).contains(answer.json().path("ErrorType").asString());
                assertThat(answer.json().path("ErrorComment").isString()).isTrue();
            });
        });
    }

    /** The document says which routes check v; calling each without any parameter shows whether it does. */
    @Test
    void theRoutesDocumentedAsVersionedAreTheOnesThatRequireV() {
        document().path("paths").properties().forEach(path -> {
            JsonNode get = path.getValue().path("get");
            if (get.isMissingNode()) {
                return;
            }
            boolean documented = false;
            for (JsonNode p : get.path("parameters")) {
                documented |= p.path("name").asString().equals("v") && p.path("required").asBoolean();
            }
            String comment = api.get(path.getKey()).json().path("ErrorComment").asString();
            assertThat(comment.equals("Missing required parameter: v")).as(path.getKey() + ": " + comment).isEqualTo(documented);
        });
    }

    @Test
    void theRoutesDocumentedAsNotOnTheSandboxAreTheOnesItRefuses() {
        Set<String> documented = new TreeSet<>();
        document().path("paths").properties().forEach(path -> {
            if (!path.getValue().path("get").path("x-parlance-sandbox").asBoolean(true)) {
                documented.add(path.getKey());
            }
        });
        assertThat(documented).isEqualTo(new TreeSet<>(SandboxRoutes.NOT_ON_SANDBOX));
    }

    @Test
    void thePageShowsEveryRouteFromTheSameModel() {
        ApiResponse page = api.get("/api/docs");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.contentType()).startsWith("text/html");
        String text = page.body().replaceAll("<wbr/?>", ""); // a route's line-break hints
        document().path("paths").properties().forEach(path -> assertThat(text).contains(path.getKey()));
        assertThat(page.body()).contains("perform_transcription", "transcription_fidelity", "NOT_IMPLEMENTED", "not on the sandbox");
    }
}
