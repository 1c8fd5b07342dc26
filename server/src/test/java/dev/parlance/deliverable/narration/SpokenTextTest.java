package dev.parlance.deliverable.narration;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.SoundTag;
import dev.parlance.captions.model.Token;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("no-database")
class SpokenTextTest {
    private static Segment segment(long start, Token... tokens) {
        return new Segment(List.of(new Sequence(List.of(tokens), false, start, start + 1000, 1.0)), false, null, false,
                start, start + 1000);
    }

    @Test
    void speaksWordsAsDisplayedWithTheirPunctuationButNoSoundTags() {
        ElementList list = new ElementList(3, 0, 9000, "EN_US", List.of(
                segment(1200, Token.word("hello", "Hello", 1200, 1500), Token.punctuation(",", 1500),
                        Token.sound(SoundTag.MUSIC, 1500, 2000), Token.word("world", "world", 2000, 2300),
                        Token.punctuation(".", 2300)),
                segment(5000, Token.sound(SoundTag.LAUGH, 5000, 6000)),
                segment(7000, Token.word("i", "I", 7000, 7100), Token.word("agree", "agree", 7100, 7500))),
                null, Map.of(), Map.of());

        assertThat(SpokenText.passages(list)).containsExactly(
                new SpokenText.Passage(1200, "Hello, world."),
                new SpokenText.Passage(7000, "I agree"));
    }
}
