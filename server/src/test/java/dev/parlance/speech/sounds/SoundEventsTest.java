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

    private static ClassifiedWindow window(SoundTag tag, long start) {
        return new ClassifiedWindow(tag, start, start + W, -20);
    }

    @Test
    void windowsWithWordsAreSpeechNeighboursJoinAndEventsReachTheWords() {
        List<ClassifiedWindow> windows = List.of(window(SoundTag.MUSIC, 0), window(SoundTag.MUSIC, W), window(SoundTag.MUSIC, 2 * W),
                window(SoundTag.MUSIC, 3 * W), window(SoundTag.APPLAUSE, 5 * W), window(SoundTag.NOISE, 6 * W));
        List<RecognizedWord> words = List.of(new RecognizedWord("hello", 3 * W + 500, 3 * W + 900, 0.9),
                new RecognizedWord("there", 4 * W + 100, 4 * W + 600, 0.9));
        List<SoundEvent> events = SoundEvents.of(windows, words, -60);
        assertThat(events).containsExactly(new SoundEvent(SoundTag.MUSIC, 0, 3 * W + 500),
                new SoundEvent(SoundTag.APPLAUSE, 4 * W + 600, 6 * W));
    }

    @Test
    void anIsolatedUnsureWordInsideMusicIsTheMusicMisheardButAClearOneOrOneAmongOthersIsSpeech() {
        List<ClassifiedWindow> music = List.of(window(SoundTag.MUSIC, 0), window(SoundTag.MUSIC, W), window(SoundTag.MUSIC, 2 * W));
        RecognizedWord stray = new RecognizedWord("i", 700, 900, 0.49);
        RecognizedWord speech = new RecognizedWord("we", 3 * W + 1_000, 3 * W + 1_300, 0.95);
        RecognizedWord choose = new RecognizedWord("choose", 3 * W + 1_300, 3 * W + 1_800, 0.55);

        SoundEvents.Heard heard = SoundEvents.heard(music, List.of(stray, speech, choose), -60);
        assertThat(heard.words()).containsExactly(speech, choose); // unsure too, but said among other words
        assertThat(heard.sounds()).containsExactly(new SoundEvent(SoundTag.MUSIC, 0, 3 * W + 1_000));

        RecognizedWord clear = new RecognizedWord("i", 700, 900, 0.9);
        heard = SoundEvents.heard(music, List.of(clear, speech, choose), -60);
        assertThat(heard.words()).containsExactly(clear, speech, choose);
        // The music is heard from the first window without a word, and reaches back to the word.
        assertThat(heard.sounds()).containsExactly(new SoundEvent(SoundTag.MUSIC, 900, 3 * W + 1_000));

        // Outside any tagged sound (a quiet room), an unsure word alone is all there is to show: kept.
        heard = SoundEvents.heard(List.of(window(SoundTag.NOISE, 0)), List.of(stray), -60);
        assertThat(heard.words()).containsExactly(stray);
        assertThat(heard.sounds()).isEmpty();
    }

    @Test
    void aRunOfWordsInsideMusicIsFoundAndWhenItHasNoVoiceItIsTheMusicMisheard() {
        List<ClassifiedWindow> music = List.of(window(SoundTag.MUSIC, 0), window(SoundTag.MUSIC, W), window(SoundTag.MUSIC, 2 * W));
        // A drum heard as a word on every beat, said confidently, then real words after the music.
        List<RecognizedWord> words = List.of(new RecognizedWord("don't", 500, 700, 0.89), new RecognizedWord("don't", 1_100, 1_300, 0.89),
                new RecognizedWord("don't", 1_700, 1_900, 0.89), new RecognizedWord("don't", 2_300, 2_500, 0.89),
                new RecognizedWord("good", 3 * W + 200, 3 * W + 500, 0.95), new RecognizedWord("evening", 3 * W + 500, 3 * W + 900, 0.95));

        List<SoundEvents.Run> runs = SoundEvents.inSounds(music, words, -60);
        assertThat(runs).containsExactly(new SoundEvents.Run(0, 3, 500, 2_500));
        // Voiced (speech over the music): every word stays, and no window with a word is a sound.
        assertThat(SoundEvents.heard(music, words, -60, List.of()).words()).isEqualTo(words);
        // Unvoiced: the run goes, and the music is tagged across it up to the real words.
        SoundEvents.Heard heard = SoundEvents.heard(music, words, -60, runs);
        assertThat(heard.words()).containsExactly(words.get(4), words.get(5));
        assertThat(heard.sounds()).containsExactly(new SoundEvent(SoundTag.MUSIC, 0, 3 * W + 200));
    }

    @Test
    void runsInSoundsBreakAtAWordOutsideThemAndAtWindowsNotTagged() {
        List<ClassifiedWindow> windows = List.of(window(SoundTag.MUSIC, 0), window(SoundTag.MUSIC, W), window(SoundTag.NOISE, 2 * W),
                window(SoundTag.APPLAUSE, 3 * W), window(SoundTag.LAUGH, 6 * W));
        List<RecognizedWord> words = List.of(new RecognizedWord("a", 100, 300, 0.9), new RecognizedWord("b", W + 100, W + 300, 0.9),
                new RecognizedWord("c", 2 * W + 100, 2 * W + 300, 0.9), new RecognizedWord("d", 3 * W + 100, 3 * W + 300, 0.9),
                new RecognizedWord("e", 4 * W + 100, 4 * W + 300, 0.9), new RecognizedWord("f", 6 * W + 100, 6 * W + 300, 0.9));
        assertThat(SoundEvents.inSounds(windows, words, -60)).containsExactly(new SoundEvents.Run(0, 1, 100, W + 300),
                new SoundEvents.Run(3, 3, 3 * W + 100, 3 * W + 300), new SoundEvents.Run(5, 5, 6 * W + 100, 6 * W + 300));
    }

    @Test
    void theSecondLookOfAnOverlappingSectionCountsOnce() {
        List<ClassifiedWindow> windows = List.of(window(SoundTag.LAUGH, 0), window(SoundTag.LAUGH, 100), window(SoundTag.LAUGH, W));
        assertThat(SoundEvents.of(windows, List.of(), -60)).containsExactly(new SoundEvent(SoundTag.LAUGH, 0, 2 * W));
        assertThat(SoundEvents.parse(SoundEvents.toText(windows))).isEqualTo(windows);
    }

    @Test
    void aSoundFarQuieterThanTheSpeechIsBackground() {
        List<ClassifiedWindow> hum = List.of(new ClassifiedWindow(SoundTag.MUSIC, 0, W, -55),
                new ClassifiedWindow(SoundTag.MUSIC, W, 2 * W, -18));
        assertThat(SoundEvents.of(hum, List.of(), -50)).containsExactly(new SoundEvent(SoundTag.MUSIC, W, 2 * W));
    }
}
