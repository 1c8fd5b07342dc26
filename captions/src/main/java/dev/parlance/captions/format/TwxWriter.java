package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;

import java.io.IOException;
import java.io.Writer;

/**
 * TWX: a timed-text exchange table, tab-separated values (IANA {@code text/tab-separated-values})
 * that spreadsheets and scripts read directly. A header row {@code start, end, speaker_change,
 * text}, then one row per cue: times as {@code HH:MM:SS.mmm}, {@code true}/{@code false}, and the
 * cue's lines joined by spaces with tabs turned into spaces (a field cannot hold a tab or a line
 * break).
 */
public final class TwxWriter implements CaptionWriter {
    static final String HEADER = "start\tend\tspeaker_change\ttext\n";

    @Override
    public void write(CaptionTrack track, Writer out) throws IOException {
        out.write(HEADER);
        StringBuilder row = new StringBuilder(256);
        for (Cue cue : track.cues()) {
            row.setLength(0);
            ClockTime.append(row, cue.start(), '.').append('\t');
            ClockTime.append(row, cue.end(), '.').append('\t');
            row.append(cue.speakerChange()).append('\t');
            row.append(CueLines.asText(cue).replace('\t', ' ')).append('\n');
            out.append(row);
        }
    }
}
