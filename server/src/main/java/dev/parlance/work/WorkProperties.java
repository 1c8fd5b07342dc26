package dev.parlance.work;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

import java.time.Duration;

/**
 * The human passes ({@code parlance.work.*}, env {@code PARLANCE_WORK_*}).
 *
 * @param lease                 a claim lapses this long after the claim, the last draft save or
 *                              heartbeat: the item goes back to the queue when its holder has gone away
 * @param overdue               what happens to a job whose workforce pass nobody finished by its due date
 * @param approvalLinkValidity  how long the customer's e-mailed approval link works
 */
@ConfigurationProperties("parlance.work")
public record WorkProperties(
        @DefaultValue("10m") Duration lease,
        @DefaultValue("wait") OverduePolicy overdue,
        @DefaultValue("30d") Duration approvalLinkValidity) {

    /** What a workforce pass past its due date does. */
    public enum OverduePolicy {
        /** Nothing: it stays in the queue, marked overdue in the operator's view, until someone does it. */
        WAIT,
        /** The job completes with its latest stored version (the passes not done are closed), on time rather than late. */
        COMPLETE
    }
}
