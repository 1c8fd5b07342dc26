package dev.parlance.speech.media;

import dev.parlance.speech.PcmFormat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Decodes the first audio stream of any file ffmpeg understands to {@link PcmFormat} and streams
 * it to a reader. The PCM never exists as a whole: the reader pulls it from ffmpeg's stdout as it
 * goes, so a 10 GB video costs no more memory than a 10 s clip.
 *
 * <p>A process that stops producing audio while the reader waits for it is killed after the stall
 * timeout; its reading pace is otherwise the reader's, so slow recognition never counts against
 * ffmpeg.
 */
public class PcmDecoder {
    /** An end time that means: decode to the end of the audio. */
    public static final long TO_THE_END = Long.MAX_VALUE;
    private static final Duration EXIT_TIMEOUT = Duration.ofSeconds(30);

    private final Duration stallTimeout;

    public PcmDecoder(Duration stallTimeout) {
        this.stallTimeout = stallTimeout;
    }

    /** Reads the PCM of a media file. */
    @FunctionalInterface
    public interface PcmReader<T> {
        /** Reads {@code pcm} (up to its end, or less to stop early); exceptions end the decode and propagate. */
        T read(InputStream pcm) throws IOException;
    }

    /** Decodes {@code media} from {@code startMillis} (0 for the beginning) to its end. */
    public <T> DecodeResult<T> decode(Path media, long startMillis, PcmReader<T> reader) throws IOException {
        return decode(media, startMillis, TO_THE_END, reader);
    }

    /**
     * Decodes the stretch of {@code media} from {@code startMillis} to {@code endMillis} (or
     * {@link #TO_THE_END}) and hands its PCM to {@code reader}.
     *
     * @throws IOException when the reader throws it
     */
    public <T> DecodeResult<T> decode(Path media, long startMillis, long endMillis, PcmReader<T> reader)
            throws IOException {
        List<String> command = command(media, startMillis, endMillis, PcmFormat.SAMPLE_RATE);
        Optional<CanonicalWav> wav = CanonicalWav.of(media);
        if (wav.isPresent()) {
            return wav.get().decode(startMillis, endMillis, reader); // already PCM: no ffmpeg to start
        }
        return run(command, media, reader);
    }

    /**
     * Decodes the whole of {@code media} as mono 16-bit PCM at {@code sampleRate}, always through
     * ffmpeg: for what needs less than speech does (a waveform's peaks: half the rate, half the work).
     */
    public <T> DecodeResult<T> decodeAt(Path media, int sampleRate, PcmReader<T> reader) throws IOException {
        return run(command(media, 0, TO_THE_END, sampleRate), media, reader);
    }

    private <T> DecodeResult<T> run(List<String> command, Path media, PcmReader<T> reader) throws IOException {
        try (ExternalProcess process = ExternalProcess.start(command, media);
             WatchedStream pcm = new WatchedStream(process.stdout())) {
            Thread watchdog = Thread.ofVirtual().start(() -> watch(pcm, process));
            T value;
            try {
                value = reader.read(pcm);
            } finally {
                pcm.done = true;
                watchdog.interrupt();
            }
            if (pcm.stalled) {
                return new DecodeResult.Failed<>(new MediaFailure(
                        "Decoding stalled: no audio for " + stallTimeout.toSeconds() + " s"));
            }
            if (!pcm.endReached) {
                // The reader stopped on purpose; ffmpeg is killed when the process closes.
                return new DecodeResult.Decoded<>(value, pcm.bytes);
            }
            if (!process.waitFor(EXIT_TIMEOUT)) {
                return new DecodeResult.Failed<>(new MediaFailure("The decoder did not exit after the end of the audio"));
            }
            if (process.exitCode() != 0) {
                return new DecodeResult.Failed<>(new MediaFailure(process.errorReason("ffmpeg exit code " + process.exitCode())));
            }
            return new DecodeResult.Decoded<>(value, pcm.bytes);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while decoding", e);
        }
    }

    static List<String> command(Path media, long startMillis, long endMillis) {
        return command(media, startMillis, endMillis, PcmFormat.SAMPLE_RATE);
    }

    static List<String> command(Path media, long startMillis, long endMillis, int sampleRate) {
        if (endMillis <= startMillis) {
            throw new IllegalArgumentException("Nothing to decode between " + startMillis + " and " + endMillis + " ms");
        }
        List<String> command = new ArrayList<>(List.of("ffmpeg", "-nostdin", "-v", "error", "-protocol_whitelist", "file"));
        if (startMillis > 0) {
            // Before -i: seek in the input (fast), then decode exactly from there.
            command.addAll(List.of("-ss", seconds(startMillis)));
        }
        if (endMillis != TO_THE_END) {
            // Also an input option: read no further than this much audio from the start point.
            command.addAll(List.of("-t", seconds(endMillis - startMillis)));
        }
        command.addAll(List.of("-i", "file:" + media.toAbsolutePath(),
                "-map", "0:a:0", "-ac", "1", "-ar", Integer.toString(sampleRate), "-f", "s16le", "-"));
        return command;
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.3f", millis / 1000.0);
    }

    private void watch(WatchedStream pcm, ExternalProcess process) {
        long checkEvery = Math.max(10, Math.min(1_000, stallTimeout.toMillis() / 4));
        try {
            while (!pcm.done) {
                Thread.sleep(checkEvery);
                long since = pcm.waitingSince;
                if (since != 0 && System.nanoTime() - since > stallTimeout.toNanos()) {
                    pcm.stalled = true;
                    process.kill();
                    return;
                }
            }
        } catch (InterruptedException e) {
            // the reader is done
        }
    }

    /** ffmpeg's stdout, noting when the reader waits for data and whether it saw the end. */
    private static final class WatchedStream extends InputStream {
        private final InputStream in;
        volatile long waitingSince;
        volatile boolean done;
        volatile boolean stalled;
        volatile boolean endReached;
        long bytes;

        WatchedStream(InputStream in) {
            this.in = in;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) == -1 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            waitingSince = System.nanoTime();
            try {
                int n = in.read(buffer, offset, length);
                if (n == -1) {
                    endReached = !stalled;
                } else {
                    bytes += n;
                }
                return n;
            } catch (IOException e) {
                if (stalled) {
                    endReached = false;
                    return -1;
                }
                throw e;
            } finally {
                waitingSince = 0;
            }
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
