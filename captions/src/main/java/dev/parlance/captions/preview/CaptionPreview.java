package dev.parlance.captions.preview;

import dev.parlance.captions.align.AlignedToken;
import dev.parlance.captions.align.Alignment;
import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.captions.align.TextPlace;
import dev.parlance.captions.layout.CaptionLayout;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;
import dev.parlance.captions.layout.FormatLimits;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.layout.SpokenCue;
import dev.parlance.captions.quality.CaptionQualityCheck;
import dev.parlance.captions.quality.QualityProfile;
import dev.parlance.captions.quality.QualityReport;
import dev.parlance.captions.transform.TextOptions;

import java.util.ArrayList;
import java.util.List;

/**
 * Previews the captions of an aligned text: the text options' transforms, layout with the layout
 * options tightened to the profile ({@link QualityProfile#layoutOptions}), the quality check against
 * the profile, and each cue tied to the typed words it shows.
 *
 * <p>Cues are tied to words by time: the typed words and the cues are both in time order, so each
 * cue takes the typed words from the first one said at or after its words' start
 * ({@link SpokenCue}) up to the next cue's first; words the transforms removed (fillers, sound tags)
 * go with the cue they were said in. Only words said at the very same millisecond on either side of
 * a cue boundary can land one cue off.
 *
 * <p>Stateless and thread-safe.
 */
public final class CaptionPreview {
    private final TextOptions text;
    private final CaptionLayout layout;
    private final QualityProfile profile;

    public CaptionPreview(TextOptions text, LayoutOptions layout, QualityProfile profile) {
        this.text = text;
        this.layout = new CaptionLayout(profile.layoutOptions(layout), FormatLimits.NONE);
        this.profile = profile;
    }

    /**
     * @param aligned the typed text aligned against the version it was edited from
     * @param typed   the typed text itself (where its words are)
     */
    public Preview preview(Alignment aligned, EditedTranscript typed) {
        List<SpokenCue> spoken = layout.spokenCues(text.apply(aligned.elementList()));
        List<Cue> cues = spoken.stream().map(SpokenCue::cue).toList();
        QualityReport report = CaptionQualityCheck.check(new CaptionTrack(cues, "", "", ""), profile);
        List<TextPlace> places = typed.wordPlaces();
        int[] firsts = firstWords(spoken, aligned.timed());
        List<PreviewCue> previews = new ArrayList<>(spoken.size());
        for (int c = 0; c < spoken.size(); c++) {
            Cue cue = spoken.get(c).cue();
            int from = firsts[c];
            int to = (c + 1 < spoken.size() ? firsts[c + 1] : aligned.timed().size()) - 1;
            while (to > from && start(aligned.timed(), to) > spoken.get(c).spokenEnd()) {
                to--; // a removed word said after the cue's own words and before the next cue's
            }
            boolean tied = from <= to && to < places.size();
            previews.add(new PreviewCue(cue.start(), cue.end(), cue.lines(), tied ? places.get(from) : null,
                    tied ? places.get(to) : null));
        }
        return new Preview(profile.name(), previews, report.violations().stream().map(Problem::of).toList(), report.summary());
    }

    /** For each cue, the index of its first typed word (the next cue's first when it has none). */
    private static int[] firstWords(List<SpokenCue> cues, List<AlignedToken> timed) {
        int[] firsts = new int[cues.size()];
        int next = 0;
        for (int c = 0; c < cues.size(); c++) {
            while (next < timed.size() && start(timed, next) < cues.get(c).spokenStart()) {
                next++;
            }
            firsts[c] = next;
        }
        return firsts;
    }

    private static long start(List<AlignedToken> timed, int index) {
        return timed.get(index).token().startTime();
    }
}
