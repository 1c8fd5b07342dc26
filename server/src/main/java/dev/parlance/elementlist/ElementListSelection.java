package dev.parlance.elementlist;

import dev.parlance.account.Account;
import dev.parlance.captions.model.ElementList;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.Job;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobStatus;
import org.springframework.stereotype.Service;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Which ElementList a read (get_elementlist, get_caption, get_transcript) uses: the version named by
 * time or work-product name, else the latest. Without such a selector the job must be Complete;
 * a named interim version (e.g. MECHANICAL of a job in review) can be read once it exists.
 */
@Service
public class ElementListSelection {
    /** What the caller asked for. */
    public record Selector(Optional<Instant> version, Optional<String> iwpName, boolean audioDescription) {
        public static final Selector LATEST = new Selector(Optional.empty(), Optional.empty(), false);
    }

    public record Selected(Job job, ElementListVersion version, ElementList elementList) {
    }

    private final JobAccess access;
    private final ElementListStore store;

    ElementListSelection(JobAccess access, ElementListStore store) {
        this.access = access;
        this.store = store;
    }

    public Selected select(Account caller, String jobId, Selector selector) {
        Job job = access.requireJob(caller, jobId);
        boolean named = selector.version().isPresent() || selector.iwpName().isPresent();
        if (!named && job.status() != JobStatus.COMPLETE) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Job " + job.id() + " has no completed transcription (status "
                    + job.status().label() + ")");
        }
        Optional<ElementListVersion> version;
        if (selector.version().isPresent()) {
            version = store.at(job.id(), selector.version().get(), selector.audioDescription())
                    .filter(v -> selector.iwpName().isEmpty() || v.iwpName().equalsIgnoreCase(selector.iwpName().get()));
        } else if (selector.iwpName().isPresent()) {
            version = store.latestNamed(job.id(), selector.iwpName().get(), selector.audioDescription());
        } else {
            version = store.latest(job.id(), selector.audioDescription());
        }
        ElementListVersion v = version.orElseThrow(() -> new ApiException(ErrorType.ITEM_NOT_FOUND,
                "No " + (selector.audioDescription() ? "audio description " : "") + "ElementList version of job " + job.id()
                        + " matches" + selector.iwpName().map(n -> " iwp_name " + n).orElse("")
                        + selector.version().map(t -> " elementlist_version " + t).orElse("")));
        return new Selected(job, v, store.load(v));
    }

    public List<ElementListVersion> versions(Account caller, String jobId) {
        return store.versions(access.requireJob(caller, jobId).id());
    }
}
