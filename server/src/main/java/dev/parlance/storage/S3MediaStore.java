package dev.parlance.storage;

import dev.parlance.media.MediaKeys;
import dev.parlance.media.MediaStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import software.amazon.awssdk.core.ResponseInputStream;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.CompletedMultipartUpload;
import software.amazon.awssdk.services.s3.model.CompletedPart;
import software.amazon.awssdk.services.s3.model.Delete;
import software.amazon.awssdk.services.s3.model.GetObjectResponse;
import software.amazon.awssdk.services.s3.model.HeadObjectResponse;
import software.amazon.awssdk.services.s3.model.MultipartUpload;
import software.amazon.awssdk.services.s3.model.NoSuchUploadException;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.ObjectIdentifier;
import software.amazon.awssdk.services.s3.model.S3Exception;
import software.amazon.awssdk.services.s3.model.S3Object;

import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The media store as an S3-compatible bucket; a key is an object's key in it. A value of unknown
 * length (an upload as it arrives) goes up as a multipart upload, one part held in memory at a
 * time, and becomes visible only when the upload completes: a failure aborts it, so a key never
 * shows half a file. A crash part-way leaves an incomplete upload that is invisible to readers;
 * the bucket's lifecycle rule for incomplete multipart uploads removes it (docs/configuration.md, storage).
 * Reads from an offset are ranged GETs; tools get a local copy, shared while in use.
 */
public final class S3MediaStore implements MediaStore, AutoCloseable {
    /** S3's largest single PUT or COPY; larger values are copied part by part. */
    static final long LARGEST_SINGLE_COPY = 5L << 30;
    static final long COPY_PART = 512L << 20;
    private static final int MAX_PARTS = 10_000;
    private static final int DELETE_BATCH = 1000;
    /** A local copy nobody holds is kept this long for the next step that asks for it. */
    static final Duration COPY_IDLE = Duration.ofMinutes(2);
    /**
     * An incomplete multipart upload older than this was cut off by a crash (a live upload sends a
     * part at least every upload read timeout and ends long before): its parts are billed storage
     * nobody sees, so the store aborts it. A day, as the lifecycle rule S3 providers suggest.
     */
    static final Duration ABANDONED_UPLOAD = Duration.ofDays(1);
    private static final Duration ABANDONED_SWEEP_EVERY = Duration.ofHours(6);
    private static final Logger log = LoggerFactory.getLogger(S3MediaStore.class);

    private final S3Client s3;
    private final String bucket;
    private final int partSize;
    private final LocalCopies copies;
    private final ScheduledExecutorService sweeper;

    /**
     * @param partSize bytes per part of a multipart upload (at least S3's 5 MB)
     * @param copies   the folder for local copies handed to tools ({@link #localFile})
     */
    public S3MediaStore(S3Client s3, String bucket, int partSize, Path copies) {
        if (partSize < 5 << 20) {
            throw new IllegalArgumentException("The part size must be at least 5 MB, S3's smallest part");
        }
        this.s3 = s3;
        this.bucket = bucket;
        this.partSize = partSize;
        this.copies = new LocalCopies(copies.toAbsolutePath().normalize(), COPY_IDLE, Clock.systemUTC());
        this.sweeper = Executors.newSingleThreadScheduledExecutor(Thread.ofVirtual().name("s3-local-copies").factory());
        sweeper.scheduleWithFixedDelay(this.copies::dropIdle, COPY_IDLE.toSeconds(), COPY_IDLE.toSeconds(), TimeUnit.SECONDS);
        // Every process sweeps (an abort is idempotent), first a minute after start, when the
        // service answers and a crash's leftovers are a day old at the latest.
        sweeper.scheduleWithFixedDelay(this::abortAbandonedUploads, 60, ABANDONED_SWEEP_EVERY.toSeconds(), TimeUnit.SECONDS);
    }

    @Override
    public String bucket() {
        return bucket;
    }

    @Override
    public long put(String key, InputStream in) throws IOException {
        MediaKeys.requireValid(key);
        byte[] part = new byte[partSize];
        int first = in.readNBytes(part, 0, partSize);
        if (first < partSize) {
            // All of it fits in one part: a plain PUT.
            RequestBody whole = body(part, first);
            call(() -> s3.putObject(b -> b.bucket(bucket).key(key), whole), key);
            return first;
        }
        long[] total = {0};
        multipart(key, (uploadId, parts) -> {
            for (int n = first; n > 0; n = in.readNBytes(part, 0, partSize)) {
                if (parts.size() == MAX_PARTS) {
                    throw new IOException("More than " + MAX_PARTS + " parts of " + partSize
                            + " bytes: raise parlance.storage.s3.part-size");
                }
                int number = parts.size() + 1;
                int length = n;
                String etag = call(() -> s3.uploadPart(b -> b.bucket(bucket).key(key).uploadId(uploadId)
                        .partNumber(number).contentLength((long) length), body(part, length)), key).eTag();
                parts.add(CompletedPart.builder().partNumber(number).eTag(etag).build());
                total[0] += n;
            }
        });
        return total[0];
    }

