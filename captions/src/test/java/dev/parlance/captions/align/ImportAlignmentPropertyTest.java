package dev.parlance.captions.align;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.read.ImportFormat;
import dev.parlance.captions.read.ImportedCue;
import dev.parlance.captions.read.ImportedTranscript;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Random speech (seeded, so a failure repeats), heard by a recognizer that gets words wrong, drops
 * them and hears words nobody said, imported as plain text or as captions whose cues are timed a
 * little early or late, with an audio aligner that answers well, badly or not at all. Whatever
 * happens: the result holds exactly the imported words, in order, timed in order inside the media
 * and inside their cues; a word that agrees with the recognizer has its time (held inside its
 * cue); a word timed from nothing heard is flagged interpolated and one timed from the audio is
 * not; with a recognizer that heard everything right, every word has its time.
 */
class ImportAlignmentPropertyTest {
    private static final String[] SYLLABLES = ("ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu "
            + "na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu za ze zi zo zu").split(" ");
    private static final String[] COMMON = {"the", "and", "a", "of", "to", "is"};

    /** A word as said, with when. */
    private record Said(String text, long start, long end) {
    }

    @Test
    void theImportedWordsAreTimedInOrderInsideTheMediaAndTheirCues() {
        Random random = new Random(20261124L);
        for (int round = 0; round < 300; round++) {
            List<Said> said = speech(random, 3 + random.nextInt(random.nextBoolean() ? 40 : 500));
            boolean perfect = round % 10 == 0;
            List<Said> heard = perfect ? said : misheard(said, random);
            long media = said.getLast().end() + random.nextInt(3_000);
            boolean captions = random.nextBoolean();
            List<List<Integer>> cueWords = new ArrayList<>();
            ImportedTranscript imported = captions ? captions(said, random, media, cueWords) : text(said, random);
            StretchAligner audio = switch (random.nextInt(4)) {
                case 0 -> null;
                case 1 -> stretch -> List.of();
                case 2 -> stretch -> randomAnswer(stretch, random);
                default -> stretch -> trueAnswer(stretch, said, random);
            };
            String context = "round " + round + (captions ? " (captions)" : " (text)");
            ElementList recognized = recognized(heard);
            List<Token> heardTokens = TestElementLists.tokens(recognized).stream().filter(t -> !t.isPunctuation()).toList();

            Alignment aligned = new ImportAligner().align(recognized, imported, media, audio);

            List<AlignedToken> words = aligned.timed().stream().filter(t -> t.token().isWord()).toList();
            assertThat(words.stream().map(t -> t.token().displayAs()).toList()).as(context)
                    .isEqualTo(said.stream().map(Said::text).toList());
            long previousEnd = 0;
            for (AlignedToken token : aligned.timed()) {
                assertThat(token.token().startTime()).as(context).isGreaterThanOrEqualTo(previousEnd);
                assertThat(token.token().endTime()).as(context).isBetween(token.token().startTime(), media);
                previousEnd = token.token().endTime();
                if (token.evidence() == Evidence.INTERPOLATED) {
                    assertThat(token.token().interpolated()).as(context).isTrue();
                }
                if (token.evidence() == Evidence.AUDIO || token.evidence() == Evidence.KEPT) {
                    assertThat(token.token().interpolated()).as(context).isFalse();
                }
            }
            for (int w = 0; w < words.size(); w++) {
                AlignedToken token = words.get(w);
                long cueStart = 0;
                long cueEnd = media;
                if (captions) {
                    ImportedCue cue = imported.cues().get(cueOf(cueWords, w));
                    cueStart = Math.min(cue.startMs(), media);
                    cueEnd = Math.min(cue.endMs(), media);
                    assertThat(token.token().startTime()).as("%s: %s inside its cue", context, token.token().displayAs())
                            .isBetween(cueStart, cueEnd);
                    assertThat(token.token().endTime()).as(context).isBetween(cueStart, cueEnd);
                }
                if (token.evidence() == Evidence.KEPT && token.previousIndex() >= 0) {
                    Token source = heardTokens.get(token.previousIndex());
                    if (source.displayAs().equalsIgnoreCase(token.token().displayAs())) {
                        assertThat(token.token().startTime()).as(context)
                                .isEqualTo(Math.clamp(source.startTime(), cueStart, cueEnd));
                    }
                }
                if (perfect && !captions) {
                    assertThat(token.evidence()).as(context).isEqualTo(Evidence.KEPT);
                    assertThat(token.token().startTime()).as(context).isEqualTo(said.get(w).start());
                }
            }
        }
    }

    private static int cueOf(List<List<Integer>> cueWords, int word) {
        for (int c = 0; c < cueWords.size(); c++) {
            if (cueWords.get(c).contains(word)) {
                return c;
            }
        }
        throw new AssertionError("word " + word + " is in no cue");
    }

    private static List<Said> speech(Random random, int count) {
        List<Said> said = new ArrayList<>();
        long at = random.nextInt(2_000);
        for (int w = 0; w < count; w++) {
            String text = random.nextInt(4) == 0 ? COMMON[random.nextInt(COMMON.length)] : word(random);
            long length = 120 + random.nextInt(400);
            said.add(new Said(text, at, at + length));
            at += length + (random.nextInt(12) == 0 ? 1_000 + random.nextInt(6_000) : random.nextInt(150));
        }
        return said;
    }

