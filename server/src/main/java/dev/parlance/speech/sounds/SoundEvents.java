package dev.parlance.speech.sounds;

import dev.parlance.captions.model.SoundTag;
import dev.parlance.speech.RecognizedWord;

import java.util.ArrayList;
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
 */
public final class SoundEvents {
    static final Set<SoundTag> TAGGED = Set.of(SoundTag.MUSIC, SoundTag.APPLAUSE, SoundTag.LAUGH);
    /** Windows this close are one event. */
    private static final long JOIN_MILLIS = 100;

    private SoundEvents() {
    }

    /**
     * @param windows    each classified window from every section, in any order
     * @param words      the job's words, media times
     * @param quietBelow windows with a mean level below this (dBFS) are no event
     */
    public static List<SoundEvent> of(List<ClassifiedWindow> windows, List<RecognizedWord> words, int quietBelow) {
        List<ClassifiedWindow> sorted = windows.stream().filter(w -> TAGGED.contains(w.tag()) && w.levelDb() >= quietBelow)
                .sorted(Comparator.comparingLong(ClassifiedWindow::startMillis)).toList();
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
