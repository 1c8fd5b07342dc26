package dev.parlance.work;

import dev.parlance.account.Account;
import dev.parlance.job.Job;
import dev.parlance.job.JobRepository;
import org.springframework.stereotype.Service;

import java.util.Optional;

/**
 * The waveform a person sees under the player ({@link WaveformPeaks}): the holder's item's, or the
 * customer's approval's ({@link CustomerApprovals#waveform}). A translation shows its parent's
 * audio, which it shares.
 */
@Service
public class ItemWaveforms {
    private final WorkQueue queue;
    private final JobRepository jobs;
    private final TranslationSources translations;
    private final WaveformPeaks peaks;

    ItemWaveforms(WorkQueue queue, JobRepository jobs, TranslationSources translations, WaveformPeaks peaks) {
        this.queue = queue;
        this.jobs = jobs;
        this.translations = translations;
        this.peaks = peaks;
    }

    /** The peaks of the held item's audio from {@code fromMillis} to {@code toMillis}; empty when it has no audio to show. */
    public Optional<WaveformPeaks.Range> forHolder(Account me, String itemId, long fromMillis, long toMillis) {
        return forItem(queue.held(me, itemId), fromMillis, toMillis);
    }

    Optional<WaveformPeaks.Range> forItem(WorkItem item, long fromMillis, long toMillis) {
        Optional<Job> job = jobs.findById(item.jobId());
        return job.flatMap(j -> peaks.of(j.id(), fromMillis, toMillis)
                .or(() -> translations.parentOf(j).flatMap(parent -> peaks.of(parent, fromMillis, toMillis))));
    }
}
