package dev.parlance.web.work;

import dev.parlance.account.Account;
import dev.parlance.web.CurrentAccount;
import dev.parlance.web.WebPaths;
import dev.parlance.work.WorkQueue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * The queue routes of the work API: {@code GET /work/api/items} (what the caller may take or holds,
 * soonest due first), {@code POST /work/api/items/{id}/claim}, {@code .../heartbeat} (keeps the claim
 * alive), {@code .../release}.
 */
@RestController
class WorkQueueController {
    private final WorkQueue queue;
    private final Clock clock;

    WorkQueueController(WorkQueue queue, Clock clock) {
        this.queue = queue;
        this.clock = clock;
    }

    @GetMapping(WebPaths.WORK_API + "/items")
    Map<String, List<QueueItemView>> items(@CurrentAccount Account me, @RequestParam(defaultValue = "100") int limit) {
        var now = clock.instant();
        return Map.of("items", queue.visibleTo(me, limit).stream().map(e -> QueueItemView.of(e, me.id(), now)).toList());
    }

    @PostMapping(WebPaths.WORK_API + "/items/{id}/claim")
    QueueItemView claim(@CurrentAccount Account me, @PathVariable String id) {
        return QueueItemView.of(queue.claim(me, id), me.id(), clock.instant());
    }

    @PostMapping(WebPaths.WORK_API + "/items/{id}/heartbeat")
    QueueItemView heartbeat(@CurrentAccount Account me, @PathVariable String id) {
        return QueueItemView.of(queue.heartbeat(me, id), me.id(), clock.instant());
    }

    @PostMapping(WebPaths.WORK_API + "/items/{id}/release")
    QueueItemView release(@CurrentAccount Account me, @PathVariable String id) {
        return QueueItemView.of(queue.release(me, id), me.id(), clock.instant());
    }
}
