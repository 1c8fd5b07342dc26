package dev.parlance.captions.align;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Transcripts for alignment tests and the benchmark: an ElementList as a person would see and
 * type it (a turn per segment, sounds in brackets), and a long synthetic one.
 */
public final class TypedTranscripts {
    private static final String[] WORDS = ("the library community people evening visitors families budget council "
            + "books building history town winter classroom meeting internet connection month percent years "
            + "student job semester shelter place program hours doors staff reading children service future "
            + "was is are have has had will would could should think know said went made took kept found asked "
            + "and but so because when while if that which who with for from about into over under after before "
            + "we they you I it she he our their this these a an of to in on at by very really always "
            + "um uh gonna wanna kinda").split(" ");
    private static final String[] NAMES = {"Maria", "Lopez", "Michigan", "Ann", "Arbor", "David", "Chen"};

    private TypedTranscripts() {
    }

    /** The text of each segment as a turn named after its speaker; sounds as {@code [MUSIC]}. */
    public static EditedTranscript typed(ElementList list) {
        List<EditedTranscript.Turn> turns = new ArrayList<>();
        for (Segment segment : list.segments()) {
            StringBuilder text = new StringBuilder();
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    if (!text.isEmpty() && !token.isPunctuation()) {
                        text.append(' ');
                    }
                    text.append(token.isSound() ? "[" + token.value() + "]" : token.displayAs());
                }
            }
            turns.add(new EditedTranscript.Turn(name(list, segment.speakerId()), text.toString()));
        }
        return new EditedTranscript(turns);
    }

    private static String name(ElementList list, Integer id) {
        return id == null ? null : list.speakers().stream().filter(s -> s.id() == id).map(Speaker::name).findFirst().orElse(null);
    }

    /** About 30,000 words at conversational speed, two speakers, some music: three hours. */
    public static ElementList threeHours(long seed) {
        Random random = new Random(seed);
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

    /** A sentence of 4 to 21 common words, sometimes a name or a comma. */
    public static String sentence(Random random) {
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
