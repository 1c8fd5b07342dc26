package dev.parlance.speech.media;

import dev.parlance.speech.PcmFormat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * A media file's audio decoded once, whole, to a temporary {@link PcmFormat} file: for reading many
 * short stretches of it, each read a file range instead of an ffmpeg run (which costs more than
 * recognising a short stretch). About 115 MB an hour; deleted when closed.
 */
public final class DecodedAudio implements AutoCloseable {
    private final Path pcm;
    private final long bytes;

    DecodedAudio(Path pcm) throws IOException {
        this.pcm = pcm;
        this.bytes = Files.size(pcm);
    }

    /** Decodes the first audio stream of {@code media} to a temporary file (see {@link PcmDecoder}). */
    public static DecodeResult<DecodedAudio> of(PcmDecoder decoder, Path media) throws IOException {
        Path file = Files.createTempFile("parlance-pcm-", ".raw");
        try {
            DecodeResult<Long> copied = decoder.decode(media, 0, stream -> Files.copy(stream, file,
                    StandardCopyOption.REPLACE_EXISTING));
            if (copied instanceof DecodeResult.Failed<Long> failed) {
                Files.deleteIfExists(file);
                return new DecodeResult.Failed<>(failed.failure());
            }
            return new DecodeResult.Decoded<>(new DecodedAudio(file), ((DecodeResult.Decoded<Long>) copied).pcmBytes());
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(file);
            throw e;
        }
    }

    /** The audio's length. */
    public long millis() {
        return PcmFormat.millis(bytes);
    }

    /** The PCM from {@code startMillis} to {@code endMillis} (cut at the end of the audio); close it after reading. */
    public InputStream range(long startMillis, long endMillis) throws IOException {
        long from = Math.min(bytes, aligned(startMillis));
        long to = Math.clamp(aligned(endMillis), from, bytes);
        FileChannel channel = FileChannel.open(pcm, StandardOpenOption.READ).position(from);
        return new BoundedStream(Channels.newInputStream(channel), to - from);
    }

    /** The byte offset of a time, on a sample boundary. */
    private static long aligned(long millis) {
        long offset = Math.max(0, millis) * PcmFormat.BYTES_PER_SECOND / 1000;
        return offset - offset % PcmFormat.BYTES_PER_SAMPLE;
    }

    @Override
    public void close() throws IOException {
        Files.deleteIfExists(pcm);
    }
}
