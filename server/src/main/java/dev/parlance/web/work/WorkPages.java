package dev.parlance.web.work;

import dev.parlance.account.Account;
import dev.parlance.account.PeopleService;
import dev.parlance.account.Role;
import dev.parlance.web.CurrentAccount;
import dev.parlance.web.ModulePreloads;
import dev.parlance.web.WebPaths;
import dev.parlance.work.CustomerApprovals;
import dev.parlance.work.WorkOperator;
import dev.parlance.work.WorkQueue;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;

import java.time.Clock;
import java.util.List;

/**
 * The workforce's pages: the queue ({@code /work}, rendered here so it reads without scripts; its
 * buttons call the work API from {@code /assets/queue.js}), the editor ({@code /work/items/{id}}) and
 * the customer's approval page ({@code /approve/{token}}). The editor pages are shells: the item's
 * text, media and instructions come from the work API (or the approval API). A shell opens only for
 * the item's holder, or a live approval link; anyone else gets the refusal as an error page (the
 * work API's reasons: not held, not theirs to do, no such item; a link not valid, expired or used).
 */
@Controller
class WorkPages {
    /** The editor page's script (the template loads it), whose imports the page preloads. */
    private static final String EDITOR_MODULE = "editor.js";

    private final WorkQueue queue;
    private final WorkOperator operator;
    private final CustomerApprovals approvals;
    private final PeopleService people;
    private final ModulePreloads modules;
    private final Clock clock;

    WorkPages(WorkQueue queue, WorkOperator operator, CustomerApprovals approvals, PeopleService people, ModulePreloads modules,
              Clock clock) {
        this.queue = queue;
        this.operator = operator;
        this.approvals = approvals;
        this.people = people;
        this.modules = modules;
        this.clock = clock;
    }

    @GetMapping(WebPaths.WORK)
    String queue(@CurrentAccount Account me, Model model) {
        var now = clock.instant();
        List<QueueItemView> items = queue.visibleTo(me, 200).stream().map(e -> QueueItemView.of(e, me.id(), now)).toList();
        model.addAttribute("mine", items.stream().filter(QueueItemView::heldByMe).toList());
        model.addAttribute("open", items.stream().filter(i -> !i.heldByMe()).toList());
        if (me.hasRole(Role.ADMIN)) {
            model.addAttribute("overview", operator.overview(me, 200).stream().map(e -> OperatorItemView.of(e, now)).toList());
            // Offered as the reassign field is typed: the workforce, the people a pass can go to.
            model.addAttribute("workforce", people.people(me).stream()
                    .filter(a -> a.roles().stream().anyMatch(Role.WORKFORCE::contains)).map(Account::username).sorted().toList());
        }
        return "work/queue";
    }

    @GetMapping(WebPaths.WORK + "/items/{id}")
    String editor(@CurrentAccount Account me, @PathVariable String id, Model model) {
        queue.requireHeld(me, id);
        String api = WebPaths.WORK_API + "/items/" + id;
        model.addAttribute("mode", "work");
        model.addAttribute("loadUrl", api);
        model.addAttribute("draftUrl", api + "/draft");
        model.addAttribute("waveformUrl", api + "/waveform");
        model.addAttribute("submitUrl", api + "/submit");
        model.addAttribute("previewUrl", api + "/preview");
        model.addAttribute("heartbeatUrl", api + "/heartbeat");
        model.addAttribute("mediaUrl", api + "/media");
        model.addAttribute("releaseUrl", api + "/release");
        model.addAttribute("voiceUrl", api + "/voice");
        model.addAttribute("modulePreloads", modules.of(EDITOR_MODULE));
        return "work/editor";
    }

    @GetMapping(WebPaths.APPROVE + "/{token}")
    String approval(@PathVariable String token, Model model) {
        approvals.requireWaiting(token);
        String api = WebPaths.APPROVE + "/" + token + "/api";
        model.addAttribute("mode", "approve");
        model.addAttribute("loadUrl", api);
        model.addAttribute("draftUrl", api + "/draft");
        model.addAttribute("waveformUrl", api + "/waveform");
        model.addAttribute("submitUrl", api + "/approve");
        model.addAttribute("sendBackUrl", api + "/send-back");
        model.addAttribute("previewUrl", api + "/preview");
        model.addAttribute("heartbeatUrl", "");
        model.addAttribute("mediaUrl", api + "/media");
        model.addAttribute("releaseUrl", "");
        model.addAttribute("voiceUrl", "");
        model.addAttribute("modulePreloads", modules.of(EDITOR_MODULE));
        return "work/editor";
    }
}
