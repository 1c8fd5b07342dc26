package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;

import java.util.ArrayList;
import java.util.List;

/**
 * Laid-out tracks for writer tests, one per edge case; the golden files are named after them.
 * Built by hand here because layout is tested apart from writers.
 */
public final class TestTracks {
    public static final String JOB_ID = "0123456789abcdef0123456789abcdef";

    private TestTracks() {
    }

    public static Cue cue(long start, long end, String... lines) {
        return new Cue(start, end, List.of(lines), false, false);
    }

    public static Cue speakerCue(long start, long end, String... lines) {
        return new Cue(start, end, List.of(lines), true, false);
    }

    public static Cue soundCue(long start, long end, String line) {
        return new Cue(start, end, List.of(line), false, true);
    }

    public static CaptionTrack track(String title, String language, Cue... cues) {
        return new CaptionTrack(List.of(cues), title, JOB_ID, language);
    }

    /** No cues at all: a job whose media had no speech. */
    public static CaptionTrack emptyTrack() {
        return track("Silent film", "en");
    }

    /**
     * Two speakers; the second cue follows the first without a gap, the third comes after a
     * one-second gap (formats that clear the screen do so there only).
     */
    public static CaptionTrack twoSpeakers() {
        return track("Morning meeting", "en",
                speakerCue(1_000, 3_500, ">> ALICE: Good morning,", "everyone."),
                cue(3_500, 6_000, "Thanks for joining us."),
                speakerCue(7_000, 9_200, ">> BOB: Happy to be here."),
                cue(9_200, 12_000, "Shall we start?"));
    }

    /** Accented Latin, typographic punctuation, a music note, and scripts no caption code page has. */
    public static CaptionTrack nonAscii() {
        return track("Café & Co — résumé", "fr",
                speakerCue(500, 2_500, "Café, crème brûlée, façade.", "¿Qué tal? ¡Olé, señor Muñoz!"),
                cue(3_000, 5_000, "Grüße aus Köln: Øre, Åse, ÉTÉ."),
                cue(5_000, 7_000, "“Quoted” text — it’s fine… ♪"),
                cue(7_500, 9_000, "日本語, Ελληνικά, русский"));
    }

    /** Characters that are markup or syntax in some format. */
    public static CaptionTrack specialCharacters() {
        return track("<Title> & \"more\"", "en",
                cue(0, 2_000, "Tom & Jerry <3 cheese", "a --> b, \"quoted\" 'single'"),
                cue(2_000, 4_000, "{braces} [brackets] back\\slash", "^caret_ |pipe| ~tilde* 100%"));
    }

    /**
     * Long lines and many of them, times past ten hours, and a sound-only cue. SCC cuts lines
     * beyond 32 columns and 4 rows.
     */
    public static CaptionTrack longCue() {
        return track("Marathon", "en",
                cue(35_999_999, 36_004_500,
                        "This first line is exactly forty-two chars",
                        "and the second line is a little bit longer than that",
                        "a third line",
                        "a fourth line",
                        "and a fifth line that no SCC decoder can show"),
                soundCue(39_599_000, 39_605_250, "[MUSIC]"),
                cue(39_605_250, 39_606_000, "Ok."));
    }

    /** A track of the size of a three-hour lecture: cues of about four seconds, two lines each. */
    public static CaptionTrack lecture(int cues) {
        List<Cue> list = new ArrayList<>(cues);
        String[] words = ("so the next thing we want to look at is how the energy of the system "
                + "changes when we add heat and do work on it which is the first law").split(" ");
        int w = 0;
        for (int i = 0; i < cues; i++) {
            StringBuilder first = new StringBuilder();
            StringBuilder second = new StringBuilder();
            while (first.length() < 26) {
                first.append(first.isEmpty() ? "" : " ").append(words[w++ % words.length]);
            }
            while (second.length() < 24) {
                second.append(second.isEmpty() ? "" : " ").append(words[w++ % words.length]);
            }
            long start = i * 4_300L;
            list.add(new Cue(start, start + 4_000, List.of(first.toString(), second + "."), i % 40 == 0, false));
        }
        return new CaptionTrack(list, "Thermodynamics, lecture 3", JOB_ID, "en");
    }
}
