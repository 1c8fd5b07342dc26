package dev.parlance.captions.transcript;

import java.util.List;

/**
 * A transcript laid out but not yet written: blocks of runs (a timecode, a speaker label, text),
 * each block followed by a number of line breaks before the next (0: a space). Every file format
 * writes the same structure, so txt, html and pdf cannot disagree about where the breaks are.
 */
public record Transcript(String title, String language, List<Block> blocks) {
    public Transcript {
        blocks = List.copyOf(blocks);
    }

    public enum RunKind { TIMECODE, SPEAKER, TEXT }

    public record Run(RunKind kind, String text) {
    }

    public record Block(List<Run> runs, int newlinesAfter) {
        public Block {
            runs = List.copyOf(runs);
        }

        /** The runs joined by single spaces. */
        public String text() {
            StringBuilder out = new StringBuilder();
            for (Run run : runs) {
                if (!out.isEmpty()) {
                    out.append(' ');
                }
                out.append(run.text());
            }
            return out.toString();
        }
    }

    /** The whole transcript as plain text lines: blocks joined by their line breaks. */
    public String plainText() {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < blocks.size(); i++) {
            Block block = blocks.get(i);
            out.append(block.text());
            boolean last = i + 1 == blocks.size();
            if (last) {
                out.append('\n');
            } else if (block.newlinesAfter() == 0) {
                out.append(' ');
            } else {
                out.append("\n".repeat(block.newlinesAfter()));
            }
        }
        return out.toString();
    }
}
