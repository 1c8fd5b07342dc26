package dev.parlance.workflow;

import dev.parlance.job.CallbackUrls;
import dev.parlance.job.Fidelity;
import dev.parlance.job.TranscriptionOptions;
import dev.parlance.job.Turnaround;

import java.util.List;

/**
 * perform_transcription's parameters, already typed and checked where the call came in: what is
 * left to {@link TranscriptionService} depends on the job (its state, language and media) or on
 * the network (the callback URL's host).
 *
 * @param fidelity        a requestable one ({@link Fidelity#requestable}), or EXTERNAL: the job's
 *                        imported transcript timed to its media (refused on a job without one)
 * @param turnaround      the requested priority (never HIGH) and hours, raised as a short turnaround asks;
 *                        null when the request names neither (the job's, as job/modify left them, or the defaults)
 * @param callbackUrl     as sent, null for none; {@link CallbackUrls} checks it
 * @param targetLanguages normalised codes, each once, in the order sent; may hold the job's own
 *                        language, which is no target and is dropped
 * @param standardProduct null when not sent
 * @param baseUrl         the service's address as the customer reached it (links e-mailed later start
 *                        with it); null when unknown
 */
public record TranscriptionRequest(
        Fidelity fidelity,
        Turnaround turnaround,
        String callbackUrl,
        TranscriptionOptions options,
        List<String> targetLanguages,
        Boolean standardProduct,
        String baseUrl) {

    public TranscriptionRequest {
        targetLanguages = List.copyOf(targetLanguages);
    }
}
