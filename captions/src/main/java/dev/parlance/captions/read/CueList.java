package dev.parlance.captions.read;

import java.util.ArrayList;
import java.util.List;

/**
 * The cues of a file in the order read, each checked against the one before: it has text, it
 * ends after it starts, it starts no earlier than the previous cue ends (the aligner times words
 * inside each cue's span, so spans must follow each other), and the text read so far stays within
 * the character budget.
 */
final class CueList {
    private final ImportFormat format;
    private final int maxCharacters;
    private final List<ImportedCue> cues = new ArrayList<>();
    private long characters;
    private int previousLine;

    CueList(ImportFormat format, int maxCharacters) {
        this.format = format;
        this.maxCharacters = maxCharacters;
    }

    /**
     * Refuses text still being gathered (a paragraph, a cue's lines) that would take the
     * transcript past its character budget, before it is held whole.
     */
    void reserve(int pending, int line) {
        if (characters + pending > maxCharacters) {
            throw overBudget(line);
        }
    }

    private TranscriptFileException overBudget(int line) {
        return new TranscriptFileException(line, "the transcript holds more than " + maxCharacters
                + " characters of text, the limit");
    }

    /** A paragraph of plain text: no times. */
    void addParagraph(String rawText, int line) {
        add(null, null, SpeakerLabels.split(rawText), line);
    }

    /** A timed cue whose text may start with a speaker label. */
    void addCue(long startMs, long endMs, String rawText, int line) {
        addCue(startMs, endMs, SpeakerLabels.split(rawText), line);
    }

    /**
     * A timed cue whose speaker the file's markup named ({@code <v Name>}, {@code ttm:agent}); null
     * when none. The markup's name wins over a label at the start of the text, which is still
     * taken off: a label is never spoken words.
     */
    void addCue(long startMs, long endMs, String speaker, String rawText, int line) {
        SpeakerLabels.Labelled labelled = SpeakerLabels.split(rawText);
        addCue(startMs, endMs, speaker == null ? labelled : new SpeakerLabels.Labelled(speaker, labelled.text()), line);
    }

    private void addCue(long startMs, long endMs, SpeakerLabels.Labelled labelled, int line) {
        if (endMs < startMs) {
            throw new TranscriptFileException(line, "the cue ends (" + CueTimes.format(endMs) + ") before it starts ("
                    + CueTimes.format(startMs) + ")");
        }
        if (endMs == startMs) {
            throw new TranscriptFileException(line, "the cue ends when it starts (" + CueTimes.format(startMs)
                    + "); a cue needs a duration");
        }
        if (!cues.isEmpty()) {
            long previousEnd = cues.getLast().endMs();
            if (startMs < previousEnd) {
                throw new TranscriptFileException(line, "the cue starts at " + CueTimes.format(startMs)
                        + ", before the previous cue (line " + previousLine + ") ends at " + CueTimes.format(previousEnd)
                        + "; cues must be in time order and must not overlap");
            }
        }
        add(startMs, endMs, labelled, line);
    }

    private void add(Long startMs, Long endMs, SpeakerLabels.Labelled labelled, int line) {
        if (labelled.text().isEmpty()) {
            throw new TranscriptFileException(line, (startMs == null ? "the paragraph" : "the cue")
                    + (labelled.speaker() == null ? "" : " of " + labelled.speaker()) + " has no text");
        }
        characters += labelled.text().length();
        if (characters > maxCharacters) {
            throw overBudget(line);
        }
        cues.add(new ImportedCue(startMs, endMs, labelled.speaker(), labelled.text()));
        previousLine = line;
    }

    /**
     * The transcript.
     *
     * @throws TranscriptFileException when no cue was read
     */
    ImportedTranscript finish() {
        if (cues.isEmpty()) {
            throw new TranscriptFileException(0, format == ImportFormat.TEXT ? "the file holds no text, only blank lines"
                    : "the file holds no cues");
        }
        return new ImportedTranscript(format, List.copyOf(cues));
    }
}
