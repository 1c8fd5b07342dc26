package dev.parlance.captions.read;

import java.io.IOException;

/**
 * Plain text: paragraphs without times. A paragraph ends at a blank line, and a line that starts
 * with a speaker label ({@code >>}, {@code NAME:}) starts a new one, so a script with one speaker
 * turn per line reads as one paragraph per turn. A paragraph's lines are joined by a space.
 */
final class PlainTextReader {
    private PlainTextReader() {
    }

    static ImportedTranscript read(LineReader lines, int maxCharacters) throws IOException {
        CueList cues = new CueList(ImportFormat.TEXT, maxCharacters);
        StringBuilder paragraph = new StringBuilder();
        int startLine = 0;
        String line;
        while ((line = lines.next()) != null) {
            String text = CueMarkup.collapse(line);
            if (text.isEmpty() || !paragraph.isEmpty() && SpeakerLabels.startsWithLabel(text)) {
                if (!paragraph.isEmpty()) {
                    cues.addParagraph(paragraph.toString(), startLine);
                    paragraph.setLength(0);
                }
                if (text.isEmpty()) {
                    continue;
                }
            }
            if (paragraph.isEmpty()) {
                startLine = lines.lineNumber();
            } else {
                paragraph.append(' ');
            }
            paragraph.append(text);
            cues.reserve(paragraph.length(), lines.lineNumber());
        }
        if (!paragraph.isEmpty()) {
            cues.addParagraph(paragraph.toString(), startLine);
        }
        return cues.finish();
    }
}
