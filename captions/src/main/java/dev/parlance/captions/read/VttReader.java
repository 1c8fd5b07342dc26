package dev.parlance.captions.read;

import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * WebVTT: the {@code WEBVTT} line and its header (ignored), then blocks separated by blank lines:
 * {@code NOTE} comments, {@code STYLE} and {@code REGION} blocks (skipped), and cues: an optional
 * identifier, a timing line {@code 00:01.000 --> 00:04.000} with optional cue settings
 * ({@code align:start line:0}, ignored), and the cue's text, whose {@code <v Name>} names the speaker.
 */
final class VttReader {
    private static final Pattern SIGNATURE = Pattern.compile("WEBVTT(?:[ \\t].*)?");
    private static final Pattern TIMING = Pattern.compile("(\\S+?)[ \\t]*-->[ \\t]*(\\S+)(?:[ \\t]+.*)?");
    private static final Pattern SKIPPED_BLOCK = Pattern.compile("(?:NOTE|STYLE|REGION)(?:[ \\t].*)?");

    private VttReader() {
    }

    static ImportedTranscript read(LineReader lines, int maxCharacters) throws IOException {
        CueList cues = new CueList(ImportFormat.VTT, maxCharacters);
        String signature = lines.next();
        if (signature == null || !SIGNATURE.matcher(signature).matches()) {
            throw new TranscriptFileException(1, "a WebVTT file starts with the line WEBVTT; found '"
                    + Blocks.shorten(signature == null ? "" : signature) + "'");
        }
        String line;
        while ((line = lines.next()) != null && !line.isBlank()) {
            if (line.contains("-->")) {
                throw new TranscriptFileException(lines.lineNumber(),
                        "a blank line must separate the WEBVTT header from the first cue");
            }
        }
        line = line == null ? null : Blocks.nextNonBlank(lines);
        while (line != null) {
            int blockLine = lines.lineNumber();
            if (SKIPPED_BLOCK.matcher(line).matches()) {
                Blocks.skipBlock(lines);
                line = Blocks.nextNonBlank(lines);
                continue;
            }
            String timing = line;
            if (!line.contains("-->")) {
                String identifier = line.strip();
                timing = lines.next();
                if (timing == null || !timing.contains("-->")) {
                    throw new TranscriptFileException(timing == null || timing.isBlank() ? blockLine : lines.lineNumber(),
                            "expected the timing line of cue '" + Blocks.shorten(identifier)
                                    + "', such as 00:00:01.000 --> 00:00:04.000");
                }
            }
            int timingLine = lines.lineNumber();
            Matcher m = TIMING.matcher(timing.strip());
            if (!m.matches()) {
                throw new TranscriptFileException(timingLine, "malformed timing line '" + Blocks.shorten(timing)
                        + "'; expected start --> end such as 00:00:01.000 --> 00:00:04.000");
            }
            long start = CueTimes.vtt(m.group(1), timingLine, "start");
            long end = CueTimes.vtt(m.group(2), timingLine, "end");
            StringBuilder text = new StringBuilder();
            while ((line = lines.next()) != null && !line.isBlank()) {
                if (line.contains("-->")) {
                    throw new TranscriptFileException(lines.lineNumber(), "'-->' inside the text of the cue of line "
                            + timingLine + "; cues must be separated by a blank line");
                }
                Blocks.appendLine(text, line);
                cues.reserve(text.length(), lines.lineNumber());
            }
            CueMarkup.Voiced voiced = CueMarkup.vtt(text.toString());
            cues.addCue(start, end, voiced.speaker(), voiced.text(), timingLine);
            line = line == null ? null : Blocks.nextNonBlank(lines);
        }
        return cues.finish();
    }
}
