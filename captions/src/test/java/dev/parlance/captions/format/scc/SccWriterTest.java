package dev.parlance.captions.format.scc;

import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.CaptionWriterContract;
import dev.parlance.captions.format.FfmpegReader;
import dev.parlance.captions.format.RandomTimedTracks;
import dev.parlance.captions.format.TestTracks;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.Cue;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.parlance.captions.format.TestTracks.cue;
import static org.assertj.core.api.Assertions.assertThat;

class SccWriterTest extends CaptionWriterContract {
    private static final Pattern LINE = Pattern.compile("(\\d{2}):(\\d{2}):(\\d{2});(\\d{2})\\t([0-9a-f]{4}(?: [0-9a-f]{4})*)");

    SccWriterTest() {
        super(CaptionFormat.SCC, "scc", SccWriter::new);
    }

    // ---- A small, independent reader: SCC lines, frames, and a pop-on decoder for CC1. ----

    /** One SCC line: the frame its first word is sent in, and its words. */
    record Line(long frame, List<Integer> words) {
        long frameOf(int word) {
            return frame + words.indexOf(word);
        }

        long end() {
            return frame + words.size();
        }
    }

    static List<Line> lines(String scc) {
        String[] rows = scc.split("\n", -1);
        assertThat(rows[0]).isEqualTo("Scenarist_SCC V1.0");
        List<Line> lines = new ArrayList<>();
        for (int i = 1; i < rows.length; i++) {
            if (rows[i].isEmpty()) {
                continue;
            }
            Matcher m = LINE.matcher(rows[i]);
            assertThat(m.matches()).as("SCC line '%s'", rows[i]).isTrue();
            List<Integer> words = new ArrayList<>();
            for (String hex : m.group(5).split(" ")) {
                words.add(Integer.parseInt(hex, 16));
            }
            lines.add(new Line(dropFrameToFrame(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                    Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4))), words));
        }
        for (int i = 1; i < lines.size(); i++) {
            assertThat(lines.get(i).frame()).as("line %d starts after line %d is sent", i, i - 1)
                    .isGreaterThanOrEqualTo(lines.get(i - 1).end());
        }
        return lines;
    }

    /** SMPTE drop-frame timecode to frame count (the inverse of the writer's arithmetic, done the textbook way). */
    static long dropFrameToFrame(int hours, int minutes, int seconds, int frames) {
        int totalMinutes = 60 * hours + minutes;
        assertThat(minutes % 10 != 0 && seconds == 0 && frames < 2).as("dropped frame number").isFalse();
        return 108_000L * hours + 1_800L * minutes + 30L * seconds + frames - 2L * (totalMinutes - totalMinutes / 10);
    }

    /** A caption as a decoder shows it: rows (1..15) with the column of their first character. */
    record Shown(long frame, List<Row> rows) {
        String text() {
            return String.join("\n", rows.stream().map(Row::text).toList());
        }
    }

    record Row(int row, int column, String text) {
    }

    private static final String BASIC = " !\"#$%&'()á+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[é]íóúabcdefghijklmnopqrstuvwxyzç÷Ññ█";
    private static final String SPECIAL = "®°½¿™¢£♪à\u00A0èâêîôû";
    private static final Map<Integer, String> EXTENDED = Map.of(
            0x12, "ÁÉÓÚÜü‘¡*’—©℠•“”ÀÂÇÈÊËëÎÏïÔÙùÛ«»",
            0x13, "ÃãÍÌìÒòÕõ{}\\^_|~ÄäÖöß¥¤¦ÅåØø┌┐└┘");
    private static final int[][] PAC_ROWS = {{0x11, 0x40, 1}, {0x11, 0x60, 2}, {0x12, 0x40, 3}, {0x12, 0x60, 4},
            {0x15, 0x40, 5}, {0x15, 0x60, 6}, {0x16, 0x40, 7}, {0x16, 0x60, 8}, {0x17, 0x40, 9}, {0x17, 0x60, 10},
            {0x10, 0x40, 11}, {0x13, 0x40, 12}, {0x13, 0x60, 13}, {0x14, 0x40, 14}, {0x14, 0x60, 15}};

    /** Decodes pop-on captions of CC1: what appears at each EOC and at which frame; also checks parity. */
    static List<Shown> decode(List<Line> lines) {
        List<Shown> shown = new ArrayList<>();
        List<Row> loading = new ArrayList<>();
        StringBuilder row = null;
        int rowNumber = 0;
        int column = 0;
        Integer previousControl = null;
        for (Line line : lines) {
            for (int i = 0; i < line.words().size(); i++) {
                int word = line.words().get(i);
                int hi = word >> 8;
                int lo = word & 0xFF;
                assertThat(Integer.bitCount(hi) % 2).as("odd parity of %04x", word).isEqualTo(1);
                assertThat(Integer.bitCount(lo) % 2).as("odd parity of %04x", word).isEqualTo(1);
                hi &= 0x7F;
                lo &= 0x7F;
                if (hi >= 0x10 && hi <= 0x1F) {
                    if (previousControl != null && previousControl == word) {
                        previousControl = null;
                        continue;
                    }
                    previousControl = word;
                } else {
                    previousControl = null;
                }
                if (hi == 0x14 && lo == 0x2E) {
                    loading.clear();
                    row = null;
                } else if (hi == 0x14 && lo == 0x20) {
                    // RCL: pop-on loading; nothing to track.
                } else if (hi == 0x14 && lo == 0x2F) {
                    if (row != null) {
                        loading.add(new Row(rowNumber, column, row.toString()));
                    }
                    shown.add(new Shown(line.frame() + i, List.copyOf(loading)));
                    row = null;
                } else if (hi == 0x14 && lo == 0x2C) {
                    // EDM: clears the screen.
                } else if (hi == 0x17 && lo >= 0x21 && lo <= 0x23) {
                    assertThat(row).as("tab offset right after a preamble").isNotNull().isEmpty();
                    column += lo - 0x20;
                } else if (hi >= 0x10 && hi <= 0x17 && lo >= 0x40) {
                    if (row != null) {
                        loading.add(new Row(rowNumber, column, row.toString()));
                    }
                    row = new StringBuilder();
                    rowNumber = 0;
                    for (int[] pac : PAC_ROWS) {
                        if (pac[0] == hi && (lo & 0x60) == pac[1]) {
                            rowNumber = pac[2];
                        }
                    }
                    assertThat(lo & 0x10).as("indent preamble").isEqualTo(0x10);
                    column = (lo & 0x0E) * 2;
                } else if (hi == 0x11 && lo >= 0x30 && lo <= 0x3F) {
                    row.append(SPECIAL.charAt(lo - 0x30));
                } else if ((hi == 0x12 || hi == 0x13) && lo >= 0x20 && lo <= 0x3F) {
                    row.setLength(row.length() - 1);
                    row.append(EXTENDED.get(hi).charAt(lo - 0x20));
                } else if (hi >= 0x20) {
                    row.append(BASIC.charAt(hi - 0x20));
                    if (lo != 0) {
                        row.append(BASIC.charAt(lo - 0x20));
                    }
                } else {
                    throw new AssertionError("Unexpected code " + Integer.toHexString(word));
                }
            }
        }
        return shown;
    }

    /** Frames at which the screen is cleared (EDM, first copy; alone or in the middle of a block). */
    static List<Long> clears(List<Line> lines) {
        List<Long> frames = new ArrayList<>();
        for (Line line : lines) {
            for (int i = 0; i < line.words().size(); i++) {
                if (line.words().get(i) == SccCodes.EDM && (i == 0 || line.words().get(i - 1) != SccCodes.EDM)) {
                    frames.add(line.frame() + i);
                }
            }
        }
        return frames;
    }

    // ---- The tests ----

    @Test
    void usesTheCc1ControlCodes() {
        assertThat(SccCodes.ENM).isEqualTo(0x94ae);
        assertThat(SccCodes.RCL).isEqualTo(0x9420);
        assertThat(SccCodes.EOC).isEqualTo(0x942f);
        assertThat(SccCodes.EDM).isEqualTo(0x942c);
        assertThat(SccCodes.pac(15, 0)).isEqualTo(0x9470);
        assertThat(SccCodes.pac(14, 0)).isEqualTo(0x94d0);
        assertThat(SccCodes.pac(1, 0)).isEqualTo(0x91d0);
        assertThat(SccCodes.pac(15, 8)).isEqualTo(0x94f4);
        assertThat(SccCodes.tabOffset(1)).isEqualTo(0x97a1);
    }

    @Test
    void countsDropFrameTimecodes() {
        assertThat(SccTimecode.format(0)).isEqualTo("00:00:00;00");
        assertThat(SccTimecode.format(1_799)).isEqualTo("00:00:59;29");
        assertThat(SccTimecode.format(1_800)).isEqualTo("00:01:00;02");
        assertThat(SccTimecode.format(17_982)).isEqualTo("00:10:00;00");
        assertThat(SccTimecode.frameAt(1_000)).isEqualTo(30);
        assertThat(SccTimecode.format(SccTimecode.frameAt(3_600_000))).isEqualTo("01:00:00;00");
        for (long frame = 0; frame < 40_000; frame += 7) {
            String[] p = SccTimecode.format(frame).split("[:;]");
            assertThat(dropFrameToFrame(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]), Integer.parseInt(p[3])))
                    .isEqualTo(frame);
        }
    }

    @Test
    void encodesCharactersWithParityAndTheSpecialSets() {
        assertThat(write(TestTracks.track("t", "en", cue(2_000, 3_000, "Café ♪")))).contains("\t94ae 94ae 9420 9420 9476 9476 97a1 97a1 4361 e6dc 2080 9137 9137 942f 942f\n");
    }

    @Test
    void popsEachCueOnAtItsStartFrame() {
        CaptionTrack track = TestTracks.twoSpeakers();
        List<Shown> shown = decode(lines(write(track)));
        assertThat(shown).extracting(Shown::frame)
                .containsExactlyElementsOf(track.cues().stream().map(c -> SccTimecode.frameAt(c.start())).toList());
        assertThat(shown).extracting(Shown::text)
                .containsExactly(">> ALICE: Good morning,\neveryone.", "Thanks for joining us.", ">> BOB: Happy to be here.", "Shall we start?");
    }

    @Test
    void placesLinesCentredOnTheBottomRows() {
        List<Shown> shown = decode(lines(write(TestTracks.twoSpeakers())));
        assertThat(shown.get(0).rows()).containsExactly(new Row(14, 4, ">> ALICE: Good morning,"), new Row(15, 11, "everyone."));
        assertThat(shown.get(1).rows()).containsExactly(new Row(15, 5, "Thanks for joining us."));
    }

    @Test
    void clearsTheScreenAtACueEndOnlyWhenAGapFollows() {
        List<Line> lines = lines(write(TestTracks.twoSpeakers()));
        assertThat(clears(lines)).containsExactly(SccTimecode.frameAt(6_000), SccTimecode.frameAt(12_000));
    }

    @Test
    void neverSendsABlockBeforeThePreviousOneIsComplete() {
        // Three long cues half a second apart: there is not enough time to load each one early.
        String line = "a line of exactly thirty-two ch";
        CaptionTrack track = TestTracks.track("t", "en", cue(0, 500, line, line), cue(500, 1_000, line, line), cue(1_000, 3_000, line, line));
        List<Line> lines = lines(write(track));
        List<Shown> shown = decode(lines);
        assertThat(shown).hasSize(3);
        assertThat(shown.get(0).frame()).isGreaterThan(0);
        for (int i = 1; i < shown.size(); i++) {
            assertThat(shown.get(i).frame()).isGreaterThan(shown.get(i - 1).frame());
            assertThat(shown.get(i).frame()).isGreaterThanOrEqualTo(SccTimecode.frameAt(track.cues().get(i).start()));
        }
        // Each late caption is still cleared by its cue's end (or as soon as it was shown), not left
        // on screen until the next one has loaded.
        List<Long> clears = clears(lines);
        assertThat(clears).hasSize(3);
        for (int i = 0; i < clears.size(); i++) {
            assertThat(clears.get(i)).isGreaterThan(shown.get(i).frame());
            if (i + 1 < shown.size()) {
                assertThat(clears.get(i)).isLessThan(shown.get(i + 1).frame());
            }
        }
    }

    @Test
    void noCaptionIsShownLongerThanTheMaximumOnceTimesAreFrames() {
        // A caption is on screen from its EOC to the next EDM or EOC; frames are 1001/30 ms.
        Random random = new Random(20261124L);
        for (int round = 0; round < 400; round++) {
            int maximum = RandomTimedTracks.randomMaximum(random);
            CaptionTrack track = RandomTimedTracks.track(random, CaptionFormat.SCC, maximum);
            List<Line> lines = lines(write(track));
            List<Shown> shown = decode(lines);
            List<Long> clears = clears(lines);
            assertThat(shown).as("round %d", round).hasSize(track.cues().size());
            for (int i = 0; i < shown.size(); i++) {
                long from = shown.get(i).frame();
                long until = clears.stream().filter(f -> f > from).findFirst().orElseThrow();
                if (i + 1 < shown.size()) {
                    until = Math.min(until, shown.get(i + 1).frame());
                }
                assertThat((until - from) * 1001.0 / 30).as("round %d, caption %d, maximum %d ms", round, i, maximum)
                        .isLessThanOrEqualTo(maximum);
            }
        }
    }

    @Test
    void cutsLinesToThirtyTwoColumnsAndFourRows() {
        List<Shown> shown = decode(lines(write(TestTracks.longCue())));
        assertThat(shown.getFirst().rows()).extracting(Row::text).containsExactly(
                "This first line is exactly forty",
                "and the second line is a little",
                "a third line", "a fourth line");
        assertThat(shown.getFirst().rows()).extracting(Row::row).containsExactly(12, 13, 14, 15);
        for (Shown caption : shown) {
            for (Row row : caption.rows()) {
                assertThat(row.column() + row.text().length()).isLessThanOrEqualTo(32);
            }
        }
    }

    @Test
    void mapsTextToTheCaptionCharacterSets() {
        List<Shown> shown = decode(lines(write(TestTracks.nonAscii())));
        assertThat(shown).extracting(Shown::text).containsExactly(
                "Café, crème brûlée, façade.\n¿Qué tal? ¡Olé, señor Muñoz!",
                "Grüße aus Köln: Øre, Åse, ÉTÉ.",
                "“Quoted” text — it's fine... ♪",
                "???, ????????, ???????");
        assertThat(decode(lines(write(TestTracks.specialCharacters())))).extracting(Shown::text).containsExactly(
                "Tom & Jerry <3 cheese\na --> b, \"quoted\" 'single'",
                "{braces} [brackets] back\\slash\n^caret_ |pipe| ~tilde* 100%");
    }

    @Test
    void ffmpegReadsEveryCueAndItsText() throws Exception {
        List<FfmpegReader.ReadCue> cues = FfmpegReader.read(write(TestTracks.twoSpeakers()), "scc", "scc");
        assertThat(cues).extracting(c -> c.text().lines().map(String::strip).toList())
                .containsExactly(List.of(">> ALICE: Good morning,", "everyone."), List.of("Thanks for joining us."),
                        List.of(">> BOB: Happy to be here."), List.of("Shall we start?"));
    }

    @Test
    void ffmpegReadsSpecialAndExtendedCharacters() throws Exception {
        List<FfmpegReader.ReadCue> cues = FfmpegReader.read(write(TestTracks.nonAscii()), "scc", "scc");
        assertThat(cues).extracting(c -> c.text().lines().map(String::strip).toList()).containsExactly(
                List.of("Café, crème brûlée, façade.", "¿Qué tal? ¡Olé, señor Muñoz!"),
                List.of("Grüße aus Köln: Øre, Åse, ÉTÉ."),
                // ffmpeg shows the 608 em dash as a hyphen and the 608 apostrophe as a right single quote.
                List.of("“Quoted” text - it’s fine... ♪"),
                List.of("???, ????????, ???????"));
    }

    @Test
    void skipsCuesWithNothingToShow() {
        CaptionTrack track = TestTracks.track("t", "en", cue(1_000, 2_000, " "), cue(3_000, 4_000, "Hi"));
        List<Shown> shown = decode(lines(write(track)));
        assertThat(shown).extracting(Shown::text).containsExactly("Hi");
    }

    @Test
    void writesAWholeLectureInOrder() {
        CaptionTrack track = TestTracks.lecture(300);
        List<Shown> shown = decode(lines(write(track)));
        assertThat(shown).hasSize(300);
        // The first cue starts at 0: it can only appear once loaded. Every later one is on time.
        assertThat(shown.getFirst().frame()).isPositive().isLessThan(60);
        for (int i = 0; i < shown.size(); i++) {
            Cue cue = track.cues().get(i);
            if (i > 0) {
                assertThat(shown.get(i).frame()).isEqualTo(SccTimecode.frameAt(cue.start()));
            }
            assertThat(shown.get(i).text()).isEqualTo(cue.text("\n"));
        }
    }
}
