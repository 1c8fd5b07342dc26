package dev.parlance.job;

/**
 * The fields {@code job/modify} may change (already typed); null means "leave as it is".
 *
 * @param fidelity      a requestable one ({@link Fidelity#requestable}), never EXTERNAL
 * @param priority      a requestable one ({@link Priority#requestable}), never HIGH
 * @param ownerUsername move the job to this account (the caller or a descendant)
 * @param requestor     requestor_id of modify, stored where job/new keeps its requestor
 */
public record JobChanges(
        Fidelity fidelity,
        Integer turnaroundHours,
        Priority priority,
        String ownerUsername,
        String requestor,
        String callbackUrl,
        Integer expectedSpeakers,
        String notes) {

    public boolean isEmpty() {
        return fidelity == null && turnaroundHours == null && priority == null && ownerUsername == null
                && requestor == null && callbackUrl == null && expectedSpeakers == null && notes == null;
    }
}
