package dev.parlance.captions.align;

import dev.parlance.captions.model.SoundTag;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The pieces of the engine on their own: reading text, folding words, the two alignments. */
class AlignmentPartsTest {

    @Test
    void typedTextSplitsIntoWordsPunctuationSoundsAndParagraphs() {
        List<TextToken> tokens = TurnText.tokens("\"Don't,\" she said -- it's 1,000 U.S. dollars... [music playing]\n\n Well?!", 0);
        assertThat(tokens).extracting(t -> t.kind().name().charAt(0) + ":" + t.text()).containsExactly(
                "P:\"", "W:Don't", "P:,\"", "W:she", "W:said", "P:--", "W:it's", "W:1,000", "W:U.S", "P:.",
                "W:dollars", "P:...", "S:MUSIC", "P:", "W:Well", "P:?!");
        assertThat(tokens.get(12).tag()).isEqualTo(SoundTag.MUSIC);
        assertThat(TurnText.tokens("one,two 3,5", 0)).extracting(TextToken::text).containsExactly("one", ",", "two", "3,5");
    }

    @Test
    void soundNamesAcceptTagsInAnyCaseAndCommonWordings() {
        assertThat(SoundNames.tag("music")).contains(SoundTag.MUSIC);
        assertThat(SoundNames.tag(" Blank Audio ")).contains(SoundTag.BLANK_AUDIO);
        assertThat(SoundNames.tag("LAUGHTER")).contains(SoundTag.LAUGH);
        assertThat(SoundNames.tag("applause")).contains(SoundTag.APPLAUSE);
        assertThat(SoundNames.tag("foreign language")).contains(SoundTag.FOREIGN);
        assertThat(SoundNames.tag("cross-talk")).contains(SoundTag.CROSSTALK);
        assertThat(SoundNames.tag("door slams")).isEqualTo(Optional.empty());
    }

    @Test
    void wordKeysFoldCaseAccentsApostrophesAndHyphens() {
        assertThat(WordKeys.key("Don't")).isEqualTo(WordKeys.key("dont")).isEqualTo(WordKeys.key("DON’T"));
        assertThat(WordKeys.key("E-mail")).isEqualTo(WordKeys.key("email"));
        assertThat(WordKeys.key("Café")).isEqualTo("cafe");
        assertThat(WordKeys.key("1,000")).isEqualTo("1000");
        assertThat(WordKeys.key("3.5")).isEqualTo("3.5");
        assertThat(WordKeys.key("U.S")).isEqualTo("us");
        assertThat(WordKeys.similarity("maria", "marie")).isEqualTo(0.8);
        assertThat(WordKeys.similarity(WordKeys.sound("MUSIC"), "music")).isZero();
    }

    @Test
    void spelledNumbersReadAsDigits() {
        assertThat(number("twenty five")).isEqualTo("25 2");
        assertThat(number("twenty-five dollars")).isEqualTo("25 1");
        assertThat(number("one hundred and five")).isEqualTo("105 4");
        assertThat(number("nineteen hundred")).isEqualTo("1900 2");
        assertThat(number("two thousand and twenty four")).isEqualTo("2024 5");
        assertThat(number("three million two hundred thousand")).isEqualTo("3200000 5");
        assertThat(number("twenty first century")).isEqualTo("21st 2");
        assertThat(number("first")).isEqualTo("1st 1");
        assertThat(number("twelfth")).isEqualTo("12th 1");
        assertThat(number("nineteen eighty four")).as("a year is two numbers").isEqualTo("19 1");
        assertThat(number("one two")).isEqualTo("1 1");
        assertThat(number("hundred and")).isEqualTo("100 1");
        assertThat(number("and five")).isEqualTo("none");
    }

    private static String number(String words) {
        List<String[]> parts = Arrays.stream(words.split(" ")).map(w -> w.split("-")).toList();
        NumberWords.Reading reading = NumberWords.read(parts, 0);
        return reading == null ? "none" : reading.key() + " " + reading.words();
    }

    @Test
    void uniqueWordsAnchorInOrderAndMyersFindsALongestCommonSubsequenceBetween() {
        Random random = new Random(5);
        for (int round = 0; round < 1000; round++) {
            int[] a = randomKeys(random, random.nextInt(random.nextBoolean() ? 3 : 80), 1 + random.nextInt(8));
            int[] b = random.nextBoolean() ? randomKeys(random, random.nextInt(80), 1 + random.nextInt(8)) : edited(a, random);
            int[][] matches = WordDiff.commonSubsequence(a, b, WordDiff.MAX_SEARCH);
            assertThat(matches[0].length).as("round %d", round).isEqualTo(lcsLength(a, b));
            assertIncreasingMatches(matches, a, b);
            assertIncreasingMatches(WordDiff.matches(a, b), a, b);
        }
        int[] a = {1, 7, 2, 2, 3, 2};
        int[] b = {2, 2, 2, 7};
        assertThat(WordDiff.commonSubsequence(a, b, WordDiff.MAX_SEARCH)[0]).hasSize(3);
        assertThat(WordDiff.matches(a, b)[0]).as("7 is in each once: it anchors").containsExactly(1);
    }

