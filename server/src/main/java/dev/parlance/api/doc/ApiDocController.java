package dev.parlance.api.doc;

import dev.parlance.system.ParlanceProperties;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ResponseBody;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The API document ({@code /api/openapi.json}) and the page that shows it ({@code /api/docs}), both
 * from {@link V1Operations}. Built once: the routes do not change while the process runs. The
 * sandbox serves its own variant (the routes it refuses are marked so).
 */
@Controller
class ApiDocController {
    static final String DOCUMENT = "/api/openapi.json";
    static final String PAGE = "/api/docs";

    private final Map<String, Object> document;
    private final Map<String, List<Operation>> byTag = new LinkedHashMap<>();
    private final boolean sandbox;

    ApiDocController(ParlanceProperties properties) {
        this.sandbox = properties.sandbox();
        List<Operation> operations = V1Operations.all();
        this.document = OpenApiDocument.build(operations, sandbox);
        operations.forEach(op -> byTag.computeIfAbsent(op.tag(), t -> new java.util.ArrayList<>()).add(op));
    }

    @GetMapping(path = DOCUMENT, produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseBody
    Map<String, Object> document() {
        return document;
    }

    @GetMapping(PAGE)
    String page(Model model) {
        model.addAttribute("groups", byTag);
        model.addAttribute("sandbox", sandbox);
        model.addAttribute("documentUrl", DOCUMENT);
        model.addAttribute("errorTypes", List.of(dev.parlance.common.ErrorType.values()));
        return "apidoc/index";
    }
}
