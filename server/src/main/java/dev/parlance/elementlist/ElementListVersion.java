package dev.parlance.elementlist;

import java.time.Instant;

/** One stored ElementList version of a job: when it was made and which work product it is. */
public record ElementListVersion(long id, String jobId, Instant version, String iwpName, boolean audioDescription) {
}
