package dev.parlance.captions.read;

import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SubRip: blocks separated by blank lines, each a cue number (which some tools leave out), a
 * timing line {@code 00:00:01,000 --> 00:00:04,000} (anything after the end time, such as the
 * old {@code X1:} positions, is ignored) and one or more lines of text.
 */
final class SrtReader {
    private static final Pattern NUMBER = Pattern.compile("\\d+");
    private static final Pattern TIMING = Pattern.compile("(\\S+?)\\s*-->\\s*(\\S+)(?:\\s.*)?");
    /** A text line that is really the next cue's timing: the blank line before it is missing. */
    private static final Pattern TIMING_START = Pattern.compile("\\s*\\d+:\\d+:\\d+[,.]\\d+\\s*-->.*");

    private SrtReader() {
    }

    static ImportedTranscript read(LineReader lines, int maxCharacters) throws IOException {
        CueList cues = new CueList(ImportFormat.SRT, maxCharacters);
        String line = Blocks.nextNonBlank(lines);
        while (line != null) {
            int blockLine = lines.lineNumber();
            String first = line.strip();
            String timing;
            if (NUMBER.matcher(first).matches()) {
                String next = lines.next();
                if (next == null || next.isBlank()) {
                    throw new TranscriptFileException(blockLine, "cue " + first + " has no timing line");
                }
                timing = next.strip();
                if (!timing.contains("-->")) {
                    throw new TranscriptFileException(lines.lineNumber(), "expected the timing line of cue " + first
                            + ", such as 00:00:01,000 --> 00:00:04,000; found '" + Blocks.shorten(timing) + "'");
                }
            } else if (first.contains("-->")) {
                timing = first;
            } else {
                throw new TranscriptFileException(blockLine, "expected a cue number or a timing line such as"
                        + " 00:00:01,000 --> 00:00:04,000; found '" + Blocks.shorten(first) + "'");
            }
            int timingLine = lines.lineNumber();
            Matcher m = TIMING.matcher(timing);
            if (!m.matches()) {
                throw new TranscriptFileException(timingLine, "malformed timing line '" + Blocks.shorten(timing)
                        + "'; expected start --> end such as 00:00:01,000 --> 00:00:04,000");
            }
            long start = CueTimes.srt(m.group(1), timingLine, "start");
            long end = CueTimes.srt(m.group(2), timingLine, "end");
            StringBuilder text = new StringBuilder();
            while ((line = lines.next()) != null && !line.isBlank()) {
                if (TIMING_START.matcher(line).matches()) {
                    throw new TranscriptFileException(lines.lineNumber(), "a timing line inside the text of the cue"
                            + " of line " + timingLine + "; cues must be separated by a blank line");
                }
                Blocks.appendLine(text, line);
                cues.reserve(text.length(), lines.lineNumber());
            }
            cues.addCue(start, end, CueMarkup.srt(text.toString()), timingLine);
            line = line == null ? null : Blocks.nextNonBlank(lines);
        }
        return cues.finish();
    }
}
