package dev.parlance.captions;

import dev.parlance.captions.model.ElementList;

import java.util.Random;

/**
 * A long synthetic ElementList for benchmarks and tests at scale: about 30,000 words at
 * conversational speed (three hours), two speakers taking turns after short pauses, common words
 * with a name now and then, commas, questions, and some music.
 */
public final class LongElementLists {
    private static final String[] WORDS = ("the library community people evening visitors families budget council "
            + "books building history town winter classroom meeting internet connection month percent years "
            + "student job semester shelter place program hours doors staff reading children service future "
            + "was is are have has had will would could should think know said went made took kept found asked "
            + "and but so because when while if that which who with for from about into over under after before "
            + "we they you I it she he our their this these a an of to in on at by very really always "
            + "um uh gonna wanna kinda").split(" ");
    private static final String[] NAMES = {"Maria", "Lopez", "Michigan", "Ann", "Arbor", "David", "Chen"};

    private LongElementLists() {
    }

    /** About 30,000 words: three hours. The same random seed gives the same list. */
    public static ElementList threeHours(Random random) {
        TestElementLists.Builder builder = TestElementLists.builder();
        String[] speakers = {"Maria Lopez", "David Chen"};
        int words = 0;
        for (int turn = 0; words < 30_000; turn++) {
            builder.pause(200 + random.nextInt(900)).speaker(speakers[turn % 2]);
            int sentences = 1 + random.nextInt(6);
            for (int s = 0; s < sentences; s++) {
                String sentence = sentence(random);
                words += sentence.split(" ").length;
                builder.say(sentence);
                if (random.nextInt(20) == 0) {
                    builder.say("[MUSIC]");
                }
            }
        }
        return builder.build();
    }

    private static String sentence(Random random) {
        StringBuilder sentence = new StringBuilder();
        int length = 4 + random.nextInt(18);
        for (int w = 0; w < length; w++) {
            String word = random.nextInt(25) == 0 ? NAMES[random.nextInt(NAMES.length)] : WORDS[random.nextInt(WORDS.length)];
            sentence.append(w == 0 ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word);
            if (w + 1 < length && random.nextInt(9) == 0) {
                sentence.append(',');
            }
            sentence.append(' ');
        }
        return sentence.toString().strip() + (random.nextInt(5) == 0 ? "?" : ".");
    }
}
