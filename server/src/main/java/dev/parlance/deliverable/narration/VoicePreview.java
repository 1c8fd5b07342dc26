package dev.parlance.deliverable.narration;

import dev.parlance.deliverable.WorkFiles;
import org.springframework.stereotype.Component;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;

/**
 * One passage spoken as the voiced description will speak it (the same espeak-ng voice and speed),
 * as a WAV a browser plays: what a describer hears before submitting. A passage is a sentence or
 * two, so the answer is small and made in memory.
 */
@Component
public class VoicePreview {
    /** Longer is not a description: a preview of more would only tie up espeak-ng. */
    public static final int MAX_CHARACTERS = 2_000;

    private final Narrator narrator;
    private final NarrationVoices voices;
    private final WorkFiles work;

    VoicePreview(Narrator narrator, NarrationVoices voices, WorkFiles work) {
        this.narrator = narrator;
        this.voices = voices;
        this.work = work;
    }

    /** The text spoken in the job's language, as 16-bit mono WAV; empty when no installed voice speaks the language. */
    public Optional<byte[]> wav(String text, String language) throws IOException, InterruptedException {
        Optional<String> voice = voices.forLanguage(language);
        if (voice.isEmpty()) {
            return Optional.empty();
        }
        // Scratch files where narration keeps its own (WorkFiles): on the data disk, removed when done.
        try (WorkFiles.WorkFile textFile = work.create(".txt");
             WorkFiles.WorkFile pcm = work.create(".pcm")) {
            Narrator.Synthesized spoken = narrator.synthesize(List.of(new SpokenText.Passage(0, text)), voice.get(),
                    textFile.path(), pcm.path());
            return Optional.of(wav(Files.readAllBytes(pcm.path()), spoken.sampleRate()));
        }
    }

    private static byte[] wav(byte[] pcm, int sampleRate) {
        ByteBuffer header = ByteBuffer.allocate(44).order(ByteOrder.LITTLE_ENDIAN);
        header.put("RIFF".getBytes(StandardCharsets.US_ASCII)).putInt(36 + pcm.length)
                .put("WAVEfmt ".getBytes(StandardCharsets.US_ASCII)).putInt(16)
                .putShort((short) 1).putShort((short) 1).putInt(sampleRate).putInt(sampleRate * 2)
                .putShort((short) 2).putShort((short) 16)
                .put("data".getBytes(StandardCharsets.US_ASCII)).putInt(pcm.length);
        ByteArrayOutputStream out = new ByteArrayOutputStream(44 + pcm.length);
        out.writeBytes(header.array());
        out.writeBytes(pcm);
        return out.toByteArray();
    }
}
