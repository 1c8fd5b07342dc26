package dev.parlance.uplevel;

import dev.parlance.job.Fidelity;
import dev.parlance.job.Priority;

import java.util.Optional;

/**
 * The uplevel call's parameters, typed. Null (or empty) where the caller sent nothing: the leading
 * job's own value then applies.
 *
 * @param fidelity                 the fidelity ordered; empty for the next one up (an extension: the
 *                                 spec's uplevel names no fidelity)
 * @param priority                 overrides the leading job's priority (HIGH allowed, as the spec says)
 * @param speakerId                adds (true) or leaves out (false) the speaker identification pass
 * @param captionImportAsFirstPass an imported transcript counts as the first pass (caption_import_as_fp)
 * @param baseUrl                  the service's address as the caller reached it, for links e-mailed later
 */
public record UplevelRequest(Optional<Fidelity> fidelity, Priority priority, Boolean speakerId, String requestor,
                             String reference, boolean captionImportAsFirstPass, String baseUrl) {
}
