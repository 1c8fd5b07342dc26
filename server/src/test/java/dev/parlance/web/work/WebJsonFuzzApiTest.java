package dev.parlance.web.work;

import dev.parlance.account.Role;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.WebClient;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every JSON route of the web app that reads a JSON body, found from the application's own mappings (so a
 * new route is fuzzed the day it appears), sent bodies it cannot take: the wrong content type, no
 * content type, malformed JSON, JSON of the wrong shape, an empty body. Each answer is a refusal in
 * the web app's JSON shape ({@code {error, message}}) with a 4xx status, never a 500: the probe that
 * found 58 of 147 such tries answered 500.
 */
class WebJsonFuzzApiTest extends WorkApiTestSupport {
    private record Body(String contentType, String text) {
    }

    private static final List<Body> BODIES = List.of(
            new Body("text/plain", "ask not what your country can do for you"),
            new Body(null, "{\"text\": \"hello\"}"),
            new Body("application/json", "{not json"),
            new Body("application/json", "[1, 2, 3]"),
            new Body("application/json", "{\"text\": {\"nested\": [true]}, \"turns\": 5}"),
            new Body("application/json", ""),
            new Body("application/xml", "<text>hello</text>"),
            new Body("application/json; charset=bogus-charset", "{\"text\": \"hello\"}"));

    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    RequestMappingHandlerMapping mappings;

    /**
     * The JSON routes that read a body: method, path pattern, and "optional" where the body may be left
     * out (submit and approve then take the saved draft: an empty body is a real request there).
     */
    private List<String[]> routesWithBodies() {
        Set<String> found = new TreeSet<>();
        for (var mapping : mappings.getHandlerMethods().entrySet()) {
            RequestMappingInfo info = mapping.getKey();
            RequestBody body = Arrays.stream(mapping.getValue().getMethodParameters())
                    .map(p -> p.getParameterAnnotation(RequestBody.class)).filter(java.util.Objects::nonNull)
                    .findFirst().orElse(null);
            if (body == null) {
                continue;
            }
            Set<RequestMethod> methods = info.getMethodsCondition().getMethods();
            for (String pattern : info.getPatternValues()) {
                boolean json = pattern.startsWith("/work/api/") || pattern.startsWith("/jobs/new/api/")
                        || pattern.matches("/approve/\\{[a-z]+}/api/.*");
                for (RequestMethod method : methods) {
                    if (json && (method == RequestMethod.POST || method == RequestMethod.PUT || method == RequestMethod.PATCH)) {
                        found.add(method + " " + pattern + " " + (body.required() ? "required" : "optional"));
                    }
                }
            }
        }
        return found.stream().map(s -> s.split(" ", 3)).toList();
    }

    @Test
    void everyWebJsonRouteRefusesBodiesItCannotTakeInItsJsonShapeAndNeverWith500() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker worker = newWorker(Role.TRANSCRIBER, Role.REVIEWER, Role.TRANSLATOR);
        String item = worker.itemOf(job);
        worker.post("/work/api/items/" + item + "/claim").ok();
        Worker operator = operator();
        WebClient browser = new WebClient("http://localhost:" + port);
        assertThat(browser.signIn(customer.username(), CUSTOMER_PASSWORD).status()).isEqualTo(302);
        browser.get("/jobs/new");

        List<String[]> routes = routesWithBodies();
        assertThat(routes.stream().map(r -> r[1]))
                .contains("/work/api/items/{id}/draft", "/jobs/new/api/uploads", "/approve/{token}/api/preview");
        List<String> failures = new ArrayList<>();
        int tries = 0;
        for (String[] route : routes) {
            String path = route[1].replace("{id}", item).replace("{token}", "no-such-approval-token");
            for (Body body : BODIES) {
                if (body.text().isEmpty() && route[2].equals("optional")) {
                    continue;
                }
                HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                        .method(route[0], HttpRequest.BodyPublishers.ofString(body.text()));
                if (body.contentType() != null) {
                    request.header("Content-Type", body.contentType());
                }
                ApiResponse answer;
                if (path.startsWith("/jobs/new/api/")) {
                    request.header("X-XSRF-TOKEN", browser.cookie(WebClient.CSRF_COOKIE).orElseThrow());
                    answer = browser.send(request);
                } else {
                    String token = path.startsWith("/work/api/admin/") ? operator.token() : worker.token();
                    answer = api.send(request.header("Authorization", "Bearer " + token));
                }
                tries++;
                String what = route[0] + " " + path + " with " + body;
                if (answer.status() >= 500 || answer.status() < 400) {
                    failures.add(what + ": " + answer.status() + " " + answer.body());
                } else if (!String.valueOf(answer.contentType()).startsWith("application/json")
                        || answer.json().path("error").asString().isEmpty()) {
                    failures.add(what + ": not the JSON error shape: " + answer.status() + " " + answer.body());
                }
            }
        }
        assertThat(failures).as("of %d tries", tries).isEmpty();
        assertThat(tries).isGreaterThanOrEqualTo(routes.size() * (BODIES.size() - 1));
        System.out.printf("WebJsonFuzzApiTest: %d routes, %d tries, 0 answered 500%n", routes.size(), tries);
    }
}
