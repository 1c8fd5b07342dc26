package dev.parlance.deliverable;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** ffprobe and ffmpeg as a test sees media: what a file holds, and single frames as raw RGB. */
public final class MediaTools {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private MediaTools() {
    }

    /** What ffprobe says of a file; fails the test when ffprobe cannot read it. */
    public static JsonNode probe(Path file) {
        return JSON.readTree(new String(run("ffprobe", "-v", "error", "-print_format", "json", "-show_format",
                "-show_streams", file.toString()), StandardCharsets.UTF_8));
    }

    public static double duration(Path file) {
        return probe(file).path("format").path("duration").asDouble();
    }

    /** Codec names of the streams, e.g. [h264, aac]. */
    public static List<String> codecs(Path file) {
        List<String> codecs = new ArrayList<>();
        probe(file).path("streams").forEach(s -> codecs.add(s.path("codec_name").asString()));
        return codecs;
    }

    public static JsonNode videoStream(Path file) {
        for (JsonNode s : probe(file).path("streams")) {
            if (s.path("codec_type").asString().equals("video")) {
                return s;
            }
        }
        throw new AssertionError("No video stream in " + file);
    }

    /** The frame shown at {@code seconds}, scaled to {@code width x height}, as RGB24 bytes. */
    public static byte[] frame(Path video, double seconds, int width, int height) {
        return run("ffmpeg", "-nostdin", "-v", "error", "-ss", String.valueOf(seconds), "-i", video.toString(),
                "-frames:v", "1", "-vf", "scale=" + width + ":" + height, "-f", "rawvideo", "-pix_fmt", "rgb24", "-");
    }

    /** How many bytes of two equally sized frames differ by more than {@code threshold} (ignores encoder noise). */
    public static int differingBytes(byte[] a, byte[] b, int threshold) {
        if (a.length != b.length) {
            throw new AssertionError("Frames differ in size: " + a.length + " and " + b.length);
        }
        int n = 0;
        for (int i = 0; i < a.length; i++) {
            if (Math.abs((a[i] & 0xff) - (b[i] & 0xff)) > threshold) {
                n++;
            }
        }
        return n;
    }

    /**
     * The RMS level in dBFS of a stretch of a file's audio (mixed to mono) after an ffmpeg audio
     * filter ({@code anull} for none): a band-pass picks one sound out of a mix.
     */
    public static double levelDb(Path file, double from, double to, String filter) {
        byte[] pcm = run("ffmpeg", "-nostdin", "-v", "error", "-ss", Double.toString(from), "-t", Double.toString(to - from),
                "-i", file.toString(), "-af", filter, "-ac", "1", "-ar", "48000", "-f", "s16le", "-");
        double sum = 0;
        int n = pcm.length / 2;
        for (int i = 0; i < n; i++) {
            double v = (short) ((pcm[2 * i] & 0xff) | (pcm[2 * i + 1] << 8)) / 32768.0;
            sum += v * v;
        }
        return 10 * Math.log10(Math.max(1e-12, sum / Math.max(1, n)));
    }

    public static byte[] run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (InputStream in = p.getInputStream()) {
                in.transferTo(out);
            }
            if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
                p.destroyForcibly();
                throw new AssertionError(String.join(" ", command) + " failed");
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
