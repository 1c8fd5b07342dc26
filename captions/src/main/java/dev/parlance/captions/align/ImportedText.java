package dev.parlance.captions.align;

import dev.parlance.captions.read.ImportedCue;
import dev.parlance.captions.read.ImportedTranscript;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An imported transcript as the aligner reads it: its cues as typed text in speaker turns, and, for
 * captions, the span each word and sound must stay in (its cue's). A cue that names a speaker opens
 * a turn; one that names none goes on with the turn before. A plain text file's paragraphs stay
 * paragraphs; a caption file's cues run on as one paragraph, broken where a sentence ends before a
 * pause of {@link #PARAGRAPH_PAUSE_MILLIS} or more. Bracketed text that names no sound tag (a
 * caption's {@code [door slams]}) becomes {@code [NOISE]}, and a stray bracket is dropped: a
 * customer's file is taken as it is, where a person's typing in the editor would be refused.
 */
final class ImportedText {
    static final long PARAGRAPH_PAUSE_MILLIS = 2_000;
    private static final Pattern BRACKETED = Pattern.compile("\\[([^\\[\\]]*)]");

    final EditedTranscript text;
    /** Each word's and sound's span, in order; null for a text without times. */
    final CueWindows windows;

    private ImportedText(EditedTranscript text, CueWindows windows) {
        this.text = text;
        this.windows = windows;
    }

    static ImportedText of(ImportedTranscript imported, long mediaMillis) {
        List<ImportedCue> cues = imported.cues() == null ? List.of() : imported.cues();
        boolean timed = cues.stream().anyMatch(c -> c.startMs() != null || c.endMs() != null);
        long[][] spans = timed ? spans(cues, mediaMillis) : null;
        List<EditedTranscript.Turn> turns = new ArrayList<>();
        String speaker = null;
        StringBuilder turn = new StringBuilder();
        List<Long> starts = new ArrayList<>();
        List<Long> ends = new ArrayList<>();
        boolean sentenceEnded = true;
        for (int c = 0; c < cues.size(); c++) {
            ImportedCue cue = cues.get(c);
            String text = readable(cue.text());
            if (text.isBlank()) {
                continue;
            }
            String named = cue.speaker() == null || cue.speaker().isBlank() ? null : cue.speaker().strip();
            if (named != null && !turn.isEmpty() && !named.equals(speaker)) {
                turns.add(new EditedTranscript.Turn(speaker, turn.toString()));
                turn.setLength(0);
            }
            if (named != null) {
                speaker = named;
            }
            if (!turn.isEmpty()) {
                boolean pause = timed && c > 0 && spans[c][0] - spans[c - 1][1] >= PARAGRAPH_PAUSE_MILLIS;
                turn.append(!timed || pause && sentenceEnded ? "\n\n" : " ");
            }
            turn.append(text);
            sentenceEnded = endsSentence(text);
            if (timed) {
                long units = TurnText.tokens(text, turns.size()).stream().filter(TextToken::timed).count();
                for (long u = 0; u < units; u++) {
                    starts.add(spans[c][0]);
                    ends.add(spans[c][1]);
                }
            }
        }
        if (!turn.isEmpty()) {
            turns.add(new EditedTranscript.Turn(speaker, turn.toString()));
        }
        return new ImportedText(new EditedTranscript(turns), timed ? CueWindows.of(starts, ends) : null);
    }

    /**
     * Each cue's span inside the media, in order and not overlapping: a cue the file gave no times
     * takes the gap between its neighbours; one that starts before the cue before ends is cut to start
     * there (the readers refuse overlapping cues, so this only guards the aligner's invariants).
     */
    private static long[][] spans(List<ImportedCue> cues, long media) {
        int n = cues.size();
        long[][] spans = new long[n][2];
        long floor = 0;
        for (int c = 0; c < n; c++) {
            ImportedCue cue = cues.get(c);
            long start = cue.startMs() != null ? cue.startMs() : cue.endMs() != null ? cue.endMs() : floor;
            start = Math.clamp(start, floor, media);
            long end = cue.endMs() != null ? cue.endMs() : nextStart(cues, c + 1, media);
            end = Math.clamp(end, start, media);
            spans[c][0] = start;
            spans[c][1] = end;
            floor = end;
        }
        return spans;
    }

    private static long nextStart(List<ImportedCue> cues, int from, long media) {
        for (int c = from; c < cues.size(); c++) {
            Long at = Objects.requireNonNullElse(cues.get(c).startMs(), cues.get(c).endMs());
            if (at != null) {
                return at;
            }
        }
        return media;
    }

    /** The cue's text with every bracket a sound tag (see the class comment). */
    static String readable(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length());
        Matcher m = BRACKETED.matcher(text);
        int done = 0;
        while (m.find()) {
            out.append(withoutBrackets(text.substring(done, m.start())));
            String inside = m.group(1);
            out.append(inside.isBlank() ? " " : SoundNames.tag(inside).isPresent() ? m.group() : " [NOISE] ");
            done = m.end();
        }
        out.append(withoutBrackets(text.substring(done)));
        return out.toString().replace('\n', ' ').strip();
    }

    private static String withoutBrackets(String text) {
        return text.replace('[', ' ').replace(']', ' ');
    }

    private static boolean endsSentence(String text) {
        String trimmed = text.strip();
        for (int i = trimmed.length() - 1; i >= 0; i--) {
            char c = trimmed.charAt(i);
            if (c == '.' || c == '?' || c == '!' || c == '…') {
                return true;
            }
            if (Character.isLetterOrDigit(c) || c == ']') {
                return false;
            }
        }
        return false;
    }
}
