package dev.parlance.captions.layout;

import java.util.ArrayList;
import java.util.List;

/**
 * Final cue times, in one pass from the first cue to the last. A cue starts at its first word
 * (later if the cue before had to be held longer, or its words reach past this cue's start) and
 * ends at its last word, then:
 * <ol>
 *   <li>is held into the silence after it until it is readable: at least {@code minimumDisplayMs}
 *   and the reading-speed ceiling, never past the next cue's start (less the minimum gap);
 *   <li>closes a gap to the next cue shorter than merge_gap_interval, keeping the minimum gap;
 *   <li>lasts at least minimum_caption_length_ms, taking the time from the next cue, which then
 *   starts later;
 *   <li>keeps minimum_gap_between_captions_ms to the next cue by ending earlier when it can stay
 *   at its minimum length, else by delaying the next cue;
 *   <li>lasts at most maximum_caption_duration, less what the format's rounding of times can add
 *   (SCC rounds both ends to frames), so the limit holds in the written file too.
 * </ol>
 * So cues never overlap, start times never go back, and every cue lasts at least 1 ms.
 */
final class CueTiming {
    private final LayoutOptions options;
    private final FormatLimits limits;

    CueTiming(LayoutOptions options, FormatLimits limits) {
        this.options = options;
        this.limits = limits;
    }

    List<Cue> time(List<Cue> draft) {
        long minGap = options.minimumGapBetweenCaptionsMs().orElse(0);
        long minLength = Math.max(1, options.minimumCaptionLengthMs().orElse(0));
        long maxDuration = options.maximumCaptionDuration().isPresent()
                ? Math.max(1, options.maximumCaptionDuration().getAsInt() - limits.roundingMs()) : Long.MAX_VALUE;
        minLength = Math.min(minLength, maxDuration);
        List<Cue> timed = new ArrayList<>(draft.size());
        long previousEnd = Long.MIN_VALUE;
        for (int i = 0; i < draft.size(); i++) {
            Cue cue = draft.get(i);
            long start = previousEnd == Long.MIN_VALUE ? cue.start() : Math.max(cue.start(), previousEnd + minGap);
            long end = Math.max(cue.end(), start + 1);
            boolean last = i + 1 == draft.size();
            // A next cue that starts among this cue's own words (on-screen text shown while someone
            // speaks) waits for them rather than cutting them short.
            long nextStart = last ? Long.MAX_VALUE : Math.max(draft.get(i + 1).start(), cue.end());
            long room = last ? Long.MAX_VALUE : nextStart - minGap;

            long readable = start + Math.max(options.minimumDisplayMs(),
                    CueText.readingMs(CueText.characters(cue), options.maxCharactersPerSecond()));
            if (readable > end) {
                end = Math.max(end, Math.min(readable, room));
            }
            if (!last && nextStart - end < options.mergeGapInterval()) {
                end = Math.max(end, room);
            }
            end = Math.max(end, start + minLength);
            if (end > room) {
                end = Math.max(room, start + minLength);
            }
            if (end - start > maxDuration) {
                end = start + maxDuration;
            }
            timed.add(new Cue(start, end, cue.lines(), cue.speakerChange(), cue.sound()));
            previousEnd = end;
        }
        return timed;
    }
}