    /** The recognizer's words: some wrong, some dropped, some heard that nobody said. */
    private static List<Said> misheard(List<Said> said, Random random) {
        double errors = random.nextDouble() * (random.nextBoolean() ? 0.15 : 0.8);
        List<Said> heard = new ArrayList<>();
        for (Said word : said) {
            if (random.nextDouble() >= errors) {
                heard.add(word);
                continue;
            }
            switch (random.nextInt(3)) {
                case 0 -> heard.add(new Said(word(random), word.start(), word.end()));
                case 1 -> {
                }
                default -> {
                    long middle = (word.start() + word.end()) / 2;
                    heard.add(new Said(word.text(), word.start(), middle));
                    heard.add(new Said(word(random), middle, word.end()));
                }
            }
        }
        return heard;
    }

    private static ElementList recognized(List<Said> heard) {
        TestElementLists.Builder builder = TestElementLists.builder().gapMs(0);
        for (Said word : heard) {
            builder.at(word.start()).wordMs(word.end() - word.start()).say(word.text());
        }
        return builder.build();
    }

    /** Sentences with punctuation and capitals, in paragraphs, with a sound here and there. */
    private static ImportedTranscript text(List<Said> said, Random random) {
        List<ImportedCue> paragraphs = new ArrayList<>();
        StringBuilder paragraph = new StringBuilder();
        for (int w = 0; w < said.size(); w++) {
            if (!paragraph.isEmpty()) {
                paragraph.append(random.nextInt(8) == 0 ? ", " : " ");
            }
            if (random.nextInt(30) == 0) {
                paragraph.append("[MUSIC] ");
            }
            paragraph.append(said.get(w).text());
            if (random.nextInt(10) == 0 || w == said.size() - 1) {
                paragraph.append(random.nextBoolean() ? "." : "?");
                if (random.nextInt(3) == 0 || w == said.size() - 1) {
                    paragraphs.add(new ImportedCue(null, null, random.nextInt(4) == 0 ? "SPEAKER " + random.nextInt(3) : null,
                            paragraph.toString()));
                    paragraph.setLength(0);
                }
            }
        }
        return new ImportedTranscript(ImportFormat.TEXT, paragraphs);
    }

    /** Cues of a few words, timed from the words said, a little early or late, never overlapping. */
    private static ImportedTranscript captions(List<Said> said, Random random, long media, List<List<Integer>> cueWords) {
        List<ImportedCue> cues = new ArrayList<>();
        long floor = 0;
        int w = 0;
        while (w < said.size()) {
            int count = Math.min(said.size() - w, 1 + random.nextInt(12));
            List<Integer> members = new ArrayList<>();
            StringBuilder text = new StringBuilder();
            for (int k = w; k < w + count; k++) {
                members.add(k);
                text.append(text.isEmpty() ? "" : " ").append(said.get(k).text());
            }
            long start = Math.max(floor, said.get(w).start() + random.nextInt(1_200) - 600);
            long end = Math.max(start, said.get(w + count - 1).end() + random.nextInt(1_200) - 600);
            if (w + count == said.size() && random.nextBoolean()) {
                end = media + 2_000; // past the end of the media
            }
            cues.add(new ImportedCue(start, end, null, text + (random.nextBoolean() ? "." : "")));
            cueWords.add(members);
            floor = end;
            w += count;
        }
        return new ImportedTranscript(random.nextBoolean() ? ImportFormat.SRT : ImportFormat.VTT, cues);
    }

    private static List<TimeSpan> randomAnswer(Stretch stretch, Random random) {
        List<TimeSpan> spans = new ArrayList<>();
        long at = Math.max(0, stretch.window().start() - (random.nextBoolean() ? 0 : 500));
        for (int w = 0; w < stretch.words().size(); w++) {
            long length = random.nextInt(600);
            spans.add(random.nextInt(5) == 0 ? null : new TimeSpan(at, at + length));
            at = Math.max(0, at + random.nextInt(700) - 50);
        }
        return spans;
    }

    /** Where the words were said, as a good audio aligner finds them (the first of that spelling in the window). */
    private static List<TimeSpan> trueAnswer(Stretch stretch, List<Said> said, Random random) {
        List<TimeSpan> spans = new ArrayList<>();
        int from = 0;
        for (String word : stretch.words()) {
            TimeSpan found = null;
            for (int k = from; k < said.size(); k++) {
                Said s = said.get(k);
                if (s.start() >= stretch.window().start() && s.end() <= stretch.window().end() && s.text().equals(word)) {
                    found = random.nextInt(6) == 0 ? null : new TimeSpan(s.start(), s.end());
                    from = k + 1;
                    break;
                }
            }
            spans.add(found);
        }
        return spans;
    }

    private static String word(Random random) {
        StringBuilder word = new StringBuilder();
        for (int s = 2 + random.nextInt(2); s > 0; s--) {
            word.append(SYLLABLES[random.nextInt(SYLLABLES.length)]);
        }
        return word.toString();
    }
}
