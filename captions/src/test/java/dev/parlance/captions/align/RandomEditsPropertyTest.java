package dev.parlance.captions.align;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Random transcripts under random edits (seeded, so a failure repeats): substitutions, misspellings,
 * insertions, deletions, rewritten stretches, case and punctuation changes, added sounds, turns
 * split and renamed, with and without an audio aligner that answers well, badly or not at all.
 * Whatever happens: times stay in order and inside the media, every word that survived the edit
 * keeps its exact time, and every kept word took the time of an old word that reads the same.
 */
class RandomEditsPropertyTest {
    private static final String[] SYLLABLES = ("ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu "
            + "na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu za ze zi zo zu").split(" ");

    /** A word of the old text, or one the edit brought (origin -1). */
    private record Edited(String text, int origin) {
    }

    @Test
    void timesStayInOrderAndSurvivingWordsKeepTheirTimes() {
        Random random = new Random(20261124L);
        for (int round = 0; round < 300; round++) {
            Set<String> used = new HashSet<>();
            List<String> oldWords = new ArrayList<>();
            for (int w = 2 + random.nextInt(random.nextBoolean() ? 40 : 400); w > 0; w--) {
                oldWords.add(fresh(random, used));
            }
            ElementList before = previous(oldWords, random);
            List<Edited> edited = edit(oldWords, random, used);
            EditedTranscript text = typed(edited, random);
            long media = before.endTime() + random.nextInt(3_000);
            StretchAligner audio = switch (random.nextInt(4)) {
                case 0 -> null;
                case 1 -> stretch -> List.of();
                default -> stretch -> randomAnswer(stretch, random);
            };
            String context = "round " + round + ": " + text;

            Alignment after = new TranscriptAligner().align(before, text, media, audio);

            assertInOrderInsideTheMedia(after, media, context);
            List<Token> old = TestElementLists.tokens(before).stream().filter(t -> !t.isPunctuation()).toList();
            List<Integer> timedIndexOfWord = new ArrayList<>(); // old words counted without the sounds between
            for (int k = 0; k < old.size(); k++) {
                if (old.get(k).isWord()) {
                    timedIndexOfWord.add(k);
                }
            }
            List<AlignedToken> timed = after.timed();
            List<Edited> words = edited.stream().filter(e -> !e.text().startsWith("[")).toList();
            assertThat(timed.stream().filter(t -> t.token().isWord()).count()).as(context).isEqualTo(words.size());
            int w = 0;
            for (AlignedToken token : timed) {
                if (token.evidence() == Evidence.KEPT) {
                    Token source = old.get(token.previousIndex());
                    assertThat(fold(token.token().displayAs())).as(context).isEqualTo(fold(source.displayAs()));
                    assertThat(token.token().startTime()).as(context).isEqualTo(source.startTime());
                    assertThat(token.token().endTime()).as(context).isEqualTo(source.endTime());
                }
                if (!token.token().isWord()) {
                    continue;
                }
                Edited word = words.get(w++);
                if (word.origin() >= 0) {
                    assertThat(token.evidence()).as("%s survived: %s", word.text(), context).isEqualTo(Evidence.KEPT);
                    assertThat(token.previousIndex()).as(context).isEqualTo(timedIndexOfWord.get(word.origin()));
                }
            }
            for (Stretch stretch : after.stretches()) {
                assertThat(stretch.first()).isLessThan(stretch.end());
                assertThat(stretch.window().end()).isLessThanOrEqualTo(media);
                assertThat(stretch.changedWords()).isGreaterThanOrEqualTo(AlignOptions.defaults().minStretchWords());
            }
        }
    }

    private static void assertInOrderInsideTheMedia(Alignment after, long media, String context) {
        long previousStart = 0;
        long previousEnd = 0;
        for (Token token : TestElementLists.tokens(after.elementList())) {
            assertThat(token.startTime()).as(context).isGreaterThanOrEqualTo(previousStart).isGreaterThanOrEqualTo(0);
            assertThat(token.endTime()).as(context).isGreaterThanOrEqualTo(token.startTime()).isLessThanOrEqualTo(media);
            if (!token.isPunctuation()) {
                assertThat(token.startTime()).as("%s overlaps the word before: %s", token.displayAs(), context)
                        .isGreaterThanOrEqualTo(previousEnd);
                previousEnd = token.endTime();
            }
            previousStart = token.startTime();
        }
    }

    private static ElementList previous(List<String> words, Random random) {
        TestElementLists.Builder builder = TestElementLists.builder().gapMs(random.nextInt(200));
        int w = 0;
        int speaker = 0;
        while (w < words.size()) {
            if (random.nextInt(4) == 0) {
                builder.pause(random.nextInt(8_000)).speaker("Speaker " + (1 + speaker++ % 3));
            }
            int sentence = Math.min(words.size() - w, 1 + random.nextInt(15));
            builder.say(String.join(" ", words.subList(w, w + sentence)) + ".");
            if (random.nextInt(10) == 0) {
                builder.say("[MUSIC]");
            }
            w += sentence;
        }
        return builder.build();
    }

