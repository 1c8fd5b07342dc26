package dev.parlance.parameters;

import dev.parlance.common.ApiException;
import dev.parlance.common.Ids;
import dev.parlance.job.JobListPosition;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;

/**
 * job/list's optional paging: {@code page_size} jobs per answer, starting after {@code cursor}
 * (the previous answer's {@code NextCursor}). Without either parameter there is no paging, and the
 * answer is the whole list exactly as before. The cursor names the last job shown by its creation
 * time and id, so pages stay right while jobs are added; it is opaque to clients (base64url of
 * {@code seconds:nanos:id}), and one that does not decode is refused rather than read as "from the
 * top", so a mangled cursor cannot silently start the list again.
 *
 * @param after null for the first page
 */
public record JobListPaging(int size, JobListPosition after) {
    static final int DEFAULT_SIZE = 100;
    static final int MAX_SIZE = 1000;
    /** The times both databases store; a cursor outside them was not made by us. */
    private static final Instant EARLIEST = Instant.parse("0001-01-01T00:00:00Z");
    private static final Instant LATEST = Instant.parse("9999-12-31T23:59:59Z");

    public static Optional<JobListPaging> read(ApiParams p) {
        Optional<Long> size = p.integer("page_size");
        Optional<String> cursor = p.text("cursor");
        if (size.isEmpty() && cursor.isEmpty()) {
            return Optional.empty();
        }
        long n = size.orElse((long) DEFAULT_SIZE);
        if (n < 1 || n > MAX_SIZE) {
            throw ApiException.invalid("page_size", n + " is not between 1 and " + MAX_SIZE);
        }
        return Optional.of(new JobListPaging((int) n, cursor.map(JobListPaging::position).orElse(null)));
    }

    public static String cursor(JobListPosition position) {
        Instant at = position.createdAt();
        String plain = at.getEpochSecond() + ":" + at.getNano() + ":" + position.jobId();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(plain.getBytes(StandardCharsets.US_ASCII));
    }

    private static JobListPosition position(String cursor) {
        try {
            String[] parts = new String(Base64.getUrlDecoder().decode(cursor.trim()), StandardCharsets.US_ASCII)
                    .split(":", -1);
            if (parts.length == 3 && Ids.isId(parts[2])) {
                Instant at = Instant.ofEpochSecond(Long.parseLong(parts[0]), Long.parseLong(parts[1]));
                if (!at.isBefore(EARLIEST) && !at.isAfter(LATEST)) {
                    return new JobListPosition(at, parts[2]);
                }
            }
        } catch (IllegalArgumentException | java.time.DateTimeException | ArithmeticException e) {
            // falls through to the refusal below
        }
        throw ApiException.invalid("cursor", "not a NextCursor that job/list gave; start again without a cursor");
    }
}
