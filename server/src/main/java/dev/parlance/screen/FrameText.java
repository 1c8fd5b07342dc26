package dev.parlance.screen;

import java.util.List;

/**
 * What OCR read on one sampled frame: its lines, each a list of words with tesseract's confidence
 * (0 to 100).
 *
 * @param atMillis the frame's time in the media
 */
public record FrameText(long atMillis, List<List<Word>> lines) {

    public FrameText {
        lines = lines.stream().map(List::copyOf).toList();
    }

    public record Word(String text, double confidence) {
    }
}
