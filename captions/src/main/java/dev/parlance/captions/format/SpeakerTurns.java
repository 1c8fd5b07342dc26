package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;

import java.util.ArrayList;
import java.util.List;

/**
 * A caption track read back as running text: one turn per speaker, a turn starting at every cue
 * marked as a speaker change. Used by the transcript-like caption formats (TRANSCRIPT, TPM).
 */
public record SpeakerTurns(List<Turn> turns) {
    /** A speaker's turn: the start of its first cue, the end of its last, the cues' text joined by spaces. */
    public record Turn(long start, long end, String text) {
    }

    public static SpeakerTurns of(CaptionTrack track) {
        List<Turn> turns = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        long start = 0;
        long end = 0;
        boolean open = false;
        for (Cue cue : track.cues()) {
            String cueText = CueLines.asText(cue);
            if (cueText.isEmpty()) {
                continue;
            }
            if (open && cue.speakerChange()) {
                turns.add(new Turn(start, end, text.toString()));
                text.setLength(0);
                open = false;
            }
            if (!open) {
                start = cue.start();
                open = true;
            } else {
                text.append(' ');
            }
            text.append(cueText);
            end = cue.end();
        }
        if (open) {
            turns.add(new Turn(start, end, text.toString()));
        }
        return new SpeakerTurns(List.copyOf(turns));
    }
}