    /** Copied inside the store, no bytes through this process: one COPY, or part copies beyond 5 GB. */
    @Override
    public long copy(String from, String to) throws IOException {
        MediaKeys.requireValid(to);
        long size = size(from);
        if (size <= LARGEST_SINGLE_COPY) {
            call(() -> s3.copyObject(b -> b.sourceBucket(bucket).sourceKey(from)
                    .destinationBucket(bucket).destinationKey(to)), to);
            return size;
        }
        multipart(to, (uploadId, parts) -> {
            for (long start = 0; start < size; start += COPY_PART) {
                int number = parts.size() + 1;
                String range = "bytes=" + start + "-" + (Math.min(size, start + COPY_PART) - 1);
                String etag = call(() -> s3.uploadPartCopy(b -> b.sourceBucket(bucket).sourceKey(from)
                        .destinationBucket(bucket).destinationKey(to).uploadId(uploadId).partNumber(number)
                        .copySourceRange(range)), to).copyPartResult().eTag();
                parts.add(CompletedPart.builder().partNumber(number).eTag(etag).build());
            }
        });
        return size;
    }

    /** Adds the parts of one multipart upload to {@code parts}. */
    @FunctionalInterface
    private interface Parts {
        void send(String uploadId, List<CompletedPart> parts) throws IOException;
    }

    /** A multipart upload of what {@code parts} sends: completed, or aborted when anything fails. */
    private void multipart(String key, Parts parts) throws IOException {
        String uploadId = call(() -> s3.createMultipartUpload(b -> b.bucket(bucket).key(key)), key).uploadId();
        try {
            List<CompletedPart> sent = new ArrayList<>();
            parts.send(uploadId, sent);
            call(() -> s3.completeMultipartUpload(b -> b.bucket(bucket).key(key).uploadId(uploadId)
                    .multipartUpload(CompletedMultipartUpload.builder().parts(sent).build())), key);
        } catch (IOException | RuntimeException e) {
            abort(key, uploadId, e);
            throw e;
        }
    }

    @Override
    public InputStream open(String key) throws IOException {
        return open(key, 0);
    }

    @Override
    public InputStream open(String key, long offset) throws IOException {
        MediaKeys.requireValid(key);
        try {
            ResponseInputStream<GetObjectResponse> in = s3.getObject(b -> {
                b.bucket(bucket).key(key);
                if (offset > 0) {
                    b.range("bytes=" + offset + "-");
                }
            });
            return new ObjectStream(in, in.response().contentLength());
        } catch (NoSuchKeyException e) {
            throw new FileNotFoundException("No stored value under " + key);
        } catch (S3Exception e) {
            if (e.statusCode() == 416) {
                return InputStream.nullInputStream(); // the offset is at or past the end
            }
            throw new IOException("Cannot read " + key + " from bucket " + bucket + ": " + e.getMessage(), e);
        } catch (SdkException e) {
            throw new IOException("Cannot read " + key + " from bucket " + bucket + ": " + e.getMessage(), e);
        }
    }

    @Override
    public long size(String key) throws IOException {
        return head(key).contentLength();
    }

    private HeadObjectResponse head(String key) throws IOException {
        MediaKeys.requireValid(key);
        try {
            return s3.headObject(b -> b.bucket(bucket).key(key));
        } catch (S3Exception e) {
            if (e.statusCode() == 404) {
                throw new FileNotFoundException("No stored value under " + key);
            }
            throw new IOException("Cannot look up " + key + " in bucket " + bucket + ": " + e.getMessage(), e);
        } catch (SdkException e) {
            throw new IOException("Cannot look up " + key + " in bucket " + bucket + ": " + e.getMessage(), e);
        }
    }

