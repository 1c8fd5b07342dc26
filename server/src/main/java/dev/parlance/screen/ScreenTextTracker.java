package dev.parlance.screen;

import dev.parlance.captions.align.EditDistance;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Turns what OCR read on the sampled frames into the lines shown on screen, with their times. OCR
 * over a picture reads texture as letters; what tells text from texture is that text is read with
 * confidence and stays while the picture moves under it. So a line is kept when most of its words
 * are read with confidence (at least {@value #WORD_CONFIDENCE}, once unsure words at its ends are
 * cut) and it is on screen for at least
 * {@value #MIN_SHOWN_MILLIS} ms: seen on one frame and gone on the next sampled second is texture.
 * Frames are sampled only when the picture changes, so a line read on one frame stays until the
 * first later frame without it. The same line read slightly differently on several frames (a
 * letter lost over a busy background) is one line, and its best reading is kept; a line missed on
 * a sampled second or two and read again never left the screen.
 */
public final class ScreenTextTracker {
    static final double WORD_CONFIDENCE = 80;
    /** Below this, tesseract's reading of a word is little better than a guess. */
    static final double GUESS = 50;
    static final long MIN_SHOWN_MILLIS = 1500;
    /** Two readings with at most this share of differing characters are the same line. */
    private static final double SAME_LINE = 0.25;
    /**
     * Frames are sampled a second apart at most: a line gone for no longer than this was missed on
     * a frame or two (OCR loses a title over a busy picture now and then), not taken off screen.
     */
    static final long MISSED_FOR = 2000;
    /** Letters a reading needs before being found inside a longer one makes it the same line. */
    private static final int PART_OF_LINE = 4;

    private ScreenTextTracker() {
    }

    /**
     * @param frames      the readings in time order
     * @param mediaMillis the media's length: a line still shown on the last frame lasts until then
     */
    public static List<ScreenText> track(List<FrameText> frames, long mediaMillis) {
        List<Track> open = new ArrayList<>();
        List<Track> closed = new ArrayList<>();
        for (FrameText frame : frames) {
            List<Track> seen = new ArrayList<>();
            for (List<FrameText.Word> line : frame.lines()) {
                Reading reading = Reading.of(line);
                if (reading == null) {
                    continue;
                }
                Track track = open.stream().filter(t -> t.matches(reading)).findFirst().orElse(null);
                if (track == null) {
                    // Missed on the sampled second before this one only: it stayed.
                    track = closed.stream().filter(t -> frame.atMillis() - t.end <= MISSED_FOR && t.matches(reading))
                            .findFirst().orElse(null);
                    if (track != null) {
                        closed.remove(track);
                        open.add(track);
                    }
                }
                if (track == null) {
                    track = new Track(frame.atMillis(), reading);
                    open.add(track);
                } else {
                    track.read(reading);
                }
                seen.add(track);
            }
            for (Track track : List.copyOf(open)) {
                if (!seen.contains(track)) {
                    track.end = frame.atMillis();
                    open.remove(track);
                    closed.add(track);
                }
            }
        }
        for (Track track : open) {
            track.end = Math.max(mediaMillis, track.start + 1);
            closed.add(track);
        }
        return merged(closed).stream()
                .filter(t -> t.end - t.start >= MIN_SHOWN_MILLIS)
                .sorted(Comparator.comparingLong((Track t) -> t.start))
                .map(t -> new ScreenText(t.best.text, t.start, t.end))
                .toList();
    }

    /**
     * Two readings of one line: a letter or so in four differs, or one is the other with words
     * lost at its ends (texture over part of a title hides it on some frames).
     */
    private static boolean same(Reading a, Reading b) {
        String shorter = a.letters().length() <= b.letters().length() ? a.letters() : b.letters();
        String longer = shorter == a.letters() ? b.letters() : a.letters();
        return EditDistance.of(shorter, longer) <= SAME_LINE * longer.length()
                || (shorter.length() >= PART_OF_LINE && longer.contains(shorter));
    }

    /** A line as read on one frame: its confident words, their mean confidence, and its letters for matching. */
    private record Reading(String text, double confidence, String letters) {

        double weight() {
            return confidence * letters.length();
        }

        /**
         * Texture read beside a title sticks to its line as unsure words at either end: those are
         * cut, and what is left must be mostly sure. Inside it, only a word read as little better
         * than a guess is left out.
         */
        static Reading of(List<FrameText.Word> line) {
            List<FrameText.Word> words = line.stream()
                    .map(w -> new FrameText.Word(trimmed(w.text()), w.confidence()))
                    .filter(w -> w.text().codePoints().anyMatch(Character::isLetterOrDigit))
                    .toList();
            int from = 0;
            int to = words.size();
            while (from < to && words.get(from).confidence() < WORD_CONFIDENCE) {
                from++;
            }
            while (to > from && words.get(to - 1).confidence() < WORD_CONFIDENCE) {
                to--;
            }
            List<FrameText.Word> core = words.subList(from, to);
            long sure = core.stream().filter(w -> w.confidence() >= WORD_CONFIDENCE).count();
            List<FrameText.Word> kept = core.stream().filter(w -> w.confidence() >= GUESS).toList();
            String text = String.join(" ", kept.stream().map(FrameText.Word::text).toList());
            String letters = letters(text);
            if (core.isEmpty() || sure * 5 < core.size() * 3 || letters.length() < 3) {
                return null; // mostly unsure, or a stray letter or two
            }
            return new Reading(text, kept.stream().mapToDouble(FrameText.Word::confidence).average().orElse(0), letters);
        }

        /** Quotes, brackets, bars and marks that OCR reads at a word's edges; a full stop or comma stays. */
        private static final String EDGES = "\"'‘’“”|[](){}<>«»_~™®©*-";

        private static String trimmed(String word) {
            int from = 0;
            int to = word.length();
            while (from < to && EDGES.indexOf(word.charAt(from)) >= 0) {
                from++;
            }
            while (to > from && EDGES.indexOf(word.charAt(to - 1)) >= 0) {
                to--;
            }
            return word.substring(from, to);
        }

        private static String letters(String text) {
            StringBuilder out = new StringBuilder();
            text.toLowerCase(Locale.ROOT).codePoints().filter(Character::isLetterOrDigit).forEach(out::appendCodePoint);
            return out.toString();
        }
    }

    private static final class Track {
        private final long start;
        private long end;
        private Reading best;

        Track(long start, Reading first) {
            this.start = start;
            this.best = first;
        }

        boolean matches(Reading reading) {
            return same(best, reading);
        }

        /** The reading with the most letters read with confidence: "Big Buck Bunny" over "Buck Bunny". */
        void read(Reading reading) {
            if (reading.weight() > best.weight()) {
                best = reading;
            }
        }
    }

    /** Readings of one line that overlap in time (a part of it read before the whole) become one. */
    private static List<Track> merged(List<Track> tracks) {
        List<Track> sorted = new ArrayList<>(tracks);
        sorted.sort(Comparator.comparingLong((Track t) -> t.start));
        List<Track> out = new ArrayList<>();
        for (Track track : sorted) {
            Track into = out.stream().filter(t -> t.end + MISSED_FOR >= track.start && same(t.best, track.best)).findFirst().orElse(null);
            if (into == null) {
                out.add(track);
            } else {
                into.end = Math.max(into.end, track.end);
                into.read(track.best);
            }
        }
        return out;
    }
}
