package dev.parlance.speech.media;

import dev.parlance.speech.PcmFormat;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * A WAV file whose samples are already {@link PcmFormat} (integer PCM, mono, 16 kHz, 16 bits): it
 * is described and read without ffprobe and ffmpeg. Starting those two processes cost a short job
 * about as much CPU as recognizing it, and short clips are often sent as exactly this. Anything
 * else (another rate, stereo, float, an extensible header, a damaged header) is left to ffmpeg.
 *
 * @param dataOffset where the samples start in the file
 * @param dataBytes  how many sample bytes there are (the file's, when the header claims more)
 */
record CanonicalWav(Path file, long dataOffset, long dataBytes) {
    /** Chunks before the samples (LIST, fact...) are small; a header this long is not worth reading. */
    private static final long MAX_HEADER_BYTES = 1 << 20;
    private static final int PCM = 1;

    /** The file as a canonical WAV, or empty when it is anything else. */
    static Optional<CanonicalWav> of(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty(); // a pipe or device would block the read; ffprobe/ffmpeg have timeouts for those
        }
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = in.size();
            ByteBuffer riff = read(in, 0, 12);
            if (riff == null || !tag(riff, 0).equals("RIFF") || !tag(riff, 8).equals("WAVE")) {
                return Optional.empty();
            }
            boolean formatOk = false;
            long pos = 12;
            while (pos + 8 <= size && pos < MAX_HEADER_BYTES) {
                ByteBuffer chunk = read(in, pos, 8);
                String id = tag(chunk, 0);
                long length = Integer.toUnsignedLong(chunk.getInt(4));
                if (id.equals("fmt ")) {
                    ByteBuffer fmt = length >= 16 ? read(in, pos + 8, 16) : null;
                    formatOk = fmt != null && fmt.getShort(0) == PCM && fmt.getShort(2) == 1
                            && fmt.getInt(4) == PcmFormat.SAMPLE_RATE && fmt.getShort(14) == 8 * PcmFormat.BYTES_PER_SAMPLE;
                } else if (id.equals("data")) {
                    long available = Math.min(length, size - pos - 8);
                    return formatOk ? Optional.of(new CanonicalWav(file, pos + 8, available - available % 2)) : Optional.empty();
                }
                pos += 8 + length + (length & 1);
            }
            return Optional.empty();
        } catch (IOException e) {
            return Optional.empty(); // ffprobe or ffmpeg says what is wrong with it
        }
    }

    MediaInfo info() {
        return new MediaInfo((double) dataBytes / PcmFormat.BYTES_PER_SECOND, "wav", true, false, "pcm_s16le", null,
                1, PcmFormat.SAMPLE_RATE);
    }

    /** The samples from {@code startMillis} to {@code endMillis} ({@link PcmDecoder#TO_THE_END}), as ffmpeg would give them. */
    <T> DecodeResult<T> decode(long startMillis, long endMillis, PcmDecoder.PcmReader<T> reader) throws IOException {
        long bytesPerMilli = PcmFormat.BYTES_PER_SECOND / 1000;
        long from = Math.min(dataBytes, Math.max(0, startMillis) * bytesPerMilli);
        long to = endMillis == PcmDecoder.TO_THE_END ? dataBytes : Math.min(dataBytes, endMillis * bytesPerMilli);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            channel.position(dataOffset + from);
            BoundedStream pcm = new BoundedStream(new BufferedInputStream(Channels.newInputStream(channel), 64 * 1024),
                    Math.max(0, to - from));
            T value = reader.read(pcm);
            return new DecodeResult.Decoded<>(value, pcm.bytesRead());
        }
    }

    private static ByteBuffer read(FileChannel in, long position, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
        while (buffer.hasRemaining()) {
            if (in.read(buffer, position + buffer.position()) < 0) {
                return null;
            }
        }
        return buffer.flip();
    }

    private static String tag(ByteBuffer buffer, int at) {
        byte[] id = new byte[4];
        buffer.get(at, id);
        return new String(id, StandardCharsets.US_ASCII);
    }
}