    @Override
    public boolean exists(String key) {
        try {
            size(key);
            return true;
        } catch (FileNotFoundException e) {
            return false;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Override
    public void delete(String key) throws IOException {
        MediaKeys.requireValid(key);
        call(() -> s3.deleteObject(b -> b.bucket(bucket).key(key)), key);
    }

    @Override
    public void deleteAll(String prefix) throws IOException {
        MediaKeys.requireValid(prefix);
        if (!prefix.endsWith("/")) {
            throw new IllegalArgumentException("Not a folder: " + prefix);
        }
        List<ObjectIdentifier> batch = new ArrayList<>();
        try {
            for (S3Object o : s3.listObjectsV2Paginator(b -> b.bucket(bucket).prefix(prefix)).contents()) {
                batch.add(ObjectIdentifier.builder().key(o.key()).build());
                if (batch.size() == DELETE_BATCH) {
                    deleteBatch(batch);
                }
            }
        } catch (SdkException e) {
            throw new IOException("Cannot list " + prefix + " in bucket " + bucket + ": " + e.getMessage(), e);
        }
        if (!batch.isEmpty()) {
            deleteBatch(batch);
        }
    }

    private void deleteBatch(List<ObjectIdentifier> batch) throws IOException {
        List<ObjectIdentifier> keys = List.copyOf(batch);
        batch.clear();
        var result = call(() -> s3.deleteObjects(b -> b.bucket(bucket)
                .delete(Delete.builder().objects(keys).quiet(true).build())), keys.getFirst().key());
        if (result.hasErrors() && !result.errors().isEmpty()) {
            var first = result.errors().getFirst();
            throw new IOException("Could not delete " + result.errors().size() + " object(s) of bucket " + bucket
                    + ", e.g. " + first.key() + ": " + first.code() + " " + first.message());
        }
    }

    /**
     * A copy in the data folder's work folder (sized for media, unlike a temporary folder that may
     * be in memory), shared by the steps that work on the same version of the object meanwhile
     * ({@link LocalCopies}).
     */
    @Override
    public LocalFile localFile(String key) throws IOException {
        String etag = head(key).eTag();
        return copies.copy(key, etag, file -> LocalCopies.write(open(key), file));
    }

    private void abortAbandonedUploads() {
        try {
            int aborted = abortUploadsStartedBefore(Instant.now().minus(ABANDONED_UPLOAD));
            if (aborted > 0) {
                log.info("Aborted {} incomplete upload(s) to bucket {} left by an interrupted process", aborted, bucket);
            }
        } catch (IOException e) {
            log.warn("Cannot look for abandoned uploads: {}", e.getMessage());
        }
    }

    /**
     * Aborts the incomplete multipart uploads under {@code jobs/} begun before {@code before}; what
     * else the bucket holds is not the service's to judge. Returns how many went.
     */
    int abortUploadsStartedBefore(Instant before) throws IOException {
        int aborted = 0;
        try {
            for (MultipartUpload upload : s3.listMultipartUploadsPaginator(b -> b.bucket(bucket).prefix(MediaKeys.JOBS)).uploads()) {
                if (upload.initiated() != null && upload.initiated().isBefore(before)) {
                    try {
                        s3.abortMultipartUpload(b -> b.bucket(bucket).key(upload.key()).uploadId(upload.uploadId()));
                        aborted++;
                    } catch (NoSuchUploadException e) {
                        // another process swept it, or it completed meanwhile
                    }
                }
            }
        } catch (SdkException e) {
            throw new IOException("Cannot list the incomplete uploads of bucket " + bucket + ": " + e.getMessage(), e);
        }
        return aborted;
    }

    /** Releases the client's connections (the application context calls it on shutdown). */
    @Override
    public void close() {
        sweeper.shutdownNow();
        copies.close();
        s3.close();
    }

    private void abort(String key, String uploadId, Exception cause) {
        try {
            s3.abortMultipartUpload(b -> b.bucket(bucket).key(key).uploadId(uploadId));
        } catch (SdkException e) {
            cause.addSuppressed(e); // the lifecycle rule removes it later
        }
    }

    private static RequestBody body(byte[] bytes, int length) {
        // From a stream over the buffer: RequestBody.fromBytes would copy the part once more.
        return RequestBody.fromInputStream(new ByteArrayInputStream(bytes, 0, length), length);
    }

    private <T> T call(SdkCall<T> call, String key) throws IOException {
        try {
            return call.run();
        } catch (SdkException e) {
            throw new IOException("Storage request for " + key + " in bucket " + bucket + " failed: " + e.getMessage(), e);
        }
    }

    @FunctionalInterface
    private interface SdkCall<T> {
        T run();
    }

    /**
     * An object's body that, closed before its end (a client that stopped a download, a range of an
     * open-ended read), drops the connection instead of draining the rest of a large object.
     */
    private static final class ObjectStream extends java.io.FilterInputStream {
        private final ResponseInputStream<?> response;
        private long remaining;

        ObjectStream(ResponseInputStream<?> response, Long length) {
            super(response);
            this.response = response;
            this.remaining = length == null ? Long.MAX_VALUE : length;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            remaining = b < 0 ? 0 : remaining - 1;
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            remaining = n < 0 ? 0 : remaining - n;
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = super.skip(n);
            remaining -= skipped;
            return skipped;
        }

        @Override
        public void close() throws IOException {
            if (remaining > 0) {
                response.abort();
            }
            super.close();
        }
    }
}
