package dev.parlance.work;

import dev.parlance.job.Job;
import dev.parlance.media.DerivedOnce;
import dev.parlance.media.Media;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaState;
import dev.parlance.media.MediaStore;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.PcmDecoder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * The editor's waveform: the loudest and quietest sample of every {@value #BUCKET_MILLIS} ms of a
 * job's audio, as two signed bytes (min, max; full scale is -128 to 127). Computed once per media from the
 * decoded audio (streamed: never the whole PCM in memory) and stored beside it, so a three-hour job
 * costs two megabytes once and then only reads; the editor loads the part it shows.
 */
@Component
public class WaveformPeaks {
    /** Each pair of bytes covers this much audio. */
    public static final int BUCKET_MILLIS = 10;
    /** Peaks need no more than this: half the speech rate, half the decoding and reading. */
    static final int SAMPLE_RATE = 8_000;
    private static final int SAMPLES_PER_BUCKET = SAMPLE_RATE * BUCKET_MILLIS / 1000;
    private static final Logger log = LoggerFactory.getLogger(WaveformPeaks.class);

    /** Peaks of the part asked for: {@code bytes} hold min/max pairs from bucket {@code first}; {@code total} buckets in all. */
    public record Range(long first, long total, byte[] bytes) {
    }

    private final MediaRepository media;
    private final MediaStore store;
    private final PcmDecoder decoder;
    private final DerivedOnce derived;

    WaveformPeaks(MediaRepository media, MediaStore store, PcmDecoder decoder) {
        this.media = media;
        this.store = store;
        this.decoder = decoder;
        this.derived = new DerivedOnce(store);
    }

    /**
     * The peaks of {@code jobId}'s media from {@code fromMillis} to {@code toMillis}; empty when the job
     * has no stored media or it cannot be decoded.
     */
    public Optional<Range> of(String jobId, long fromMillis, long toMillis) {
        Optional<Media> stored = media.find(jobId).filter(m -> m.state() == MediaState.STORED);
        if (stored.isEmpty()) {
            return Optional.empty();
        }
        String key = stored.get().storageKey() + ".peaks";
        try {
            if (!derived.ensure(key, () -> compute(stored.get().storageKey(), key))) {
                return Optional.empty();
            }
            long total = store.size(key) / 2;
            long first = Math.clamp(Math.max(0, fromMillis) / BUCKET_MILLIS, 0, total);
            long end = Math.clamp((Math.max(fromMillis, toMillis) + BUCKET_MILLIS - 1) / BUCKET_MILLIS, first, total);
            try (InputStream in = store.open(key, first * 2)) {
                return Optional.of(new Range(first, total, in.readNBytes(Math.toIntExact((end - first) * 2))));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private boolean compute(String mediaKey, String key) throws IOException {
        DecodeResult<byte[]> decoded;
        try (MediaStore.LocalFile file = store.localFile(mediaKey)) {
            decoded = decoder.decodeAt(file.path(), SAMPLE_RATE, WaveformPeaks::peaks);
        }
        if (decoded instanceof DecodeResult.Decoded<byte[]>(byte[] peaks, long bytes)) {
            store.put(key, new ByteArrayInputStream(peaks));
            return true;
        }
        log.warn("No waveform for media {}: {}", mediaKey, ((DecodeResult.Failed<byte[]>) decoded).failure().reason());
        return false;
    }

    /** Min and max of each bucket of 16-bit little-endian mono PCM, scaled to a signed byte. */
    static byte[] peaks(InputStream pcm) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[SAMPLES_PER_BUCKET * 2 * 256];
        InputStream in = new BufferedInputStream(pcm, 1 << 16);
        int inBucket = 0;
        int min = 0;
        int max = 0;
        int read;
        int carry = -1; // a sample's low byte left over from the last read
        while ((read = in.read(buffer)) > 0) {
            int i = 0;
            while (i < read) {
                int sample;
                if (carry >= 0) {
                    sample = (short) ((buffer[i] << 8) | carry);
                    carry = -1;
                    i++;
                } else if (i + 1 < read) {
                    sample = (short) ((buffer[i + 1] << 8) | (buffer[i] & 0xff));
                    i += 2;
                } else {
                    carry = buffer[i] & 0xff;
                    break;
                }
                min = Math.min(min, sample);
                max = Math.max(max, sample);
                if (++inBucket == SAMPLES_PER_BUCKET) {
                    out.write(min >> 8);
                    out.write(max >> 8);
                    inBucket = 0;
                    min = 0;
                    max = 0;
                }
            }
        }
        if (inBucket > 0) {
            out.write(min >> 8);
            out.write(max >> 8);
        }
        return out.toByteArray();
    }
}
