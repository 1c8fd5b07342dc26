package dev.parlance.web.work;

import dev.parlance.captions.align.TextPlace;
import dev.parlance.captions.preview.Preview;
import dev.parlance.captions.preview.PreviewCue;
import dev.parlance.captions.preview.Problem;
import dev.parlance.captions.quality.QualityProfile;
import dev.parlance.work.WorkException;
import dev.parlance.work.WorkRefusal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The caption preview ({@code POST /work/api/items/{id}/preview}, and the approval page's): the
 * captions the text sent will make with get_caption's default options, laid out to the quality
 * profile, and what the quality check finds in them.
 *
 * @param profile    the profile checked against; {@code profiles} lists every one with its limits
 * @param cueCount   how many captions the whole text makes
 * @param cues       the captions asked for (those of a time window, or all), and every caption with a
 *                   violation, in order: its index among all captions, start and end in ms of the
 *                   media, its lines as they will appear, and where its first and last word are in the
 *                   text sent ({@code turn}: index into the turns sent; {@code start}, {@code end}:
 *                   character offsets in that turn's text); {@code from} and {@code to} are null for a
 *                   caption of no typed word
 * @param violations what the check found, in caption order: the rule broken, the caption's index, what
 *                   was measured and the limit (in the rule's unit), {@code error} or {@code warning},
 *                   and a sentence for the person fixing the text
 */
public record PreviewView(String profile, List<ProfileView> profiles, int cueCount, List<CueView> cues, List<ViolationView> violations,
                   int errors, int warnings) {
    /** The profile a preview is checked against when the request names none. */
    static final QualityProfile DEFAULT_PROFILE = QualityProfile.NETFLIX_LIKE;

    /** @param label the profile as people call it ("Netflix-like"); {@code name} is what {@code profile=} takes */
    record ProfileView(String name, String label, String limits) {
    }

    record CueView(int index, long start, long end, List<String> lines, TextPlace from, TextPlace to) {
    }

    /** A time window of the media in ms, both ends included; null ends are open. */
    record Window(Long from, Long to) {
        Window {
            if (from != null && from < 0 || to != null && to < 0 || from != null && to != null && to < from) {
                throw new WorkException(WorkRefusal.INVALID, "from and to are times in ms of the media, from before to");
            }
        }

        boolean shows(PreviewCue cue) {
            return (from == null || cue.end() >= from) && (to == null || cue.start() <= to);
        }
    }

    record ViolationView(String rule, int cue, double measured, double limit, String severity, String message) {
    }

    /** The preview with the captions of the window and those with a violation. */
    static PreviewView of(Preview preview, Window window) {
        List<ViolationView> violations = preview.problems().stream().map(p -> new ViolationView(p.kind().name(), p.cue(),
                p.measured(), p.limit(), p.severity().name().toLowerCase(Locale.ROOT), p.message())).toList();
        int errors = (int) preview.problems().stream().filter(p -> p.severity() == Problem.Severity.ERROR).count();
        Set<Integer> flagged = preview.problems().stream().map(Problem::cue).collect(Collectors.toSet());
        List<CueView> cues = new ArrayList<>();
        for (int i = 0; i < preview.cues().size(); i++) {
            PreviewCue c = preview.cues().get(i);
            if (window.shows(c) || flagged.contains(i)) {
                cues.add(new CueView(i, c.start(), c.end(), c.lines(), c.from(), c.to()));
            }
        }
        return new PreviewView(preview.profile(), QualityProfile.NAMED.stream().map(p -> new ProfileView(p.name(), p.label(), limits(p))).toList(),
                preview.cues().size(), cues, violations, errors, violations.size() - errors);
    }

    /** The profile of the request's {@code profile} parameter; the default when it names none. */
    static QualityProfile profile(String name) {
        if (name == null || name.isBlank()) {
            return DEFAULT_PROFILE;
        }
        return QualityProfile.named(name).orElseThrow(() -> new WorkException(WorkRefusal.INVALID, "Unknown profile " + name
                + "; profiles are " + QualityProfile.NAMED.stream().map(QualityProfile::name).collect(Collectors.joining(", "))));
    }

    /** "42 characters a line, 2 lines, 20 characters a second, 0.8 to 7 s on screen, 83 ms apart". */
    public static String limits(QualityProfile p) {
        List<String> parts = new ArrayList<>();
        parts.add(p.maxCharactersPerLine() + " characters a line");
        parts.add(p.maxLines() + " lines");
        p.maxCharactersPerSecond().ifPresent(cps -> parts.add(number(cps) + " characters a second"));
        if (p.minDurationMs().isPresent() || p.maxDurationMs().isPresent()) {
            String min = p.minDurationMs().isPresent() ? "at least " + number(p.minDurationMs().getAsLong() / 1000.0) + " s" : "";
            String max = p.maxDurationMs().isPresent() ? "at most " + number(p.maxDurationMs().getAsLong() / 1000.0) + " s" : "";
            parts.add((min + (min.isEmpty() || max.isEmpty() ? "" : " and ") + max) + " on screen");
        }
        p.minGapMs().ifPresent(ms -> parts.add(ms + " ms apart"));
        return String.join(", ", parts);
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }
}
