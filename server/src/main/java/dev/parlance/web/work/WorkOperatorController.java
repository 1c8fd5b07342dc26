package dev.parlance.web.work;

import dev.parlance.work.WorkException;
import dev.parlance.work.WorkRefusal;
import dev.parlance.account.Account;
import dev.parlance.web.CurrentAccount;
import dev.parlance.web.WebPaths;
import dev.parlance.system.PublicUrl;
import dev.parlance.work.CustomerApprovals;
import dev.parlance.work.WorkOperator;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The operator's routes of the work API (ADMIN): {@code GET /work/api/admin/queue} (every pass not
 * done, soonest due first, with holders and overdue marks) and
 * {@code POST /work/api/admin/items/{id}/reassign} with {@code {"to": "username"}} (or
 * {@code {"to": null}}: back to the queue), {@code POST /work/api/admin/items/{id}/approval-link}
 * (a new link for a waiting customer approval).
 */
@RestController
class WorkOperatorController {
    private final WorkOperator operator;
    private final CustomerApprovals approvals;
    private final PublicUrl publicUrl;
    private final Clock clock;

    WorkOperatorController(WorkOperator operator, CustomerApprovals approvals, PublicUrl publicUrl, Clock clock) {
        this.operator = operator;
        this.approvals = approvals;
        this.publicUrl = publicUrl;
        this.clock = clock;
    }

    @GetMapping(WebPaths.WORK_API + "/admin/queue")
    Map<String, List<OperatorItemView>> queue(@CurrentAccount Account me, @RequestParam(defaultValue = "200") int limit) {
        var now = clock.instant();
        return Map.of("items", operator.overview(me, limit).stream().map(e -> OperatorItemView.of(e, now)).toList());
    }

    /** A new approval link for a customer approval that waits (e-mailed again when the customer has an address). */
    @PostMapping(WebPaths.WORK_API + "/admin/items/{id}/approval-link")
    CustomerApprovals.NewLink approvalLink(@CurrentAccount Account me, @PathVariable String id, HttpServletRequest request) {
        return approvals.newLink(me, id, publicUrl.base(request));
    }

    @PostMapping(WebPaths.WORK_API + "/admin/items/{id}/reassign")
    OperatorItemView reassign(@CurrentAccount Account me, @PathVariable String id, @RequestBody Map<String, Object> body) {
        // "to" must be there: a body without it is a mistake, not "back to the queue".
        if (!body.containsKey("to") || !(body.get("to") == null || body.get("to") instanceof String)) {
            throw new WorkException(WorkRefusal.INVALID, "Send {\"to\": \"username\"}, or {\"to\": null} to put the item back in the queue");
        }
        Optional<String> to = Optional.ofNullable((String) body.get("to")).map(String::strip).filter(s -> !s.isEmpty());
        return OperatorItemView.of(operator.reassign(me, id, to), clock.instant());
    }
}
