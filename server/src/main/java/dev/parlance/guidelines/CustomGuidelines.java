package dev.parlance.guidelines;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.common.Ids;
import dev.parlance.common.TextRules;
import dev.parlance.job.Job;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobRepository;
import dev.parlance.media.MediaDownloader;
import dev.parlance.media.MediaKeys;
import dev.parlance.media.MediaStore;
import dev.parlance.system.UrlGuard;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Locale;
import java.util.Optional;

/**
 * add_custom_guidelines, and the guidelines of a job for those who work on it. A job holds one set:
 * adding another replaces it, at any time (a pass opened later shows the new one). What is stored is
 * what may be shown: HTML only after {@link GuidelinesHtml} has cleaned it, text as given (shown
 * escaped). A URL is fetched at once, through the media downloader: the same URL guard (public
 * addresses only, each redirect checked), the same stall timeout and minimum rate, the in-call bound, and at most
 * {@value #MAX_SOURCE_BYTES} bytes; what is stored is at most {@value #MAX_STORED_BYTES} bytes.
 *
 * <p>The file is written before its row (under the job's row lock), each version under a key of its
 * own, and the replaced file removed after the commit: a reader always finds the file its row names.
 */
@Service
public class CustomGuidelines {
    private static final Logger log = LoggerFactory.getLogger(CustomGuidelines.class);
    /** A web page or file to fetch or take: large pages carry much that cleaning drops. */
    static final long MAX_SOURCE_BYTES = 5L * 1024 * 1024;
    /** Guidelines as stored: a long handbook fits; more is not guidelines a transcriber reads per job. */
    static final long MAX_STORED_BYTES = 1024L * 1024;

    /** A document ready to store. */
    private record Prepared(boolean html, String content, String source) {
    }

    private final JobAccess access;
    private final JobRepository jobs;
    private final GuidelinesRepository rows;
    private final MediaStore store;
    private final MediaDownloader downloader;
    private final UrlGuard guard;
    private final TransactionTemplate tx;
    private final Clock clock;

    CustomGuidelines(JobAccess access, JobRepository jobs, GuidelinesRepository rows, MediaStore store,
                     MediaDownloader downloader, UrlGuard guard, TransactionTemplate tx, Clock clock) {
        this.access = access;
        this.jobs = jobs;
        this.rows = rows;
        this.store = store;
        this.downloader = downloader;
        this.guard = guard;
        this.tx = tx;
        this.clock = clock;
    }

    public GuidelinesStored add(Account caller, String jobId, GuidelinesSource source) {
        Job job = access.requireJob(caller, jobId);
        Prepared prepared = switch (source) {
            case GuidelinesSource.FromUrl url -> fetched(job.id(), url);
            case GuidelinesSource.FromFile file -> isHtml(file.contentType())
                    ? html(file.bytes(), TextDecoding.declared(file.contentType()).orElse(null), "", "file")
                    : text(TextDecoding.decode(file.bytes(), TextDecoding.declared(file.contentType())), "file");
            case GuidelinesSource.FromText text -> text(text.text(), "text");
        };
        byte[] bytes = prepared.content().getBytes(StandardCharsets.UTF_8);
        if (bytes.length > MAX_STORED_BYTES) {
            throw new ApiException(ErrorType.INVALID_QUERY, "The guidelines are " + bytes.length + " bytes"
                    + (prepared.html() ? " after cleaning" : "") + "; at most " + MAX_STORED_BYTES + " are kept");
        }
        String key = MediaKeys.jobFolder(job.id()) + "guidelines-" + Ids.newId().substring(0, 16)
                + (prepared.html() ? ".html" : ".txt");
        put(key, bytes);
        Optional<String> replaced;
        try {
            replaced = tx.execute(status -> {
                if (!jobs.lockLive(job.id())) {
                    throw ApiException.notFound("Job " + job.id());
                }
                Optional<String> before = rows.find(job.id()).map(GuidelinesRepository.Row::storageKey);
                rows.replace(new GuidelinesRepository.Row(job.id(), key, prepared.html(), bytes.length, prepared.source(),
                        clock.instant()));
                return before;
            });
        } catch (RuntimeException e) {
            deleteQuietly(key);
            throw e;
        }
        replaced.ifPresent(this::deleteQuietly);
        return new GuidelinesStored(prepared.html(), key, job.accountId(), store.bucket(), bytes.length);
    }

