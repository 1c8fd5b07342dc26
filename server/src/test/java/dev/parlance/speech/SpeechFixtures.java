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
        return speech(dir, name, text, "en-us");
    }

    /** The same in an espeak-ng voice such as {@code en-us+f3} (a female variant). */
    public static Path speech(Path dir, String name, String text, String voice) {
        Path wav = dir.resolve(name + ".wav");
        run("espeak-ng", "-v", voice, "-s", "150", "-w", wav.toString(), text);
        return wav;
    }

    /** Who speaks from when to when in a {@link #conversation}. */
    public record Turn(long startMillis, long endMillis, int speaker) {
    }

    /** A conversation and its turns. */
    public record Conversation(Path media, List<Turn> turns) {
    }

    private static final String[][] LINES = {
            {"good morning and welcome to the program", "thank you it is a pleasure to be here today"},
            {"tell us how the project started", "we wanted a library that anyone could use for free"},
            {"and how many people use it now", "about ten thousand students every single week"},
            {"that is a remarkable number", "we are very proud of the whole team and their work"},
    };

    /**
     * Two voices taking turns (espeak-ng's male and female US voices), four exchanges with half a
     * second between turns, as a 16 kHz WAV file.
     */
    public static Conversation conversation(Path dir) {
        return conversation(dir, "en-us", "en-us+f3");
    }

    /** The same exchanges in these two espeak-ng voices (the same voice twice: one person reading both parts). */
    public static Conversation conversation(Path dir, String firstVoice, String secondVoice) {
        String[] voices = {firstVoice, secondVoice};
        List<Turn> turns = new ArrayList<>();
        Path list = dir.resolve("conversation.txt");
        StringBuilder files = new StringBuilder();
        long at = 0;
        int n = 0;
        for (String[] exchange : LINES) {
            for (int speaker = 0; speaker < 2; speaker++) {
                Path raw = speech(dir, "turn" + n, exchange[speaker], voices[speaker]);
                Path padded = convert(raw, dir.resolve("turn" + n + "-16k.wav"), "-af", "apad=pad_dur=0.5",
                        "-ar", "16000", "-ac", "1", "-c:a", "pcm_s16le");
                long millis = pcmMillis(padded);
                turns.add(new Turn(at, at + millis, speaker));
                at += millis;
                files.append("file '").append(padded.toAbsolutePath()).append("'\n");
                n++;
            }
        }
        try {
            Files.writeString(list, files);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Path media = dir.resolve("conversation.wav");
        run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "concat", "-safe", "0", "-i", list.toString(),
                "-c", "copy", media.toString());
        return new Conversation(media, List.copyOf(turns));
    }

    /** Length of a 16 kHz mono 16-bit WAV file from its data chunk. */
    private static long pcmMillis(Path wav) {
        try {
            byte[] bytes = Files.readAllBytes(wav);
            for (int i = 12; i + 8 <= bytes.length; ) {
                String id = new String(bytes, i, 4, java.nio.charset.StandardCharsets.US_ASCII);
                int size = (bytes[i + 4] & 0xff) | (bytes[i + 5] & 0xff) << 8 | (bytes[i + 6] & 0xff) << 16 | (bytes[i + 7] & 0xff) << 24;
                if (id.equals("data")) {
                    return size / 32L;
                }
                i += 8 + size;
            }
            throw new IllegalStateException("No data chunk in " + wav);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
