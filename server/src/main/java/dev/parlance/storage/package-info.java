/**
 * Where a job's files are kept, chosen by {@code parlance.storage.type}: the local folder under the
 * data folder (default) or an S3-compatible object store ({@link dev.parlance.storage.S3MediaStore}:
 * AWS, MinIO, Ceph, S3Proxy...). Either is the one {@link dev.parlance.media.MediaStore} of the
 * process; nothing else knows which.
 */
package dev.parlance.storage;
