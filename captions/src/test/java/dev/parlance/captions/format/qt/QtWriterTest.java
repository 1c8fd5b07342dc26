package dev.parlance.captions.format.qt;

import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.CaptionWriterContract;
import dev.parlance.captions.format.TestTracks;
import dev.parlance.captions.layout.CaptionTrack;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class QtWriterTest extends CaptionWriterContract {
    private static final Pattern TIMESTAMP = Pattern.compile("\\[(\\d{2,}):(\\d{2}):(\\d{2})\\.(\\d{3})]");

    QtWriterTest() {
        super(CaptionFormat.QT, "qt", () -> new QtWriter(QtOptions.defaults()));
    }

    /** A sample of QuickTime text: from its timestamp to the next, with its text (empty clears the screen). */
    record Sample(long start, long end, String text) {
    }

    /** A small QuickTime text reader: descriptor lines in braces, then timestamps each followed by text. */
    static List<Sample> parse(String qt) {
        List<String> lines = List.of(qt.split("\n", -1));
        int i = 0;
        assertThat(lines.getFirst()).startsWith("{QTtext}");
        while (i < lines.size() && lines.get(i).startsWith("{")) {
            assertThat(lines.get(i)).matches("(\\{[^{}]+}\\s*)+");
            i++;
        }
        List<Long> times = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        StringBuilder text = null;
        for (; i < lines.size(); i++) {
            Matcher timestamp = TIMESTAMP.matcher(lines.get(i));
            if (timestamp.matches()) {
                if (text != null) {
                    texts.add(text.toString());
                }
                times.add(Long.parseLong(timestamp.group(1)) * 3_600_000 + Long.parseLong(timestamp.group(2)) * 60_000
                        + Long.parseLong(timestamp.group(3)) * 1000 + Long.parseLong(timestamp.group(4)));
                text = new StringBuilder();
            } else {
                assertThat(text).as("text before the first timestamp: '%s'", lines.get(i)).isNotNull();
                if (!lines.get(i).isEmpty()) {
                    text.append(text.isEmpty() ? "" : "\n").append(lines.get(i));
                }
            }
        }
        if (text != null) {
            texts.add(text.toString());
        }
        assertThat(times).as("timestamps in order").isSorted();
        List<Sample> samples = new ArrayList<>();
        for (int s = 0; s + 1 < times.size(); s++) {
            samples.add(new Sample(times.get(s), times.get(s + 1), texts.get(s)));
        }
        if (!texts.isEmpty()) {
            assertThat(texts.getLast()).as("the last timestamp ends the last cue").isEmpty();
        }
        return samples;
    }

    @Test
    void clearsTheScreenInGapsOnly() {
        assertThat(parse(write(TestTracks.twoSpeakers()))).containsExactly(
                new Sample(1_000, 3_500, ">> ALICE: Good morning,\neveryone."),
                new Sample(3_500, 6_000, "Thanks for joining us."),
                new Sample(6_000, 7_000, ""),
                new Sample(7_000, 9_200, ">> BOB: Happy to be here."),
                new Sample(9_200, 12_000, "Shall we start?"));
    }

    @Test
    void seamlessLeavesEachCueUntilTheNext() {
        String seamless = write(new QtWriter(new QtOptions(true)), TestTracks.twoSpeakers());
        assertThat(parse(seamless)).containsExactly(
                new Sample(1_000, 3_500, ">> ALICE: Good morning,\neveryone."),
                new Sample(3_500, 7_000, "Thanks for joining us."),
                new Sample(7_000, 9_200, ">> BOB: Happy to be here."),
                new Sample(9_200, 12_000, "Shall we start?"));
        assertGolden("two-speakers-seamless", seamless);
    }

    @Test
    void seamlessStillClearsWhereStayingWouldExceedTheLongestCue() {
        // Cues 1.0-3.5, 3.5-6.0, gap, 7.0-9.2: staying until 7.0 makes the second cue 3.5 s long.
        String within = write(new QtWriter(new QtOptions(true, OptionalInt.of(3500))), TestTracks.twoSpeakers());
        assertThat(within).doesNotContain("[00:00:06.000]");
        String beyond = write(new QtWriter(new QtOptions(true, OptionalInt.of(3499))), TestTracks.twoSpeakers());
        assertThat(beyond).contains("[00:00:06.000]\n\n[00:00:07.000]");
    }

    @Test
    void everyCueIsASampleWithItsText() {
        CaptionTrack track = TestTracks.nonAscii();
        List<Sample> shown = parse(write(track)).stream().filter(s -> !s.text().isEmpty()).toList();
        assertThat(shown).extracting(Sample::text)
                .containsExactlyElementsOf(track.cues().stream().map(c -> c.text("\n")).toList());
    }
}
