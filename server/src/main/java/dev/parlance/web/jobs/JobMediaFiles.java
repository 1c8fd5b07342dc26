package dev.parlance.web.jobs;

import dev.parlance.account.Account;
import dev.parlance.deliverable.DeliverableFile;
import dev.parlance.deliverable.Deliverables;
import dev.parlance.deliverable.Flavour;
import dev.parlance.deliverable.narration.Narrations;
import dev.parlance.parameters.Choices;
import dev.parlance.parameters.FormParameters;
import org.springframework.stereotype.Component;

import java.util.Map;
import java.util.Optional;

/**
 * The job page's media downloads: a flavour of the media (download_media's file), or with
 * {@code text_to_speech} the media with the audio description voiced into it (download_media's
 * text_to_speech). Both are made on demand; while one is being made the page that says so
 * ({@link MakingPage#making}) stands in for it.
 */
@Component
class JobMediaFiles {
    private final Deliverables deliverables;
    private final Narrations narrations;

    JobMediaFiles(Deliverables deliverables, Narrations narrations) {
        this.deliverables = deliverables;
        this.narrations = narrations;
    }

    /** A file as the page's links name it. */
    record Wanted(Flavour flavour, boolean voiced) {
        /** The route's flavour and its query's {@code text_to_speech}, parsed as download_media parses them. */
        static Wanted of(String flavour, Map<String, String[]> query) {
            return new Wanted(Choices.mediaFlavour("media_type", flavour), FormParameters.bool(query, "text_to_speech", false));
        }

        String path(String jobId) {
            return JobsListPage.PATH + "/" + jobId + "/media/" + flavour.extension() + query();
        }

        String makingPath(String jobId) {
            return JobsListPage.PATH + "/" + jobId + "/media/" + flavour.extension() + "/making" + query();
        }

        /** What a person is told is being made: "the mp4", "the mp4 with the audio description voiced". */
        String label() {
            return "the " + flavour.extension() + (voiced ? " with the audio description voiced" : "");
        }

        private String query() {
            return voiced ? "?text_to_speech=true" : "";
        }
    }

    Optional<Integer> progressOf(Account me, String jobId, Wanted wanted) {
        return wanted.voiced() ? narrations.progressOf(me, jobId, wanted.flavour()) : deliverables.progressOf(me, jobId, wanted.flavour());
    }

    DeliverableFile download(Account me, String jobId, Wanted wanted) {
        return wanted.voiced() ? narrations.download(me, jobId, wanted.flavour()) : deliverables.download(me, jobId, wanted.flavour());
    }
}
