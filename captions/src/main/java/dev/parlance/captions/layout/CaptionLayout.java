package dev.parlance.captions.layout;

import dev.parlance.captions.model.ElementList;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Lays out a transformed ElementList as captions: units (words with their punctuation, sounds,
 * speaker labels) are cut into runs at hard breaks, each run is split into captions and lines by
 * {@link CaptionSplitter}, and {@link CueTiming} sets the final times.
 *
 * <p>Hard breaks (a caption always ends there): a speaker change when speaker_on_new_line or
 * single_speaker_per_caption is set; a silence longer than silence_max_ms; both sides of a sound
 * that gets its own caption; with caption_by_sentence, every sentence end, except that a sentence
 * with fewer than caption_words_min words joins the next one (the last one joins the one before).
 * With speaker_on_new_line and single_speaker_per_caption both false, a new speaker may continue
 * the caption, on the same line.
 *
 * <p>Stateless and thread-safe; one instance serves any number of ElementLists.
 */
public final class CaptionLayout {
    private final LayoutOptions options;
    private final CaptionSplitter splitter;
    private final CueTiming timing;

    public CaptionLayout(LayoutOptions options, FormatLimits limits) {
        this.options = options;
        this.splitter = new CaptionSplitter(options, limits);
        this.timing = new CueTiming(options, limits);
    }

    public CaptionTrack track(ElementList list, String title, String jobId) {
        return new CaptionTrack(cues(list), title, jobId, languageCode(list.language()));
    }

    public List<Cue> cues(ElementList list) {
        return timing.time(draft(list));
    }

    /**
     * The same cues, each with the span its words were said in (from its first word's start to its
     * last word's end), before it was held for reading or kept apart from its neighbours: what ties
     * a cue back to the words it shows.
     */
    public List<SpokenCue> spokenCues(ElementList list) {
        List<Cue> draft = draft(list);
        List<Cue> timed = timing.time(draft);
        List<SpokenCue> cues = new ArrayList<>(timed.size());
        for (int i = 0; i < timed.size(); i++) {
            cues.add(new SpokenCue(timed.get(i), draft.get(i).start(), draft.get(i).end()));
        }
        return cues;
    }

    /** Cues with their words' own times. */
    private List<Cue> draft(ElementList list) {
        List<Unit> units = new UnitReader(list, options).read();
        List<Cue> draft = new ArrayList<>();
        for (List<Unit> run : runs(units)) {
            for (CaptionSplitter.Caption caption : splitter.split(run)) {
                draft.add(cue(run, caption));
            }
        }
        return draft;
    }

    /** "EN_US" gives "en": the primary language subtag, lower case. */
    static String languageCode(String language) {
        if (language == null || language.isBlank()) {
            return "en";
        }
        return language.strip().split("[_-]")[0].toLowerCase(Locale.ROOT);
    }

    private List<List<Unit>> runs(List<Unit> units) {
        List<List<Unit>> runs = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= units.size(); i++) {
            if (i == units.size() || hardBreak(units.get(i - 1), units.get(i))) {
                List<Unit> run = units.subList(start, i);
                if (options.captionBySentence()) {
                    runs.addAll(sentenceGroups(run));
                } else {
                    runs.add(run);
                }
                start = i;
            }
        }
        return runs;
    }

    private boolean hardBreak(Unit before, Unit after) {
        return after.is(Unit.TURN_START) && (options.speakerOnNewLine() || options.singleSpeakerPerCaption())
                || after.start() - before.end() > options.silenceMaxMs()
                || before.is(Unit.OWN_CAPTION) || after.is(Unit.OWN_CAPTION);
    }

    private List<List<Unit>> sentenceGroups(List<Unit> run) {
        List<List<Unit>> groups = new ArrayList<>();
        int start = 0;
        int words = 0;
        for (int i = 0; i < run.size(); i++) {
            words += run.get(i).words();
            boolean end = i == run.size() - 1 || run.get(i).is(Unit.SENTENCE_END);
            if (end && words >= options.captionWordsMin()) {
                groups.add(run.subList(start, i + 1));
                start = i + 1;
                words = 0;
            }
        }
        if (start < run.size()) {
            if (groups.isEmpty()) {
                groups.add(run.subList(start, run.size()));
            } else {
                List<Unit> last = groups.removeLast();
                int from = run.size() - last.size() - (run.size() - start);
                groups.add(run.subList(from, run.size()));
            }
        }
        return groups;
    }

    private static Cue cue(List<Unit> run, CaptionSplitter.Caption caption) {
        List<String> lines = new ArrayList<>(caption.lineStarts().length);
        for (int l = 0; l < caption.lineStarts().length; l++) {
            int from = caption.lineStarts()[l];
            int to = l + 1 < caption.lineStarts().length ? caption.lineStarts()[l + 1] : caption.to();
            StringBuilder line = new StringBuilder();
            for (int i = from; i < to; i++) {
                if (i > from) {
                    line.append(' ');
                }
                line.append(run.get(i).text());
            }
            lines.add(line.toString());
        }
        Unit first = run.get(caption.from());
        long start = first.start();
        long end = start;
        boolean sound = true;
        for (int i = caption.from(); i < caption.to(); i++) {
            end = Math.max(end, run.get(i).end());
            sound &= run.get(i).is(Unit.SOUND);
        }
        return new Cue(start, end, lines, first.is(Unit.TURN_START), sound);
    }
}
