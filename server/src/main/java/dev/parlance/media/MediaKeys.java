package dev.parlance.media;

import dev.parlance.common.Ids;

/** Store keys for a job's files: everything of a job sits under its folder, so deleting it is one call. */
public final class MediaKeys {
    private MediaKeys() {
    }

    public static String jobFolder(String jobId) {
        return "jobs/" + jobId + "/";
    }

    /**
     * A fresh key for a job's original media. The random suffix keeps two racing uploads to one job
     * from overwriting each other's file: only the one recorded in the media row counts, and the
     * loser deletes its own.
     */
    static String newOriginal(String jobId) {
        return jobFolder(jobId) + "original-" + Ids.newId().substring(0, 16);
    }

    /**
     * A fresh key in the job's folder for a file kept only while it is worked on, such as an
     * imported transcript before it is parsed: a leftover of a crash goes with the job's folder.
     */
    public static String newScratch(String jobId, String name) {
        return jobFolder(jobId) + name + "-" + Ids.newId().substring(0, 16);
    }
}
