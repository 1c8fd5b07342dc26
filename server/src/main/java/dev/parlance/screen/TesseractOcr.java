package dev.parlance.screen;

import dev.parlance.speech.media.ExternalProcess;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads frames with Debian's tesseract-ocr (English data), one process for all of a job's frames:
 * tesseract takes a file listing the images and numbers its pages in that order. Its TSV output
 * gives each word with its block, paragraph and line and a confidence from 0 to 100.
 */
final class TesseractOcr {
    /** TSV columns: level, page, block, paragraph, line, word, left, top, width, height, confidence, text. */
    private static final int WORD_LEVEL = 5;

    private TesseractOcr() {
    }

    static List<FrameText> read(List<ScreenFrames.Frame> frames, Path folder, Duration timeout) throws IOException {
        if (frames.isEmpty()) {
            return List.of();
        }
        Path list = folder.resolve("frames.txt");
        Files.write(list, frames.stream().map(f -> f.image().toAbsolutePath().toString()).toList());
        List<String> command = List.of("tesseract", list.toAbsolutePath().toString(), "stdout", "-l", "eng", "--psm", "3", "tsv");
        Map<Integer, List<List<FrameText.Word>>> pages;
        // One thread: tesseract's OpenMP would take every core from the recognizers for little gain.
        try (ExternalProcess process = ExternalProcess.start(command, null, Map.of("OMP_THREAD_LIMIT", "1"))) {
            pages = parse(new InputStreamReader(process.stdout(), StandardCharsets.UTF_8));
            if (!process.waitFor(timeout)) {
                throw new IOException("Reading the on-screen text took longer than " + timeout.toSeconds() + " s");
            }
            if (process.exitCode() != 0) {
                throw new IOException("tesseract failed: " + process.errorReason("exit code " + process.exitCode()));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while reading the on-screen text", e);
        }
        List<FrameText> read = new ArrayList<>();
        for (int i = 0; i < frames.size(); i++) {
            read.add(new FrameText(frames.get(i).atMillis(), pages.getOrDefault(i + 1, List.of())));
        }
        return read;
    }

    /** tesseract's TSV as lines of words per page (pages from 1). */
    static Map<Integer, List<List<FrameText.Word>>> parse(Reader tsv) throws IOException {
        Map<Integer, List<List<FrameText.Word>>> pages = new LinkedHashMap<>();
        Map<String, List<FrameText.Word>> lines = new LinkedHashMap<>();
        BufferedReader reader = new BufferedReader(tsv);
        for (String row = reader.readLine(); row != null; row = reader.readLine()) {
            String[] cells = row.split("\t", -1);
            if (cells.length < 12 || !cells[0].equals(Integer.toString(WORD_LEVEL)) || cells[11].isBlank()) {
                continue; // the header, a page, block, paragraph or line row, or an empty word
            }
            int page = Integer.parseInt(cells[1]);
            String line = page + "/" + cells[2] + "/" + cells[3] + "/" + cells[4];
            List<FrameText.Word> words = lines.computeIfAbsent(line, key -> {
                List<FrameText.Word> fresh = new ArrayList<>();
                pages.computeIfAbsent(page, p -> new ArrayList<>()).add(fresh);
                return fresh;
            });
            words.add(new FrameText.Word(cells[11].strip(), Double.parseDouble(cells[10])));
        }
        return pages;
    }
}
