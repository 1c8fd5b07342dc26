package dev.parlance.captions.format;

import dev.parlance.captions.format.qt.QtOptions;
import dev.parlance.captions.layout.CaptionTrack;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * maximum_caption_duration is an upper bound in the written file: every format that writes times
 * in milliseconds, read back the way a player reads it, shows no caption longer than the maximum.
 * (SCC, whose times are frames, has the same check in its own test with a 608 decoder.)
 */
class MaximumCaptionDurationTest {
    private static final String TIME = "(\\d+):(\\d{2}):(\\d{2})[.,](\\d{3})";
    /** A line with a start and an end: SRT, WebVTT, SBV, DFXP, TWX, Echo. */
    private static final Pattern SPAN = Pattern.compile(TIME + "\\D{1,20}?" + TIME);
    private static final Pattern QT_SAMPLE = Pattern.compile("(?m)^\\[" + TIME + "]\\n((?:[^\\[\\n][^\\n]*\\n)*)");
    private static final Pattern SAMI_SYNC = Pattern.compile("<SYNC Start=(\\d+)><P Class=\\w+>(.*?)</P>");

    @Test
    void noWrittenCaptionLastsLongerThanTheMaximum() {
        Random random = new Random(20261124L);
        int checked = 0;
        for (int round = 0; round < 400; round++) {
            int maximum = RandomTimedTracks.randomMaximum(random);
            for (CaptionFormat format : List.of(CaptionFormat.SRT, CaptionFormat.WEB_VTT, CaptionFormat.SBV, CaptionFormat.DFXP,
                    CaptionFormat.TWX, CaptionFormat.ECHO, CaptionFormat.QT, CaptionFormat.SAMI)) {
                checked += check(random, round, format, WriterOptions.defaults(), maximum);
            }
            // qt_seamless keeps a caption until the next one, but never beyond the maximum.
            checked += check(random, round, CaptionFormat.QT,
                    new WriterOptions(null, null, new QtOptions(true, OptionalInt.of(maximum))), maximum);
        }
        assertThat(checked).isGreaterThan(10_000);
    }

    private static int check(Random random, int round, CaptionFormat format, WriterOptions options, int maximum) {
        CaptionTrack track = RandomTimedTracks.track(random, format, maximum);
        String written = TextOutput.defaults().render(CaptionWriters.create(format, options), track);
        List<Long> durations = shownDurations(format, written);
        assertThat(durations).as("%s round %d", format, round).hasSize(track.cues().size());
        assertThat(durations).as("%s %s round %d, maximum %d ms:%n%s", format, options, round, maximum, written)
                .allSatisfy(d -> assertThat(d).isPositive().isLessThanOrEqualTo(maximum));
        return durations.size();
    }

    /** How long each caption is on screen, as a player reads the file. */
    private static List<Long> shownDurations(CaptionFormat format, String written) {
        List<Long> durations = new ArrayList<>();
        switch (format) {
            case QT -> {
                // A sample lasts until the next timestamp; an empty sample clears the screen.
                List<long[]> samples = new ArrayList<>();
                Matcher m = QT_SAMPLE.matcher(written);
                while (m.find()) {
                    samples.add(new long[] {ms(m, 1), m.group(5).isBlank() ? 0 : 1});
                }
                for (int i = 0; i + 1 < samples.size(); i++) {
                    if (samples.get(i)[1] == 1) {
                        durations.add(samples.get(i + 1)[0] - samples.get(i)[0]);
                    }
                }
            }
            case SAMI -> {
                List<long[]> syncs = new ArrayList<>();
                Matcher m = SAMI_SYNC.matcher(written);
                while (m.find()) {
                    syncs.add(new long[] {Long.parseLong(m.group(1)), m.group(2).equals("&nbsp;") ? 0 : 1});
                }
                for (int i = 0; i + 1 < syncs.size(); i++) {
                    if (syncs.get(i)[1] == 1) {
                        durations.add(syncs.get(i + 1)[0] - syncs.get(i)[0]);
                    }
                }
            }
            default -> written.lines().forEach(line -> {
                Matcher m = SPAN.matcher(line);
                if (m.find()) {
                    durations.add(ms(m, 5) - ms(m, 1));
                }
            });
        }
        return durations;
    }

    private static long ms(Matcher m, int first) {
        return Long.parseLong(m.group(first)) * 3_600_000 + Long.parseLong(m.group(first + 1)) * 60_000
                + Long.parseLong(m.group(first + 2)) * 1000 + Long.parseLong(m.group(first + 3));
    }
}
