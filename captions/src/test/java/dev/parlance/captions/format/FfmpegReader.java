package dev.parlance.captions.format;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A real, independent reader for the tests: ffmpeg opens a caption file with its own demuxer and
 * converts it to SRT, which is then split into cues. ffmpeg is a runtime dependency of Parlance,
 * installed by the start and CI scripts; where it is missing these checks are skipped.
 */
public final class FfmpegReader {
    private static final Pattern TIMING = Pattern.compile("(?m)^(\\d{2}):(\\d{2}):(\\d{2}),(\\d{3}) --> (\\d{2}):(\\d{2}):(\\d{2}),(\\d{3})$");
    /** The styling ffmpeg adds to the SRT it writes: font tags and ASS overrides such as an7. */
    private static final Pattern MARKUP = Pattern.compile("</?(?:font|i|b|u)(?: [^>]*)?>|\\{\\\\[^}]*}");
    private static Boolean available;

    /** A cue as ffmpeg read it: times in milliseconds, text without ffmpeg's styling markup. */
    public record ReadCue(long start, long end, String text) {
    }

    private FfmpegReader() {
    }

    /**
     * Reads {@code content} (written to a temporary file named with {@code extension}) through the
     * given ffmpeg demuxer, failing on any error ffmpeg reports.
     */
    public static List<ReadCue> read(String content, String extension, String demuxer) throws IOException, InterruptedException {
        return read(content, extension, demuxer, null);
    }

    /** Like {@link #read(String, String, String)}, accepting stderr lines that match {@code tolerated}. */
    public static List<ReadCue> read(String content, String extension, String demuxer, Pattern tolerated)
            throws IOException, InterruptedException {
        assumeTrue(isAvailable(), "ffmpeg is not installed");
        Path dir = Files.createTempDirectory("parlance-ffmpeg");
        Path input = dir.resolve("captions." + extension);
        Path errors = dir.resolve("errors.txt");
        try {
            Files.writeString(input, content, StandardCharsets.UTF_8);
            Process process = new ProcessBuilder("ffmpeg", "-nostdin", "-v", "error", "-f", demuxer, "-i", input.toString(), "-f", "srt", "-")
                    .redirectError(errors.toFile())
                    .start();
            String srt = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("ffmpeg finished").isTrue();
            String stderr = Files.readString(errors);
            if (tolerated != null) {
                stderr = String.join("\n", stderr.lines().filter(line -> !tolerated.matcher(line).matches()).toList());
            }
            assertThat(process.exitValue()).as("ffmpeg exit code; stderr: %s", stderr).isZero();
            assertThat(stderr).as("ffmpeg reported errors").isBlank();
            return cues(srt);
        } finally {
            Files.deleteIfExists(input);
            Files.deleteIfExists(errors);
            Files.deleteIfExists(dir);
        }
    }

    static List<ReadCue> cues(String output) {
        String srt = output.replace("\r\n", "\n");
        List<ReadCue> cues = new ArrayList<>();
        Matcher timing = TIMING.matcher(srt);
        List<int[]> spans = new ArrayList<>();
        List<long[]> times = new ArrayList<>();
        while (timing.find()) {
            spans.add(new int[] {timing.start(), timing.end()});
            times.add(new long[] {ms(timing, 1), ms(timing, 5)});
        }
        for (int i = 0; i < spans.size(); i++) {
            int textStart = spans.get(i)[1];
            int textEnd = i + 1 < spans.size() ? spans.get(i + 1)[0] : srt.length();
            String block = srt.substring(textStart, textEnd).strip();
            if (i + 1 < spans.size()) {
                // Drop the next cue's number, the last line before its timing line.
                int lastBreak = block.lastIndexOf('\n');
                block = lastBreak < 0 ? "" : block.substring(0, lastBreak).strip();
            }
            // ffmpeg writes the spaces that indent a caption row as ASS hard spaces.
            String text = MARKUP.matcher(block).replaceAll("").replace("\\h", " ");
            cues.add(new ReadCue(times.get(i)[0], times.get(i)[1], text));
        }
        return cues;
    }

    private static long ms(Matcher m, int group) {
        return Long.parseLong(m.group(group)) * 3_600_000 + Long.parseLong(m.group(group + 1)) * 60_000
                + Long.parseLong(m.group(group + 2)) * 1000 + Long.parseLong(m.group(group + 3));
    }

    public static synchronized boolean isAvailable() {
        if (available == null) {
            try {
                Process process = new ProcessBuilder("ffmpeg", "-version").redirectErrorStream(true).start();
                process.getInputStream().readAllBytes();
                available = process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0;
            } catch (IOException | InterruptedException e) {
                available = false;
            }
        }
        return available;
    }
}
