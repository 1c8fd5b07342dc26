package dev.parlance.web.jobs;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.deliverable.burnin.BurnIns;
import dev.parlance.job.Fidelity;
import dev.parlance.system.PublicUrl;
import dev.parlance.uplevel.UplevelRequest;
import dev.parlance.uplevel.Upleveled;
import dev.parlance.uplevel.Uplevels;
import dev.parlance.web.CurrentAccount;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import java.util.Optional;

/**
 * Orders from a job's page, as forms (with the CSRF field every write of the pages carries): the
 * captioned video by e-mail (burn_in_caption's service) and an uplevel (uplevel's). Each goes back
 * to a job page saying what was ordered, or why not in the API's words.
 */
@Controller
class JobOrders {
    private final BurnIns burnIns;
    private final Uplevels uplevels;
    private final PublicUrl publicUrl;

    JobOrders(BurnIns burnIns, Uplevels uplevels, PublicUrl publicUrl) {
        this.burnIns = burnIns;
        this.uplevels = uplevels;
        this.publicUrl = publicUrl;
    }

    @PostMapping(JobsListPage.PATH + "/{id}/burn-in")
    String burnIn(@CurrentAccount Account me, @PathVariable String id, @RequestParam(defaultValue = "") String email,
                  HttpServletRequest request, RedirectAttributes redirect) {
        try {
            burnIns.request(me, id, Optional.of(email.strip()).filter(e -> !e.isEmpty()), publicUrl.base(request));
            redirect.addFlashAttribute("notice", "The captioned video is being made; a link to it will be e-mailed"
                    + (email.isBlank() ? " to the account's address." : " to " + email.strip() + "."));
        } catch (ApiException e) {
            redirect.addFlashAttribute("problem", e.comment());
        }
        return "redirect:" + JobsListPage.PATH + "/" + id;
    }

    @PostMapping(JobsListPage.PATH + "/{id}/uplevel")
    String uplevel(@CurrentAccount Account me, @PathVariable String id, @RequestParam(defaultValue = "") String fidelity,
                   HttpServletRequest request, RedirectAttributes redirect) {
        try {
            Optional<Fidelity> to = fidelity.isBlank() ? Optional.empty() : Optional.of(Fidelity.requestable(fidelity)
                    .orElseThrow(() -> ApiException.invalid("transcription_fidelity",
                            "'" + fidelity + "' is not one of PREMIUM or PROFESSIONAL")));
            Upleveled upleveled = uplevels.order(me, id, new UplevelRequest(to, null, null, null, null, false,
                    publicUrl.base(request)));
            redirect.addFlashAttribute("notice", "Ordered: this job made again at a higher fidelity ("
                    + upleveled.workflow() + ").");
            return "redirect:" + JobsListPage.PATH + "/" + upleveled.jobId();
        } catch (ApiException e) {
            redirect.addFlashAttribute("problem", e.comment());
            return "redirect:" + JobsListPage.PATH + "/" + id;
        }
    }
}
