package dev.parlance.captions.bench;

import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.CaptionWriters;
import dev.parlance.captions.format.TestTracks;
import dev.parlance.captions.format.TextOutput;
import dev.parlance.captions.format.WriterOptions;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.read.ByteSource;
import dev.parlance.captions.read.ImportFormat;
import dev.parlance.captions.read.ImportedTranscript;
import dev.parlance.captions.read.TranscriptReader;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reading speed of add_transcript's readers (encoding pass and format pass) on long files written
 * to disk and read back from there, as the server reads its scratch file: the captions of a
 * 34-hour lecture (28,800 cues) in SRT, WebVTT and DFXP (written by the server's own writers) and plain text of
 * the same words, also as Windows-1252 (the whole file is checked before it is decoded). Prints
 * the best of five runs after warming up and the throughput. Not a test; run by bench/import-read.sh.
 */
public final class ImportReadBench {
    private static final int WARM_UPS = 3;
    private static final int RUNS = 5;

    private ImportReadBench() {
    }

    public static void main(String[] args) throws IOException {
        CaptionTrack track = TestTracks.lecture(28_800);
        long lastEnd = track.cues().getLast().end();
        System.out.printf("Track: %,d cues, %d:%02d of media%n", track.cues().size(), lastEnd / 3_600_000, lastEnd / 60_000 % 60);
        Path dir = Files.createTempDirectory("import-bench");
        try {
            bench(dir, "srt", ImportFormat.SRT, write(CaptionFormat.SRT, track), StandardCharsets.UTF_8);
            bench(dir, "vtt", ImportFormat.VTT, write(CaptionFormat.WEB_VTT, track), StandardCharsets.UTF_8);
            bench(dir, "dfxp", ImportFormat.DFXP, write(CaptionFormat.DFXP, track), StandardCharsets.UTF_8);
            StringBuilder text = new StringBuilder();
            track.cues().forEach(c -> text.append(String.join(" ", c.lines())).append("\n\n"));
            bench(dir, "text", ImportFormat.TEXT, text.toString(), StandardCharsets.UTF_8);
            bench(dir, "text-1252", ImportFormat.TEXT, text.toString().replace("the ", "thé "), Charset.forName("windows-1252"));
        } finally {
            try (var files = Files.list(dir)) {
                for (Path f : files.toList()) {
                    Files.delete(f);
                }
            }
            Files.delete(dir);
        }
    }

    private static String write(CaptionFormat format, CaptionTrack track) {
        return TextOutput.defaults().render(CaptionWriters.create(format, WriterOptions.defaults()), track);
    }

    private static void bench(Path dir, String name, ImportFormat format, String content, Charset charset) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, content.getBytes(charset));
        ByteSource source = () -> Files.newInputStream(file);
        ImportedTranscript read = null;
        for (int i = 0; i < WARM_UPS; i++) {
            read = TranscriptReader.read(format, source);
        }
        long best = Long.MAX_VALUE;
        for (int i = 0; i < RUNS; i++) {
            long start = System.nanoTime();
            TranscriptReader.read(format, source);
            best = Math.min(best, System.nanoTime() - start);
        }
        long size = Files.size(file);
        System.out.printf("  %-10s %,12d bytes %,8d cues %8.1f ms %7.1f MB/s%n", name, size, read.cues().size(), best / 1e6,
                size / 1e6 / (best / 1e9));
    }
}