    /** Whether the job has guidelines (perform_transcription then asks for custom_special_handling). */
    public boolean exist(String jobId) {
        return rows.find(jobId).isPresent();
    }

    /** The job's guidelines as a page shows them; empty when it has none (or its file cannot be read). */
    public Optional<Guidelines> of(String jobId) {
        return rows.find(jobId).flatMap(row -> {
            String content;
            try (InputStream in = store.open(row.storageKey())) {
                content = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                // Replaced between reading the row and the file: the next load shows the new ones.
                log.warn("Cannot read the guidelines of job {} ({}): {}", jobId, row.storageKey(), e.getMessage());
                return Optional.empty();
            }
            return Optional.of(new Guidelines(row.fullHtml(), row.fullHtml() ? content : GuidelinesHtml.fromText(content)));
        });
    }

    /**
     * Gives {@code toJobId} a copy of the guidelines of {@code fromJobId}, if it has any (an uplevel's
     * new job follows the same house style). In the caller's transaction, which holds the new job's
     * creation; the file is linked or copied at once, and goes with the new job's folder.
     */
    public void copy(String fromJobId, String toJobId) {
        rows.find(fromJobId).ifPresent(row -> {
            String key = MediaKeys.jobFolder(toJobId) + row.storageKey().substring(row.storageKey().lastIndexOf('/') + 1);
            try {
                store.copy(row.storageKey(), key);
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot copy the guidelines of job " + fromJobId, e);
            }
            rows.replace(new GuidelinesRepository.Row(toJobId, key, row.fullHtml(), row.sizeBytes(), row.source(),
                    clock.instant()));
        });
    }

    private Prepared fetched(String jobId, GuidelinesSource.FromUrl source) {
        URI url = guard.requirePublic(source.url());
        String download = MediaKeys.jobFolder(jobId) + "guidelines-download-" + Ids.newId().substring(0, 16);
        try {
            MediaDownloader.Fetched fetched = downloader.fetchDuringCall(url, download, MAX_SOURCE_BYTES);
            byte[] bytes;
            try (InputStream in = store.open(download)) {
                bytes = in.readAllBytes();
            }
            Optional<Charset> charset = TextDecoding.declared(fetched.contentType());
            return source.html() || isHtml(fetched.contentType())
                    ? html(bytes, charset.orElse(null), url.toString(), url.toString())
                    : text(TextDecoding.decode(bytes, charset), url.toString());
        } catch (MediaDownloader.PermanentFailure | MediaDownloader.TransientFailure | MediaDownloader.Interrupted e) {
            throw new ApiException(ErrorType.INVALID_URL, "Cannot fetch the guidelines: " + e.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the downloaded guidelines of job " + jobId, e);
        } finally {
            deleteQuietly(download);
        }
    }

    private static Prepared html(byte[] document, Charset charset, String baseUri, String source) {
        String clean = GuidelinesHtml.clean(document, charset, baseUri);
        if (!GuidelinesHtml.hasText(clean)) {
            throw new ApiException(ErrorType.INVALID_QUERY, "The guidelines have no text once scripts, styles and"
                    + " other markup a page cannot show safely are removed");
        }
        return new Prepared(true, clean, source);
    }

    private static Prepared text(String text, String source) {
        if (text.isBlank()) {
            throw new ApiException(ErrorType.INVALID_QUERY, "The guidelines are empty");
        }
        TextRules.problem(text, TextRules.Shape.MULTI_LINE).ifPresent(why -> {
            throw new ApiException(ErrorType.INVALID_QUERY, "The guidelines are not plain text: " + why);
        });
        return new Prepared(false, text, source);
    }

    private static boolean isHtml(String contentType) {
        if (contentType == null) {
            return false;
        }
        String type = contentType.toLowerCase(Locale.ROOT).strip();
        return type.startsWith("text/html") || type.startsWith("application/xhtml+xml");
    }

    private void put(String key, byte[] bytes) {
        try {
            store.put(key, new ByteArrayInputStream(bytes));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot store guidelines under " + key, e);
        }
    }

    private void deleteQuietly(String key) {
        try {
            store.delete(key);
        } catch (IOException | RuntimeException e) {
            // a leftover in the job's folder goes with the job
        }
    }
}
