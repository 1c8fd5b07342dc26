package dev.parlance.job;

import java.time.Instant;

/** One job made from another: the related job, the leading job it was made from, and why. */
public record JobRelation(String relatedJobId, String leadingJobId, RelationKind kind, Instant createdAt) {
}
