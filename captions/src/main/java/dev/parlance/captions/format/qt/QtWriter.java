package dev.parlance.captions.format.qt;

import dev.parlance.captions.format.CaptionWriter;
import dev.parlance.captions.format.ClockTime;
import dev.parlance.captions.format.CueLines;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * QuickTime text (the {@code {QTtext}} import format): descriptor lines, then samples. A sample
 * is a {@code [HH:MM:SS.mmm]} timestamp (absolute, time scale 1000) followed by its text lines
 * and lasts until the next timestamp. Unless qt_seamless is set, a cue followed by a gap ends
 * with a timestamp and an empty line (a clearing sample); with it, only where staying until the
 * next cue would exceed maximum_caption_duration. The last cue always gets its end timestamp,
 * so its duration is known.
 */
public final class QtWriter implements CaptionWriter {
    static final String HEADER = "{QTtext} {font:Arial} {plain} {size:18} {textColor: 65535, 65535, 65535}\n"
            + "{backColor: 0, 0, 0} {justify:center} {timeScale:1000} {width:640} {height:96}\n"
            + "{timeStamps:absolute} {keyedText:on}\n";

    private final QtOptions options;

    public QtWriter(QtOptions options) {
        this.options = options;
    }

    @Override
    public void write(CaptionTrack track, Writer out) throws IOException {
        out.write(HEADER);
        List<Cue> cues = track.cues();
        StringBuilder text = new StringBuilder(256);
        for (int i = 0; i < cues.size(); i++) {
            Cue cue = cues.get(i);
            text.setLength(0);
            timestamp(text, cue.start());
            for (String line : CueLines.of(cue)) {
                text.append(line).append('\n');
            }
            boolean last = i + 1 == cues.size();
            boolean gapFollows = !last && cues.get(i + 1).start() > cue.end();
            if (last || (gapFollows && !(options.seamless() && fitsUntil(cue, cues.get(i + 1))))) {
                timestamp(text, cue.end()).append('\n');
            }
            out.append(text);
        }
    }

    /** Whether the cue may stay on screen until the next one starts (seamless) without exceeding the longest cue. */
    private boolean fitsUntil(Cue cue, Cue next) {
        return options.longestCueMs().isEmpty() || next.start() - cue.start() <= options.longestCueMs().getAsInt();
    }

    private static StringBuilder timestamp(StringBuilder text, long ms) {
        text.append('[');
        return ClockTime.append(text, ms, '.').append("]\n");
    }
}
