package dev.parlance.job;

import java.util.List;

/**
 * A job's family as list_related answers it: the leading job (the one the others were made from,
 * directly or through one another) and every live job made from it, oldest first.
 */
public record JobFamily(Job leading, List<Job> related) {
    public JobFamily {
        related = List.copyOf(related);
    }
}
