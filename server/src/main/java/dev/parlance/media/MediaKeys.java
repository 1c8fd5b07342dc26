package dev.parlance.media;

import dev.parlance.common.Ids;

import java.util.regex.Pattern;

/** Store keys for a job's files: everything of a job sits under its folder, so deleting it is one call. */
public final class MediaKeys {
    private static final Pattern KEY = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*/?");

    /** The folder of every job's folder: all the service stores is under it. */
    public static final String JOBS = "jobs/";

    private MediaKeys() {
    }

    /**
     * The key itself when it is one a {@link MediaStore} accepts (relative, slash-separated, no segment
     * starting with a dot); every store checks with this, so no key means a path or object elsewhere.
     */
    public static String requireValid(String key) {
        if (key == null || !KEY.matcher(key).matches()) {
            throw new IllegalArgumentException("Not a media key: " + key);
        }
        return key;
    }

    public static String jobFolder(String jobId) {
        return JOBS + jobId + "/";
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
