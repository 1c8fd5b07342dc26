package dev.parlance.captions.format;

import dev.parlance.captions.layout.Cue;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines a writer may put on screen. Most formats end a cue at a blank line, so a blank or
 * line-break-carrying line from the track must not reach them: lines are split at breaks,
 * trimmed at the end, and blank ones dropped.
 */
public final class CueLines {
    private CueLines() {
    }

    public static List<String> of(Cue cue) {
        List<String> lines = cue.lines();
        boolean clean = true;
        for (String line : lines) {
            if (line.isBlank() || line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0 || !line.equals(line.stripTrailing())) {
                clean = false;
                break;
            }
        }
        if (clean) {
            return lines;
        }
        List<String> visible = new ArrayList<>(lines.size());
        for (String line : lines) {
            for (String part : line.split("\r\n|\r|\n")) {
                if (!part.isBlank()) {
                    visible.add(part.stripTrailing());
                }
            }
        }
        return visible;
    }

    /** The visible lines joined by one space: a cue as running text. */
    public static String asText(Cue cue) {
        return String.join(" ", of(cue));
    }
}
