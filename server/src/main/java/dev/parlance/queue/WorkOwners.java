package dev.parlance.queue;

import java.util.Optional;

/** Whose queued work this is: the account of a {@link JobScoped} piece of work's job, if it still exists. */
@FunctionalInterface
public interface WorkOwners {
    Optional<String> accountOf(Object data);
}
