package dev.parlance.deliverable;

import dev.parlance.speech.media.ExternalProcess;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * Runs one ffmpeg encode to a file (through {@link ExternalProcess}, like every other ffmpeg run of
 * the server) and watches its machine-readable progress report ({@code -progress pipe:1}): the
 * encode is killed when its output stops advancing for the stall timeout, however long the media,
 * and its position is passed on as a percentage. ffmpeg does the work in its own process; the JVM
 * only reads a few lines of progress, so the server's memory does not depend on the media's size.
 */
public class Encoder {
    /** How an encode ended. A failure carries ffmpeg's own words (paths replaced). */
    public sealed interface Result {
        record Done() implements Result {
        }

        record Failed(String reason) implements Result {
        }
    }

    private static final Duration CHECK_EVERY = Duration.ofMillis(500);
    /** nice(1)'s adjustment: well below recognition, above nothing else that matters. */
    static final int NICENESS = 10;
    /** nice(1)'s exit status when it cannot find the command. */
    private static final int NOT_FOUND = 127;

    private final Duration stallTimeout;

    Encoder(Duration stallTimeout) {
        this.stallTimeout = stallTimeout;
    }

    /**
     * @param arguments       ffmpeg's inputs, options and output, after the fixed logging options
     * @param media           the input file, hidden as "media" in failure reasons
     * @param expectedSeconds the output's expected length, for the percentage (0 when unknown)
     * @param progress        told the percentage done now and then (from the encoding thread)
     */
    public Result encode(List<String> arguments, Path media, double expectedSeconds, IntConsumer progress) {
        // Under a lower scheduling priority: a generated file is background work, and on a busy
        // machine the processor goes first to recognition, which customers are waiting for
        // (measured: eager mp3 encodes took about a tenth of a batch of short jobs' processor time).
        // nice execs ffmpeg in its own process, so killing the process still kills the encode.
        List<String> command = new ArrayList<>(List.of("nice", "-n", String.valueOf(NICENESS), "ffmpeg", "-nostdin",
                "-hide_banner", "-v", "error", "-nostats", "-progress", "pipe:1", "-y"));
        command.addAll(arguments);
        try (ExternalProcess process = ExternalProcess.start(command, media)) {
            ProgressReport report = new ProgressReport(process);
            int reported = -1;
            while (!process.waitFor(CHECK_EVERY)) {
                if (System.nanoTime() - report.lastAdvance > stallTimeout.toNanos()) {
                    process.kill();
                    return new Result.Failed("The encoder stalled: no progress for " + stallTimeout.toSeconds() + " s");
                }
                int percent = expectedSeconds <= 0 ? 0
                        : (int) Math.min(99, report.outMicros / 10_000 / expectedSeconds);
                if (percent != reported) {
                    reported = percent;
                    progress.accept(percent);
                }
            }
            report.finish();
            if (process.exitCode() == NOT_FOUND) {
                throw new IllegalStateException("Cannot run ffmpeg (is ffmpeg installed?): " + process.errorReason("exit code 127"));
            }
            if (process.exitCode() != 0) {
                return new Result.Failed(process.errorReason("ffmpeg exit code " + process.exitCode()));
            }
            return new Result.Done();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result.Failed("Interrupted while encoding");
        }
    }

    /** Reads ffmpeg's {@code key=value} progress lines on a virtual thread. */
    private static final class ProgressReport {
        private final Thread reader;
        volatile long lastAdvance = System.nanoTime();
        volatile long outMicros;
        private long totalSize;

        ProgressReport(ExternalProcess process) {
            reader = Thread.ofVirtual().start(() -> read(process));
        }

        private void read(ExternalProcess process) {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.stdout(), StandardCharsets.US_ASCII))) {
                String line;
                while ((line = in.readLine()) != null) {
                    int eq = line.indexOf('=');
                    if (eq > 0) {
                        note(line.substring(0, eq), line.substring(eq + 1).strip());
                    }
                }
            } catch (IOException e) {
                // the process ended or was killed: its exit code tells the rest
            }
        }

        private void note(String key, String value) {
            long number;
            try {
                number = Long.parseLong(value);
            } catch (NumberFormatException e) {
                return;  // "N/A" before the first packet
            }
            // out_time_us is the position written so far; total_size catches progress on outputs without timestamps yet.
            if (key.equals("out_time_us") && number > outMicros) {
                outMicros = number;
                lastAdvance = System.nanoTime();
            } else if (key.equals("total_size") && number > totalSize) {
                totalSize = number;
                lastAdvance = System.nanoTime();
            }
        }

        void finish() throws InterruptedException {
            reader.join(Duration.ofSeconds(5));
        }
    }
}
