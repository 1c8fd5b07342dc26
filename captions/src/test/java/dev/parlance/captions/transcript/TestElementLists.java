package dev.parlance.captions.transcript;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.model.TokenType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Small ElementLists, as the text transforms leave them, for transcript tests. */
final class TestElementLists {
    private TestElementLists() {
    }

    /**
     * A segment of tokens from space-separated items: punctuation items become punctuation
     * tokens, {@code [TAG]} items sound tokens, the rest words, each word lasting 300 ms.
     */
    static Segment segment(boolean speakerChange, Integer speakerId, long start, String items) {
        List<Token> tokens = new ArrayList<>();
        long t = start;
        for (String item : items.split(" ")) {
            if (item.matches("\\p{P}+") && !item.matches("[\\[\\]]")) {
                tokens.add(Token.punctuation(item, t));
            } else if (item.matches("\\[[A-Z_]+]")) {
                tokens.add(new Token(item.substring(1, item.length() - 1), TokenType.SOUND, item, t, t + 1_000, false,
                        List.of(item.substring(1, item.length() - 1))));
                t += 1_000;
            } else {
                tokens.add(Token.word(item.toLowerCase(java.util.Locale.ROOT), item, t, t + 300));
                t += 300;
            }
        }
        return new Segment(List.of(new Sequence(tokens, false, start, t, 0.9)), speakerChange, speakerId, false, start, t);
    }

    static ElementList list(String language, List<Speaker> speakers, Segment... segments) {
        long end = segments.length == 0 ? 0 : segments[segments.length - 1].endTime();
        return new ElementList(3, 0, end, language, List.of(segments), speakers, Map.of(), Map.of());
    }

    /** Alice (named) and a second speaker without a name; a long pause before the last turn. */
    static ElementList twoSpeakers() {
        return list("EN_US", List.of(new Speaker("Alice Smith", 0, "FEMALE"), new Speaker("", 1, "MALE")),
                segment(true, 0, 0, "Good morning , everyone . Thanks for joining us ."),
                segment(false, 0, 5_200, "Today we look at ( roughly ) three topics ."),
                segment(true, 1, 10_000, "Happy to be here ! Shall we start ?"),
                segment(true, 0, 65_000, "Yes . [MUSIC] Let's go ."));
    }

    static ElementList nonAscii() {
        return list("FR_FR", List.of(new Speaker("Zoë Ångström", 0, "FEMALE")),
                segment(true, 0, 500, "Café , crème brûlée . ¿ Qué tal ? “ Très ” bien — merci ."),
                segment(false, 0, 6_000, "日本語 , Ελληνικά , R&D <b> русский ."));
    }

    static ElementList empty() {
        return ElementList.empty("EN_US");
    }

    /** Enough text for several PDF pages. */
    static ElementList lecture(int segments) {
        Segment[] list = new Segment[segments];
        for (int i = 0; i < segments; i++) {
            list[i] = segment(i % 5 == 0, i % 5 == 0 ? 0 : null, i * 20_000L,
                    "So the next thing we want to look at is how the energy of the system changes when we add heat . "
                            + "That is the first law , and it holds for every process we will meet in this course .");
        }
        return list("EN_US", List.of(new Speaker("Professor", 0, "UNKNOWN")), list);
    }
}
