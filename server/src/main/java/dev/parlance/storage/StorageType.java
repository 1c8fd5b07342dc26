package dev.parlance.storage;

/** The backend of the media store ({@code parlance.storage.type}: {@code local} or {@code s3}). */
public enum StorageType {
    /** A folder, {@code <data-dir>/media}. */
    LOCAL,
    /** An S3-compatible bucket ({@code parlance.storage.s3.*}). */
    S3
}
