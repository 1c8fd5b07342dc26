package dev.parlance.web.jobs;

import dev.parlance.account.Account;
import dev.parlance.job.JobService;
import dev.parlance.web.CurrentAccount;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;

import java.util.Optional;

/**
 * While a media download is being made (a flavour, or the media with the audio description voiced):
 * says so, with how far it is, and asks for it again every few seconds; once it is ready that ask is
 * the download. One that is ready (or cannot be made) goes straight to the download route, which
 * sends it (or says why not).
 */
@Controller
class MakingPage {
    private final JobService jobs;
    private final JobMediaFiles media;

    MakingPage(JobService jobs, JobMediaFiles media) {
        this.jobs = jobs;
        this.media = media;
    }

    @GetMapping(JobsListPage.PATH + "/{id}/media/{flavour}/making")
    String making(@CurrentAccount Account me, @PathVariable String id, @PathVariable String flavour,
                  HttpServletRequest request, Model model) {
        JobMediaFiles.Wanted wanted = JobMediaFiles.Wanted.of(flavour, request.getParameterMap());
        Optional<Integer> progress = media.progressOf(me, id, wanted);
        if (progress.isEmpty()) {
            return "redirect:" + wanted.path(id);
        }
        model.addAttribute("title", "Making " + wanted.label());
        model.addAttribute("job", jobs.info(me, id).job());
        model.addAttribute("flavour", wanted.label());
        model.addAttribute("progress", progress.get());
        model.addAttribute("download", wanted.path(id));
        return "jobs/making";
    }
}
