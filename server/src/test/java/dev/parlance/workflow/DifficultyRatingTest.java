package dev.parlance.workflow;

import dev.parlance.job.JobDifficulty;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SignalLevels;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** JobDifficulty from the measured noise floor, speech level, clipping and the recognizer's confidence. */
@Tag("no-database")
class DifficultyRatingTest {
    /** Half the frames at the noise floor, half at the speech level. */
    private static SignalLevels levels(int noiseDb, int speechDb, long clipped) {
        long[] histogram = new long[SignalLevels.FLOOR_DB + 1];
        histogram[-noiseDb] = 500;
        histogram[-speechDb] = 500;
        return new SignalLevels(histogram, 480_000, clipped);
    }

    private static List<RecognizedWord> words(double confidence) {
        return List.of(new RecognizedWord("ask", 0, 300, confidence), new RecognizedWord("not", 300, 600, confidence));
    }

    @Test
    void cleanConfidentSpeechIsGoodAndEachWarningSignMakesItBad() {
        assertThat(DifficultyRating.of(levels(-60, -20, 0), words(0.95)).difficulty()).isEqualTo(JobDifficulty.GOOD);
        DifficultyRating noisy = DifficultyRating.of(levels(-30, -20, 0), words(0.95));
        assertThat(noisy.snrDb()).isEqualTo(10);
        assertThat(noisy.difficulty()).isEqualTo(JobDifficulty.BAD);
        assertThat(DifficultyRating.of(levels(-60, -20, 0), words(0.6)).difficulty()).isEqualTo(JobDifficulty.BAD);
        assertThat(DifficultyRating.of(levels(-60, -1, 48_000), words(0.95)).difficulty()).as("10% clipped")
                .isEqualTo(JobDifficulty.BAD);
    }

    @Test
    void withoutWordsThereIsNothingToJudge() {
        assertThat(DifficultyRating.of(levels(-60, -20, 0), List.of()).difficulty()).isEqualTo(JobDifficulty.UNKNOWN);
        assertThat(DifficultyRating.of(SignalLevels.NONE, words(0.95)).difficulty()).isEqualTo(JobDifficulty.UNKNOWN);
    }
}
