package dev.parlance.speech.sounds;

import dev.parlance.captions.model.SoundTag;
import dev.parlance.speech.RecognizedWord;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The sound events of a job from its classified windows and its words: a window in which the
 * recognizer heard any word is speech (speech over music keeps its words; the music before and
 * after it is tagged), the others keep their class, and neighbouring windows of one class are one
 * event. NOISE is not tagged yet: its precision (0.64 with each recording left out) would put
 * [NOISE] into every long pause of a lecture. Nor is a sound far quieter than the job's speech (a
 * mains hum in the pauses is steady and periodic, as music is): the caller gives the level below
 * which windows are left out. Windows of overlapping sections are counted once.
 *
 * <p>The recognizer reads words into music and crowds: an isolated word it is unsure of, inside a
 * window that sounds like one of the tagged sounds, is taken for such a stray ({@link #heard}) and
 * dropped, and the sound is tagged there instead. So is a run of words inside such windows that
 * holds almost no voice ({@link #inSounds}, {@link Voicing}): speech is voiced in its vowels, a drum
 * heard as a word on every beat is not. A voiced word said clearly is kept over any music.
 */
public final class SoundEvents {
    static final Set<SoundTag> TAGGED = Set.of(SoundTag.MUSIC, SoundTag.APPLAUSE, SoundTag.LAUGH);
    /** Windows this close are one event. */
    private static final long JOIN_MILLIS = 100;
    /** Below this confidence an isolated word inside a sound may be the sound misheard as speech. */
    static final double STRAY_BELOW = 0.6;
    /** A word with no other word this near on either side is isolated. */
    static final long ALONE_MILLIS = 2_000;

    /**
     * Below this share of voiced frames (of those louder than the quiet) a run of words is no speech.
     * Measured on 1-second windows of the evaluation set: 1% of speech windows (a crowd's cheering in
     * a speech) lie below it, and 12% of music windows (drums, an orchestra's strings).
     */
    public static final double UNVOICED_BELOW = 0.2;

    /** The words kept and the sound events between them. */
    public record Heard(List<RecognizedWord> words, List<SoundEvent> sounds) {
    }

    /** Consecutive words {@code firstWord..lastWord}, said from {@code startMillis} to {@code endMillis}. */
    public record Run(int firstWord, int lastWord, long startMillis, long endMillis) {
    }

    private SoundEvents() {
    }

    /**
     * @param windows    each classified window from every section, in any order
     * @param words      the job's words, media times
     * @param quietBelow windows with a mean level below this (dBFS) are no event
     */
    public static List<SoundEvent> of(List<ClassifiedWindow> windows, List<RecognizedWord> words, int quietBelow) {
        List<ClassifiedWindow> sorted = tagged(windows, quietBelow);
        List<RecognizedWord> byStart = words.stream().sorted(Comparator.comparingLong(RecognizedWord::startMillis)).toList();
        List<SoundEvent> events = new ArrayList<>();
        long lastKeptStart = -SoundWindow.MILLIS; // before any window, without overflowing the difference below
        for (ClassifiedWindow w : sorted) {
            if (w.startMillis() - lastKeptStart < SoundWindow.MILLIS / 2 || overlapsAWord(w, byStart)) {
                continue; // a seam's second look at the same audio, or speech
            }
            lastKeptStart = w.startMillis();
            SoundEvent last = events.isEmpty() ? null : events.getLast();
            if (last != null && last.tag() == w.tag() && w.startMillis() - last.endMillis() <= JOIN_MILLIS) {
                events.set(events.size() - 1, new SoundEvent(last.tag(), last.startMillis(), Math.max(last.endMillis(), w.endMillis())));
            } else {
                events.add(new SoundEvent(w.tag(), w.startMillis(), w.endMillis()));
            }
        }
        return events.stream().map(e -> reachingTheWords(e, byStart)).toList();
    }

    /**
     * As {@link #of}, after dropping the strays: words under {@link #STRAY_BELOW} confidence, with no
     * other word within {@link #ALONE_MILLIS}, whose middle lies in a window of a tagged sound.
     *
     * @param words the job's words in time order
     */
    public static Heard heard(List<ClassifiedWindow> windows, List<RecognizedWord> words, int quietBelow) {
        return heard(windows, words, quietBelow, List.of());
    }

    /**
     * As {@link #heard(List, List, int)}, and the words of these runs are dropped too: runs of
     * {@link #inSounds} found unvoiced.
     */
    public static Heard heard(List<ClassifiedWindow> windows, List<RecognizedWord> words, int quietBelow, List<Run> unvoiced) {
        List<ClassifiedWindow> sounds = tagged(windows, quietBelow);
        boolean[] misheard = new boolean[words.size()];
        for (Run run : unvoiced) {
            Arrays.fill(misheard, run.firstWord(), run.lastWord() + 1, true);
        }
        List<RecognizedWord> kept = new ArrayList<>(words.size());
        for (int i = 0; i < words.size(); i++) {
            RecognizedWord word = words.get(i);
            if (misheard[i]) {
                continue;
            }
            boolean alone = (i == 0 || word.startMillis() - words.get(i - 1).endMillis() > ALONE_MILLIS)
                    && (i == words.size() - 1 || words.get(i + 1).startMillis() - word.endMillis() > ALONE_MILLIS);
            long middle = (word.startMillis() + word.endMillis()) / 2;
            if (!(word.confidence() < STRAY_BELOW && alone
                    && sounds.stream().anyMatch(w -> w.startMillis() <= middle && middle < w.endMillis()))) {
                kept.add(word);
            }
        }
        return new Heard(List.copyOf(kept), of(windows, kept, quietBelow));
    }

    /**
     * The runs of consecutive words whose middles all lie in windows of a tagged sound: where the
     * recognizer may have read words into music or a crowd. Their voicing tells ({@link Voicing}).
     *
     * @param words the job's words in time order
     */
    public static List<Run> inSounds(List<ClassifiedWindow> windows, List<RecognizedWord> words, int quietBelow) {
        List<ClassifiedWindow> sounds = tagged(windows, quietBelow);
        List<Run> runs = new ArrayList<>();
        int first = -1;
        int window = 0; // windows are all as long, so ordered by start they are ordered by end too: one sweep
        for (int i = 0; i <= words.size(); i++) {
            boolean inSound = false;
            if (i < words.size()) {
                long middle = (words.get(i).startMillis() + words.get(i).endMillis()) / 2;
                while (window < sounds.size() && sounds.get(window).endMillis() <= middle) {
                    window++;
                }
                inSound = window < sounds.size() && sounds.get(window).startMillis() <= middle;
            }
            if (inSound && first < 0) {
                first = i;
            } else if (!inSound && first >= 0) {
                runs.add(new Run(first, i - 1, words.get(first).startMillis(), words.get(i - 1).endMillis()));
                first = -1;
            }
        }
        return runs;
    }

    private static List<ClassifiedWindow> tagged(List<ClassifiedWindow> windows, int quietBelow) {
        return windows.stream().filter(w -> TAGGED.contains(w.tag()) && w.levelDb() >= quietBelow)
                .sorted(Comparator.comparingLong(ClassifiedWindow::startMillis)).toList();
    }

    /**
     * The windows fall on a 2-second grid, so a sound next to speech is heard from the first whole
     * window after the words: the event reaches back to the last word before it and on to the next
     * word after it, when they are less than a window away (the window between held both).
     */
    private static SoundEvent reachingTheWords(SoundEvent event, List<RecognizedWord> words) {
        long previousEnd = Long.MIN_VALUE;
        long nextStart = Long.MAX_VALUE;
        for (RecognizedWord word : words) {
            if (word.endMillis() <= event.startMillis()) {
                previousEnd = Math.max(previousEnd, word.endMillis());
            } else if (word.startMillis() >= event.endMillis()) {
                nextStart = Math.min(nextStart, word.startMillis());
            }
        }
        long start = previousEnd != Long.MIN_VALUE && event.startMillis() - previousEnd < SoundWindow.MILLIS
                ? previousEnd : event.startMillis();
        long end = nextStart != Long.MAX_VALUE && nextStart - event.endMillis() < SoundWindow.MILLIS
                ? nextStart : event.endMillis();
        return new SoundEvent(event.tag(), start, end);
    }

    private static boolean overlapsAWord(ClassifiedWindow window, List<RecognizedWord> words) {
        int low = 0;
        int high = words.size();
        while (low < high) { // the first word starting at or after the window's end
            int mid = (low + high) >>> 1;
            if (words.get(mid).startMillis() < window.endMillis()) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        for (int i = low - 1; i >= 0; i--) {
            RecognizedWord word = words.get(i);
            if (word.endMillis() > window.startMillis()) {
                return true;
            }
            if (word.startMillis() < window.startMillis() - 60_000) {
                break; // no word is a minute long
            }
        }
        return false;
    }

    /** "start:TAG:end:dB,..." for storing a section's windows. */
    public static String toText(List<ClassifiedWindow> windows) {
        return String.join(",", windows.stream()
                .map(w -> w.startMillis() + ":" + w.tag().name() + ":" + w.endMillis() + ":" + w.levelDb()).toList());
    }

    public static List<ClassifiedWindow> parse(String text) {
        List<ClassifiedWindow> windows = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return windows;
        }
        for (String item : text.split(",")) {
            String[] f = item.split(":");
            windows.add(new ClassifiedWindow(SoundTag.valueOf(f[1]), Long.parseLong(f[0]), Long.parseLong(f[2]),
                    Integer.parseInt(f[3])));
        }
        return windows;
    }

    /** The windows' classes; near-silent windows left out. */
    public static List<ClassifiedWindow> classified(List<SoundWindow> windows) {
        List<ClassifiedWindow> out = new ArrayList<>();
        for (SoundWindow w : windows) {
            SoundTag tag = SoundClassifier.classify(w);
            if (tag != null) {
                out.add(new ClassifiedWindow(tag, w.startMillis(), w.endMillis(), (int) Math.round(w.eMean())));
            }
        }
        return out;
    }
}