    @Test
    void pastTheSearchLimitMyersCutsAtTheFurthestPointAndStaysValid() {
        Random random = new Random(13);
        for (int round = 0; round < 300; round++) {
            int[] a = randomKeys(random, random.nextInt(300), 2 + random.nextInt(20));
            int[] b = random.nextBoolean() ? randomKeys(random, random.nextInt(300), 2 + random.nextInt(20)) : edited(a, random);
            int[][] bounded = WordDiff.commonSubsequence(a, b, 3);
            assertIncreasingMatches(bounded, a, b);
            int lcs = lcsLength(a, b);
            assertThat(bounded[0].length).as("round %d", round).isLessThanOrEqualTo(lcs);
            if (a.length + b.length - 2 * lcs <= 6) { // within reach of the search: still the longest
                assertThat(bounded[0].length).as("round %d", round).isEqualTo(lcs);
            }
        }
        int[] a = new int[2_000];
        int[] b = new int[2_000];
        for (int i = 0; i < a.length; i++) {
            a[i] = i % 50;
            b[i] = 50 + i % 7; // nothing in common
        }
        assertThat(WordDiff.commonSubsequence(a, b, 16)[0]).isEmpty();
    }

    private static void assertIncreasingMatches(int[][] matches, int[] a, int[] b) {
        {
            for (int k = 0; k < matches[0].length; k++) {
                assertThat(a[matches[0][k]]).isEqualTo(b[matches[1][k]]);
                if (k > 0) {
                    assertThat(matches[0][k]).isGreaterThan(matches[0][k - 1]);
                    assertThat(matches[1][k]).isGreaterThan(matches[1][k - 1]);
                }
            }
        }
    }

    @Test
    void hirschbergFindsAsCheapAnAlignmentAsTheFullTable() {
        Random random = new Random(9);
        KeyTable keys = new KeyTable();
        String[] vocabulary = {"the", "they", "then", "cat", "cart", "sat", "set", "mat", "hat", "a", "an", "on"};
        for (String word : vocabulary) {
            keys.id(word);
        }
        for (int round = 0; round < 40; round++) {
            // Long enough that the split is used (more than 2^16 cells), small enough for the full table check.
            int[] a = randomKeys(random, 200 + random.nextInt(200), vocabulary.length);
            int[] b = edited(a, random);
            Path path = new Path();
            new BlockAligner(a, b, keys).align(0, a.length, 0, b.length, path);
            assertThat(cost(path, a, b, keys)).as("round %d", round).isCloseTo(optimalCost(a, b, keys), org.assertj.core.data.Offset.offset(1e-6));
            int i = 0;
            int j = 0;
            for (int s = 0; s < path.size(); s++) {
                if (path.old(s) >= 0) {
                    assertThat(path.old(s)).isEqualTo(i++);
                }
                if (path.fresh(s) >= 0) {
                    assertThat(path.fresh(s)).isEqualTo(j++);
                }
            }
            assertThat(i).isEqualTo(a.length);
            assertThat(j).isEqualTo(b.length);
        }
    }

    private static double substitution(int x, int y, KeyTable keys) {
        return x == y ? 0 : 1 + 0.8 * (1 - WordKeys.similarity(keys.key(x), keys.key(y)));
    }

    private static double cost(Path path, int[] a, int[] b, KeyTable keys) {
        double cost = 0;
        for (int s = 0; s < path.size(); s++) {
            cost += path.kind(s) == Path.DELETE || path.kind(s) == Path.INSERT ? 1
                    : substitution(a[path.old(s)], b[path.fresh(s)], keys);
        }
        return cost;
    }

    private static double optimalCost(int[] a, int[] b, KeyTable keys) {
        double[][] d = new double[a.length + 1][b.length + 1];
        for (int i = 0; i <= a.length; i++) {
            for (int j = 0; j <= b.length; j++) {
                d[i][j] = i == 0 ? j : j == 0 ? i : Math.min(d[i - 1][j - 1] + substitution(a[i - 1], b[j - 1], keys),
                        Math.min(d[i - 1][j], d[i][j - 1]) + 1);
            }
        }
        return d[a.length][b.length];
    }

    private static int[] randomKeys(Random random, int length, int alphabet) {
        int[] keys = new int[length];
        for (int i = 0; i < length; i++) {
            keys[i] = random.nextInt(alphabet);
        }
        return keys;
    }

    private static int[] edited(int[] a, Random random) {
        int[] b = Arrays.copyOf(a, a.length + 20);
        int length = a.length;
        for (int e = random.nextInt(10); e > 0; e--) {
            int at = length == 0 ? 0 : random.nextInt(length);
            switch (random.nextInt(3)) {
                case 0 -> {
                    if (length > 0) {
                        b[at] = random.nextInt(12);
                    }
                }
                case 1 -> {
                    System.arraycopy(b, at, b, at + 1, length - at);
                    b[at] = random.nextInt(12);
                    length++;
                }
                default -> {
                    if (length > 0) {
                        System.arraycopy(b, at + 1, b, at, length - at - 1);
                        length--;
                    }
                }
            }
            if (length + 2 >= b.length) {
                break;
            }
        }
        return Arrays.copyOf(b, length);
    }

    private static int lcsLength(int[] a, int[] b) {
        int[][] l = new int[a.length + 1][b.length + 1];
        for (int i = 1; i <= a.length; i++) {
            for (int j = 1; j <= b.length; j++) {
                l[i][j] = a[i - 1] == b[j - 1] ? l[i - 1][j - 1] + 1 : Math.max(l[i - 1][j], l[i][j - 1]);
            }
        }
        return l[a.length][b.length];
    }
}
