package dev.parlance.web.work;

import dev.parlance.work.WaveformPeaks;
import dev.parlance.work.WorkException;
import dev.parlance.work.WorkRefusal;
import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;

import java.time.Duration;
import java.util.Optional;

/**
 * A waveform range as the editor reads it ({@code GET .../waveform?from=&to=}, ms): the min/max byte
 * pairs as {@code application/octet-stream}, with the first bucket, the total and the bucket length
 * in headers. Peaks of one media never change, so the browser may keep them for the claim's length.
 */
final class WaveformAnswer {
    /** The most asked at once: an hour of peaks (720 kB). */
    static final long MAX_MILLIS = 3_600_000;

    private WaveformAnswer() {
    }

    static ResponseEntity<byte[]> of(Optional<WaveformPeaks.Range> range) {
        WaveformPeaks.Range r = range.orElseThrow(() -> new WorkException(WorkRefusal.NOT_FOUND, "The job has no audio to draw yet"));
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_OCTET_STREAM)
                .cacheControl(CacheControl.maxAge(Duration.ofMinutes(10)).cachePrivate())
                .header("X-Waveform-First", Long.toString(r.first()))
                .header("X-Waveform-Total", Long.toString(r.total()))
                .header("X-Waveform-Bucket-Ms", Integer.toString(WaveformPeaks.BUCKET_MILLIS))
                .body(r.bytes());
    }

    /** {@code to}, or an hour after {@code from}, and never more than an hour. */
    static long to(long from, Long to) {
        if (from < 0 || to != null && to < from) {
            throw new WorkException(WorkRefusal.INVALID, "Ask for the waveform with 0 <= from <= to (milliseconds)");
        }
        return Math.min(to == null ? from + MAX_MILLIS : to, from + MAX_MILLIS);
    }
}
