package dev.parlance.job;

/** A job with its owner's username, as Job List shows it. */
public record OwnedJob(Job job, String ownerUsername) {
}
