package dev.parlance.speech;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * Media made on the spot with espeak-ng and ffmpeg, so the speech tests need no files of their
 * own (and none of this machine's).
 */
public final class SpeechFixtures {
    public static final String ASK_NOT = "and so my fellow americans ask not what your country can do for you "
            + "ask what you can do for your country";

    private SpeechFixtures() {
    }

    /** Synthetic US English speech as a WAV file (22.05 kHz mono, espeak-ng's format). */
    public static Path speech(Path dir, String name, String text) {
        Path wav = dir.resolve(name + ".wav");
        run("espeak-ng", "-v", "en-us", "-s", "150", "-w", wav.toString(), text);
        return wav;
    }

    /** Re-encodes media with ffmpeg: extra arguments choose codecs, the extension the container. */
    public static Path convert(Path source, Path target, String... arguments) {
        List<String> command = new ArrayList<>(List.of("ffmpeg", "-nostdin", "-v", "error", "-y", "-i", source.toString()));
        command.addAll(Arrays.asList(arguments));
        command.add(target.toString());
        run(command.toArray(String[]::new));
        return target;
    }

    /** A video of the audio's waveform with the audio itself, as H.264 and AAC in MP4. */
    public static Path videoWithAudio(Path audio, Path target) {
        run("ffmpeg", "-nostdin", "-v", "error", "-y", "-i", audio.toString(),
                "-filter_complex", "[0:a]showwaves=s=160x120:rate=10,format=yuv420p[v]", "-map", "[v]", "-map", "0:a",
                "-c:v", "libx264", "-c:a", "aac", target.toString());
        return target;
    }

    /** Digital silence of the given length as a WAV file. */
    public static Path silence(Path dir, String name, double seconds) {
        Path wav = dir.resolve(name + ".wav");
        run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "anullsrc=r=16000:cl=mono",
                "-t", Double.toString(seconds), wav.toString());
        return wav;
    }

    /** Random bytes that no demuxer accepts. */
    public static Path garbage(Path dir) {
        byte[] bytes = new byte[64 * 1024];
        new Random(42).nextBytes(bytes);
        try {
            return Files.write(dir.resolve("garbage.mp4"), bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void run(String... command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes());
            if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
                process.destroyForcibly();
                throw new IllegalStateException(String.join(" ", command) + " failed: " + output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
