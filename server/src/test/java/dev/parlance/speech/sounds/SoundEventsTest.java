package dev.parlance.speech.sounds;

import dev.parlance.captions.model.SoundTag;
import dev.parlance.speech.RecognizedWord;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Classified windows and words make the sound events: speech wins, seams count once, events reach the words. */
@Tag("no-database")
class SoundEventsTest {
    private static final long W = SoundWindow.MILLIS;

    private static SoundEvent window(SoundTag tag, long start) {
        return new SoundEvent(tag, start, start + W);
    }

    @Test
    void windowsWithWordsAreSpeechNeighboursJoinAndEventsReachTheWords() {
        List<SoundEvent> windows = List.of(window(SoundTag.MUSIC, 0), window(SoundTag.MUSIC, W), window(SoundTag.MUSIC, 2 * W),
                window(SoundTag.MUSIC, 3 * W), window(SoundTag.APPLAUSE, 5 * W), window(SoundTag.NOISE, 6 * W));
        List<RecognizedWord> words = List.of(new RecognizedWord("hello", 3 * W + 500, 3 * W + 900, 0.9),
                new RecognizedWord("there", 4 * W + 100, 4 * W + 600, 0.9));
        List<SoundEvent> events = SoundEvents.of(windows, words);
        assertThat(events).containsExactly(new SoundEvent(SoundTag.MUSIC, 0, 3 * W + 500),
                new SoundEvent(SoundTag.APPLAUSE, 4 * W + 600, 6 * W));
    }

    @Test
    void theSecondLookOfAnOverlappingSectionCountsOnce() {
        List<SoundEvent> windows = List.of(window(SoundTag.LAUGH, 0), window(SoundTag.LAUGH, 100), window(SoundTag.LAUGH, W));
        assertThat(SoundEvents.of(windows, List.of())).containsExactly(new SoundEvent(SoundTag.LAUGH, 0, 2 * W));
        assertThat(SoundEvents.parse(SoundEvents.toText(windows))).isEqualTo(windows);
    }
}
