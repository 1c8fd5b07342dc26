package dev.parlance.speech.media;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * An ffmpeg-family child process: stdin closed, stderr drained into a bounded tail, stdout left to
 * the caller. Closing it kills the process (and anything it started) if it is still running, so no
 * code path leaves a process behind. Public so that every ffmpeg-family tool of the server (probing,
 * decoding, transcoding, speech synthesis) runs through this one class.
 */
public final class ExternalProcess implements AutoCloseable {
    private static final int STDERR_TAIL_BYTES = 8 * 1024;
    /** ffmpeg's "[mp3 @ 0x55d0c4a1b2c0] " before a message. */
    private static final Pattern LOG_PREFIX = Pattern.compile("\\[[\\w:]+ @ 0x[0-9a-f]+] ");

    private final Process process;
    private final OutputTail stderr;
    private final Path media;

    private ExternalProcess(Process process, Path media) {
        this.process = process;
        this.media = media;
        this.stderr = OutputTail.drain(process.getErrorStream(), STDERR_TAIL_BYTES, "stderr-" + process.pid());
    }

    /**
     * Starts the command. A missing executable is a broken installation, not bad media, so it
     * surfaces as an exception rather than a media failure.
     */
    public static ExternalProcess start(List<String> command, Path media) {
        return start(command, media, Map.of());
    }

    /** The same, with these environment variables added to the server's. */
    public static ExternalProcess start(List<String> command, Path media, Map<String, String> environment) {
        try {
            ProcessBuilder builder = new ProcessBuilder(command);
            builder.environment().putAll(environment);
            Process process = builder.start();
            process.getOutputStream().close();
            return new ExternalProcess(process, media);
        } catch (IOException e) {
            throw new IllegalStateException("Cannot run " + command.getFirst() + " (is it installed?): " + e.getMessage(), e);
        }
    }

    public InputStream stdout() {
        return process.getInputStream();
    }

    /** Waits for the exit; false when it did not exit in time. */
    public boolean waitFor(Duration timeout) throws InterruptedException {
        return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    public int exitCode() {
        return process.exitValue();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    public void kill() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /**
     * The end of what the process wrote to stderr, as a one-line reason fit for a job's failure
     * note: the last non-blank lines, with the server's file path replaced by "media".
     */
    public String errorReason(String fallback) {
        String text = stderr.text(2_000);
        if (media != null) {
            // Neither the server's folders nor ffmpeg's internal addresses belong in a customer's note.
            String path = media.toAbsolutePath().toString();
            text = text.replace("file:" + path, "media").replace(path, "media");
            Path folder = media.toAbsolutePath().getParent();
            if (folder != null) {
                text = text.replace(folder + "/", "");
            }
        }
        List<String> lines = text.lines().map(line -> LOG_PREFIX.matcher(line).replaceAll("").strip()).filter(line -> !line.isEmpty()).toList();
        if (lines.isEmpty()) {
            return fallback;
        }
        String reason = String.join("; ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
        return reason.length() <= 300 ? reason : "..." + reason.substring(reason.length() - 297);
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            kill();
            try {
                process.waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
