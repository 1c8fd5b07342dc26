package dev.parlance.elementlist;

import dev.parlance.account.Account;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.transform.MixDescriptions;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.Job;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobStatus;
import dev.parlance.sandbox.SampleElementList;
import dev.parlance.system.ParlanceProperties;
import dev.parlance.system.ProcessorWork;
import org.springframework.stereotype.Service;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Which ElementList a read (get_elementlist, get_caption, get_transcript) uses: the version named by
 * time or work-product name, else the latest. Without such a selector the job must be Complete;
 * a named interim version (e.g. MECHANICAL of a job in review) can be read once it exists.
 * On the sandbox a job without any stored version reads the sample ElementList, whatever its
 * status: integrators can try every read before media or transcription.
 */
@Service
public class ElementListSelection {
    /**
     * What the caller asked for.
     *
     * @param mixed the audio description interleaved with the dialogue of the same name (or the
     *              latest dialogue): get_caption's and get_transcript's {@code mixed}
     */
    public record Selector(Optional<Instant> version, Optional<String> iwpName, boolean audioDescription, boolean mixed) {
        public static final Selector LATEST = new Selector(Optional.empty(), Optional.empty(), false);

        public Selector(Optional<Instant> version, Optional<String> iwpName, boolean audioDescription) {
            this(version, iwpName, audioDescription, false);
        }
    }

    public record Selected(Job job, ElementListVersion version, ElementList elementList) {
    }

    private final JobAccess access;
    private final ElementListStore store;
    private final SampleElementList sample;
    private final boolean sandbox;
    private final ProcessorWork processors;

    ElementListSelection(JobAccess access, ElementListStore store, SampleElementList sample, ParlanceProperties properties,
                         ProcessorWork processors) {
        this.access = access;
        this.processors = processors;
        this.store = store;
        this.sample = sample;
        this.sandbox = properties.sandbox();
    }

    public Selected select(Account caller, String jobId, Selector selector) {
        Job job = access.requireJob(caller, jobId);
        if (sandbox && !selector.audioDescription() && store.versions(job.id()).isEmpty()) {
            return new Selected(job, sampleVersion(job), sample.get());
        }
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
        if (selector.mixed()) {
            Optional<ElementListVersion> dialogue = selector.iwpName().isPresent()
                    ? store.latestNamed(job.id(), selector.iwpName().get(), false) : store.latest(job.id(), false);
            if (dialogue.isPresent()) {
                return new Selected(job, v, processors.run(() -> MixDescriptions.mixed(store.load(dialogue.get()), store.load(v))));
            }
        }
        // A three-hour version is 6 MB of JSON to parse: off the request's carrier.
        return new Selected(job, v, processors.run(() -> store.load(v)));
    }

    public List<ElementListVersion> versions(Account caller, String jobId) {
        Job job = access.requireJob(caller, jobId);
        List<ElementListVersion> versions = store.versions(job.id());
        return sandbox && versions.isEmpty() ? List.of(sampleVersion(job)) : versions;
    }

    /** The sample as a version: FINAL, dated when the job was created. */
    private static ElementListVersion sampleVersion(Job job) {
        return new ElementListVersion(0, job.id(), job.createdAt(), "FINAL", false);
    }
}