    private static List<Edited> edit(List<String> words, Random random, Set<String> used) {
        List<Edited> edited = new ArrayList<>();
        for (int w = 0; w < words.size(); w++) {
            edited.add(new Edited(words.get(w), w));
        }
        for (int e = random.nextInt(8); e >= 0; e--) {
            int at = edited.isEmpty() ? 0 : random.nextInt(edited.size());
            switch (random.nextInt(8)) {
                case 0 -> replace(edited, at, 1, List.of(fresh(random, used)));
                case 1 -> replace(edited, at, 1, List.of(misspelt(edited, at, random, used)));
                case 2 -> replace(edited, at, 0, freshWords(random, used, 1 + random.nextInt(3)));
                case 3 -> replace(edited, at, 1 + random.nextInt(3), List.of());
                case 4 -> replace(edited, at, 3 + random.nextInt(15), freshWords(random, used, 2 + random.nextInt(20)));
                case 5 -> { // a case change: still the same word
                    if (at < edited.size()) {
                        Edited word = edited.get(at);
                        edited.set(at, new Edited(word.text().toUpperCase(Locale.ROOT), word.origin()));
                    }
                }
                case 6 -> replace(edited, at, 0, List.of(random.nextBoolean() ? "[LAUGH]" : "[applause]"));
                default -> replace(edited, at, 0, List.of(random.nextBoolean() ? "twenty-one" : "42"));
            }
        }
        return edited;
    }

    private static void replace(List<Edited> edited, int at, int remove, List<String> insert) {
        for (int k = 0; k < remove && at < edited.size(); k++) {
            edited.remove(at);
        }
        edited.addAll(Math.min(at, edited.size()), insert.stream().map(t -> new Edited(t, -1)).toList());
    }

    /** The text as typed: sentences of random length, random punctuation, split into turns. */
    private static EditedTranscript typed(List<Edited> words, Random random) {
        List<EditedTranscript.Turn> turns = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        String speaker = null;
        for (Edited word : words) {
            if (random.nextInt(30) == 0 && !text.isEmpty()) {
                turns.add(new EditedTranscript.Turn(speaker, text.toString()));
                text.setLength(0);
                speaker = random.nextBoolean() ? null : "Person " + random.nextInt(3);
            }
            if (!text.isEmpty()) {
                text.append(random.nextInt(12) == 0 ? ", " : random.nextInt(10) == 0 ? ". " : random.nextInt(40) == 0 ? "\n\n" : " ");
            }
            text.append(word.text());
        }
        turns.add(new EditedTranscript.Turn(speaker, text + (random.nextBoolean() ? "?" : "")));
        return new EditedTranscript(turns);
    }

    private static List<TimeSpan> randomAnswer(Stretch stretch, Random random) {
        List<TimeSpan> spans = new ArrayList<>();
        long at = stretch.window().start() - (random.nextBoolean() ? 0 : 500);
        for (int w = 0; w < stretch.words().size(); w++) {
            long length = random.nextInt(600);
            spans.add(random.nextInt(5) == 0 ? null : new TimeSpan(Math.max(0, at), Math.max(0, at) + length));
            at += random.nextInt(700) - 50;
        }
        return spans;
    }

    private static String fold(String word) {
        return WordKeys.key(word);
    }

    private static String fresh(Random random, Set<String> used) {
        while (true) {
            StringBuilder word = new StringBuilder();
            for (int s = 2 + random.nextInt(2); s > 0; s--) {
                word.append(SYLLABLES[random.nextInt(SYLLABLES.length)]);
            }
            if (used.add(word.toString())) {
                return word.toString();
            }
        }
    }

    private static List<String> freshWords(Random random, Set<String> used, int count) {
        List<String> words = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            words.add(fresh(random, used));
        }
        return words;
    }

    /** The word at {@code at} with one letter changed into a word not seen yet. */
    private static String misspelt(List<Edited> edited, int at, Random random, Set<String> used) {
        if (at >= edited.size() || edited.get(at).text().startsWith("[")) {
            return fresh(random, used);
        }
        String word = edited.get(at).text();
        for (int attempt = 0; attempt < 20; attempt++) {
            int letter = random.nextInt(word.length());
            String changed = word.substring(0, letter) + (char) ('a' + random.nextInt(26)) + word.substring(letter + 1);
            if (used.add(changed.toLowerCase(Locale.ROOT))) {
                return changed;
            }
        }
        return fresh(random, used);
    }
}
