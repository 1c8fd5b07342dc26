package dev.parlance.system;

import java.util.Locale;

/**
 * What one process of a deployment does ({@code parlance.role}, {@code PARLANCE_ROLE}). Every
 * process runs the same jar on the same database; they differ only in whether they answer HTTP and
 * whether they run the queued work (db-scheduler) that the database holds.
 */
public enum ProcessRole {
    /** Answers the web API and the web app, queues work, runs none of it (never recognizes). */
    API(true, false),
    /** Runs queued work (recognition, downloads, callbacks, e-mail, deliverables); no web server. */
    WORKER(false, true),
    /** Both, in one process: the default, as a single machine runs. */
    BOTH(true, true);

    /** The property naming the role. */
    public static final String PROPERTY = "parlance.role";

    private final boolean servesHttp;
    private final boolean runsQueuedWork;

    ProcessRole(boolean servesHttp, boolean runsQueuedWork) {
        this.servesHttp = servesHttp;
        this.runsQueuedWork = runsQueuedWork;
    }

    public boolean servesHttp() {
        return servesHttp;
    }

    public boolean runsQueuedWork() {
        return runsQueuedWork;
    }

    /** The role a property value names (case-insensitive); empty or absent is {@link #BOTH}. */
    public static ProcessRole parse(String value) {
        if (value == null || value.isBlank()) {
            return BOTH;
        }
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(PROPERTY + " must be api, worker or both, not '" + value + "'");
        }
    }
}
