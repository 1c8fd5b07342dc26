package dev.parlance.web;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * {@code GET /work} until the work queue page exists: where the workforce lands. The queue page
 * replaces this class and its template ({@code work-placeholder.html}).
 */
@Controller
class WorkPagePlaceholder {
    @GetMapping(WebPaths.WORK)
    String work() {
        return "work-placeholder";
    }
}
