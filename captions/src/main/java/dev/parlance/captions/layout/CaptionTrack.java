package dev.parlance.captions.layout;

import java.util.List;

/**
 * Laid-out captions ready for a writer: cues in time order, never overlapping, plus what some
 * formats put in their headers (job name and id, language code such as {@code en}).
 */
public record CaptionTrack(List<Cue> cues, String title, String jobId, String language) {
    public CaptionTrack {
        cues = List.copyOf(cues);
    }
}
