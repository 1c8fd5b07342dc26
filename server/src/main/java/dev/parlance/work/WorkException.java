package dev.parlance.work;

/** A work request refused, with why ({@link WorkRefusal}) and a message saying what to do. */
public class WorkException extends RuntimeException {
    private final WorkRefusal refusal;

    public WorkException(WorkRefusal refusal, String message) {
        super(message);
        this.refusal = refusal;
    }

    public WorkRefusal refusal() {
        return refusal;
    }

    static WorkException notFound(String itemId) {
        return new WorkException(WorkRefusal.NOT_FOUND, "Work item " + itemId + " not found");
    }

    static WorkException notHeld(String itemId) {
        return new WorkException(WorkRefusal.NOT_HELD, "You do not hold work item " + itemId
                + "; claim it first (a claim lapses after its lease unless the draft is saved or a heartbeat sent)");
    }
}
