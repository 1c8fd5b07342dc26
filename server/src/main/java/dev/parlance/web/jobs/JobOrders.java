package dev.parlance.web.jobs;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.deliverable.burnin.BurnIns;
import dev.parlance.job.Fidelity;
import dev.parlance.job.JobService;
import dev.parlance.job.Languages;
import dev.parlance.parameters.Choices;
import dev.parlance.parameters.TranscriptionParameters;
import dev.parlance.system.PublicUrl;
import dev.parlance.translation.Translations;
import dev.parlance.uplevel.UplevelRequest;
import dev.parlance.uplevel.Upleveled;
import dev.parlance.uplevel.Uplevels;
import dev.parlance.web.CurrentAccount;
import dev.parlance.workflow.TranscriptionService;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import java.util.Map;
import java.util.Optional;

/**
 * Orders from a job's page, as forms (with the CSRF field every write of the pages carries): the
 * transcription of a job that has none yet (perform_transcription's service), the authorization of
 * one that waits for it (authorize's), the captioned video by e-mail (burn_in_caption's), an uplevel
 * (uplevel's), translations (translate's, with its approve_uplevel rule) and the job's deletion
 * (delete's). Each goes back to a page saying what was done, or why not in the API's words.
 */
@Controller
class JobOrders {
    private final BurnIns burnIns;
    private final Uplevels uplevels;
    private final Translations translations;
    private final TranscriptionService transcriptions;
    private final JobService jobs;
    private final PublicUrl publicUrl;

    JobOrders(BurnIns burnIns, Uplevels uplevels, Translations translations, TranscriptionService transcriptions,
              JobService jobs, PublicUrl publicUrl) {
        this.burnIns = burnIns;
        this.uplevels = uplevels;
        this.translations = translations;
        this.transcriptions = transcriptions;
        this.jobs = jobs;
        this.publicUrl = publicUrl;
    }

    /** perform_transcription at the chosen fidelity, the job's other settings as they are (an order that stopped half-way). */
    @PostMapping(JobsListPage.PATH + "/{id}/start")
    String start(@CurrentAccount Account me, @PathVariable String id, @RequestParam(defaultValue = "") String fidelity,
                 HttpServletRequest request, RedirectAttributes redirect) {
        return backToTheJob(id, redirect, "Transcription ordered.", () -> transcriptions.request(me, id,
                TranscriptionParameters.request(Map.of("transcription_fidelity", fidelity), publicUrl.base(request))));
    }

    @PostMapping(JobsListPage.PATH + "/{id}/authorize")
    String authorize(@CurrentAccount Account me, @PathVariable String id, RedirectAttributes redirect) {
        return backToTheJob(id, redirect, "Authorized: the work starts.", () -> jobs.authorize(me, id));
    }

    /** Runs the order, and goes back to the job's page saying {@code notice}, or why not in the API's words. */
    private static String backToTheJob(String id, RedirectAttributes redirect, String notice, Runnable order) {
        try {
            order.run();
            redirect.addFlashAttribute("notice", notice);
        } catch (ApiException e) {
            redirect.addFlashAttribute("problem", e.comment());
        }
        return "redirect:" + JobsListPage.PATH + "/" + id;
    }

    /** delete's, confirmed on the page: back to the list, which no longer shows the job. */
    @PostMapping(JobsListPage.PATH + "/{id}/delete")
    String delete(@CurrentAccount Account me, @PathVariable String id, RedirectAttributes redirect) {
        try {
            jobs.delete(me, id);
            redirect.addFlashAttribute("notice", "Job " + id + " is deleted, with its media, transcripts, captions and files.");
            return "redirect:" + JobsListPage.PATH;
        } catch (ApiException e) {
            redirect.addFlashAttribute("problem", e.comment());
            return "redirect:" + JobsListPage.PATH + "/" + id;
        }
    }

    @PostMapping(JobsListPage.PATH + "/{id}/burn-in")
    String burnIn(@CurrentAccount Account me, @PathVariable String id, @RequestParam(defaultValue = "") String email,
                  HttpServletRequest request, RedirectAttributes redirect) {
        return backToTheJob(id, redirect, "The captioned video is being made; a link to it will be e-mailed"
                        + (email.isBlank() ? " to the account's address." : " to " + email.strip() + "."),
                () -> burnIns.request(me, id, Optional.of(email.strip()).filter(e -> !e.isEmpty())));
    }

    @PostMapping(JobsListPage.PATH + "/{id}/uplevel")
    String uplevel(@CurrentAccount Account me, @PathVariable String id, @RequestParam(defaultValue = "") String fidelity,
                   HttpServletRequest request, RedirectAttributes redirect) {
        try {
            Optional<Fidelity> to = fidelity.isBlank() ? Optional.empty() : Optional.of(Choices.upleveledFidelity("transcription_fidelity", fidelity));
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

    /**
     * translate's order: the languages as the API reads target_languages, the uplevel approved by the
     * form's checkbox. Back to this job's page with the API's message (its translations then show
     * under related jobs), or the refusal.
     */
    @PostMapping(JobsListPage.PATH + "/{id}/translate")
    String translate(@CurrentAccount Account me, @PathVariable String id,
                     @RequestParam(name = "target_languages", defaultValue = "") String languages,
                     @RequestParam(name = "approve_uplevel", defaultValue = "false") boolean approveUplevel,
                     HttpServletRequest request, RedirectAttributes redirect) {
        try {
            Translations.Translated translated = translations.translate(me, id,
                    Languages.list("target_languages", languages), approveUplevel, publicUrl.base(request));
            redirect.addFlashAttribute("notice", "Ordered: " + translated.message() + ".");
        } catch (ApiException e) {
            redirect.addFlashAttribute("problem", e.comment());
        }
        return "redirect:" + JobsListPage.PATH + "/" + id;
    }
}
