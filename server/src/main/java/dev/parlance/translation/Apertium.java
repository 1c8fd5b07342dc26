package dev.parlance.translation;

import org.springframework.stereotype.Component;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * Translates sentences with Apertium: one {@code apertium -u MODE} process per batch of up to
 * {@value #BATCH} sentences, never one per sentence (starting the pipeline of eight programs costs
 * more than translating a hundred sentences). The sentences go in one per line, written by a thread
 * of their own while this one reads the output, so neither side waits on a full pipe; Apertium's
 * text format keeps each line break where it was (a line break is a "superblank" no rule moves), so
 * line n of the output is the translation of sentence n. If the count ever differs the batch is
 * split in halves and translated again, down to single sentences: a sentence is never given
 * another's translation. {@code -u} leaves unknown words as they are, without Apertium's {@code *}
 * mark; the marks {@code #} and {@code @} (a word Apertium could not generate or had no entry for)
 * are taken off words whose source had none.
 */
@Component
public class Apertium {
    static final int BATCH = 2_000;
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern MARKED = Pattern.compile("(?<=^|\\s)[#@](?=\\p{L})");
    /** A generous bound: Apertium translates thousands of words a second. */
    private static final long SECONDS_PER_BATCH = 120;

    /** One translation per sentence, in order. */
    public List<String> translate(LanguagePair pair, List<String> sentences) {
        List<String> clean = sentences.stream().map(s -> SPACES.matcher(s).replaceAll(" ").strip()).toList();
        List<String> out = new ArrayList<>(clean.size());
        for (int from = 0; from < clean.size(); from += BATCH) {
            out.addAll(translated(pair, clean.subList(from, Math.min(clean.size(), from + BATCH))));
        }
        return out;
    }

    private List<String> translated(LanguagePair pair, List<String> batch) {
        if (batch.isEmpty()) {
            return List.of();
        }
        List<String> lines = run(pair.mode(), batch);
        if (lines.size() == batch.size()) {
            List<String> out = new ArrayList<>(lines.size());
            for (int i = 0; i < lines.size(); i++) {
                String line = SPACES.matcher(lines.get(i)).replaceAll(" ").strip();
                out.add(batch.get(i).contains("#") || batch.get(i).contains("@") ? line : MARKED.matcher(line).replaceAll(""));
            }
            return out;
        }
        if (batch.size() == 1) {
            return List.of(String.join(" ", lines).strip());
        }
        int half = batch.size() / 2;
        List<String> out = new ArrayList<>(translated(pair, batch.subList(0, half)));
        out.addAll(translated(pair, batch.subList(half, batch.size())));
        return out;
    }

    /** The output lines of one Apertium run over these lines. */
    private static List<String> run(String mode, List<String> lines) {
        Process process;
        try {
            process = new ProcessBuilder("apertium", "-u", mode).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new IllegalStateException("Cannot run apertium (is it installed?): " + e.getMessage(), e);
        }
        Thread writer = Thread.ofVirtual().name("apertium-in-" + process.pid()).start(() -> write(process, lines));
        try (InputStream in = process.getInputStream();
             BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            List<String> out = new ArrayList<>(lines.size());
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                out.add(line);
            }
            if (!process.waitFor(SECONDS_PER_BATCH, TimeUnit.SECONDS)) {
                throw new IllegalStateException("apertium " + mode + " did not finish in " + SECONDS_PER_BATCH + " s");
            }
            writer.join();
            if (process.exitValue() != 0) {
                throw new IllegalStateException("apertium " + mode + " failed with exit code " + process.exitValue());
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("Reading apertium's output failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while translating", e);
        } finally {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    private static void write(Process process, List<String> lines) {
        try (Writer in = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8))) {
            for (String line : lines) {
                in.write(line);
                in.write('\n');
            }
        } catch (IOException e) {
            // The process ended early; its exit code and output say why.
        }
    }
}
