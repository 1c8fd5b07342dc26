package dev.parlance.deliverable.narration;

import dev.parlance.speech.media.ExternalProcess;

import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Speaks passages with espeak-ng into one raw PCM file (16-bit mono, espeak-ng's sample rate) that
 * follows the media's timeline: silence up to each passage's start, then its speech. A passage that
 * runs past the next one's start pushes that one back (speech is never cut or overlapped), so a
 * dense transcript drifts later than its media. Each passage is one espeak-ng run reading its text
 * from a file (never from the command line, where a text could pass for an option); the PCM is
 * streamed to disk, so hours of speech cost no memory.
 */
class Narrator {
    /** The PCM written: its sample rate and length. */
    record Synthesized(int sampleRate, long samples) {
        double seconds() {
            return sampleRate == 0 ? 0 : samples / (double) sampleRate;
        }
    }

    /** espeak-ng failed on a passage. */
    static final class SynthesisFailed extends IOException {
        SynthesisFailed(String message) {
            super(message);
        }
    }

    private static final int BUFFER = 64 * 1024;
    /** Generous: espeak-ng speaks a paragraph in a fraction of a second. */
    private static final Duration PASSAGE_TIMEOUT = Duration.ofMinutes(2);

    private final int wordsPerMinute;

    Narrator(int wordsPerMinute) {
        this.wordsPerMinute = wordsPerMinute;
    }

    Synthesized synthesize(List<SpokenText.Passage> passages, String voice, Path textFile, Path pcmFile)
            throws IOException, InterruptedException {
        int sampleRate = 0;
        long samples = 0;
        try (OutputStream pcm = new BufferedOutputStream(Files.newOutputStream(pcmFile), BUFFER)) {
            for (SpokenText.Passage passage : passages) {
                Files.writeString(textFile, passage.text(), StandardCharsets.UTF_8);
                List<String> command = List.of("espeak-ng", "-v", voice, "-s", Integer.toString(wordsPerMinute),
                        "-b", "1", "--stdout", "-f", textFile.toAbsolutePath().toString());
                try (ExternalProcess process = ExternalProcess.start(command, textFile)) {
                    Thread watchdog = Thread.ofVirtual().start(() -> killAfter(process, PASSAGE_TIMEOUT));
                    try (DataInputStream wav = new DataInputStream(process.stdout())) {
                        int rate = readHeader(wav);
                        if (sampleRate != 0 && rate != sampleRate) {
                            throw new SynthesisFailed("espeak-ng changed its sample rate from " + sampleRate + " to " + rate);
                        }
                        sampleRate = rate;
                        long start = passage.startMillis() * sampleRate / 1000;
                        if (start > samples) {
                            writeSilence(pcm, start - samples);
                            samples = start;
                        }
                        samples += copy(wav, pcm) / 2;
                    } finally {
                        watchdog.interrupt();
                    }
                    if (!process.waitFor(Duration.ofSeconds(10)) || process.exitCode() != 0) {
                        throw new SynthesisFailed(process.errorReason("espeak-ng did not finish"));
                    }
                }
            }
        }
        return new Synthesized(sampleRate, samples);
    }

    private static void killAfter(ExternalProcess process, Duration timeout) {
        try {
            Thread.sleep(timeout);
            process.kill();
        } catch (InterruptedException e) {
            // finished in time
        }
    }

    /**
     * Reads a WAV header up to the start of the samples and returns the sample rate. espeak-ng
     * writing to a pipe cannot know the length, so the sizes it states are placeholders: the data
     * runs to the end of the stream.
     */
    static int readHeader(DataInputStream in) throws IOException {
        try {
            if (!tag(in).equals("RIFF")) {
                throw new SynthesisFailed("espeak-ng wrote no WAV audio");
            }
            in.readInt();
            if (!tag(in).equals("WAVE")) {
                throw new SynthesisFailed("espeak-ng wrote no WAV audio");
            }
            int rate = 0;
            while (true) {
                String chunk = tag(in);
                long size = Integer.toUnsignedLong(Integer.reverseBytes(in.readInt()));
                if (chunk.equals("data")) {
                    return rate;
                }
                if (chunk.equals("fmt ")) {
                    int format = Short.reverseBytes(in.readShort());
                    int channels = Short.reverseBytes(in.readShort());
                    rate = Integer.reverseBytes(in.readInt());
                    in.skipNBytes(6);
                    int bits = Short.reverseBytes(in.readShort());
                    if (format != 1 || channels != 1 || bits != 16) {
                        throw new SynthesisFailed("espeak-ng wrote " + channels + " channel(s) of " + bits
                                + "-bit audio in format " + format + "; 16-bit mono PCM was expected");
                    }
                    in.skipNBytes(size - 16);
                } else {
                    in.skipNBytes(size);
                }
            }
        } catch (EOFException e) {
            throw new SynthesisFailed("espeak-ng's audio ended inside its header");
        }
    }

    private static String tag(DataInputStream in) throws IOException {
        byte[] four = new byte[4];
        in.readFully(four);
        return new String(four, StandardCharsets.US_ASCII);
    }

    private static long copy(InputStream in, OutputStream out) throws IOException {
        byte[] buffer = new byte[BUFFER];
        long total = 0;
        int n;
        while ((n = in.read(buffer)) != -1) {
            out.write(buffer, 0, n);
            total += n;
        }
        if (total % 2 != 0) {
            out.write(0);  // keep samples whole
            total++;
        }
        return total;
    }

    private static void writeSilence(OutputStream out, long samples) throws IOException {
        byte[] zeros = new byte[BUFFER];
        long bytes = samples * 2;
        while (bytes > 0) {
            int n = (int) Math.min(zeros.length, bytes);
            out.write(zeros, 0, n);
            bytes -= n;
        }
    }
}
