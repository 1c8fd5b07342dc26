package dev.parlance.workflow;

import dev.parlance.job.JobDifficulty;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SignalLevels;

import java.util.List;

/**
 * JobDifficulty from what the machine pass measured: the audio's signal-to-noise ratio (speech
 * level over noise floor, {@link SignalLevels#snrDb()}), how much of it was clipped, and how sure
 * the recognizer was of its words. Bad when any of them says a person will struggle; Good
 * otherwise; Unknown when there were no words to judge (music, silence, a language without
 * recognition). The thresholds are measured (docs/speech.md, bench/difficulty.sh): clean speech
 * sits far from them, speech under noise at 5 dB or less crosses them.
 *
 * @param snrDb          speech level over the noise floor
 * @param meanConfidence the recognizer's mean word confidence
 */
public record DifficultyRating(JobDifficulty difficulty, int snrDb, double meanConfidence, double clippedShare) {
    static final int BAD_BELOW_SNR_DB = 15;
    static final double BAD_BELOW_CONFIDENCE = 0.85;
    static final double BAD_ABOVE_CLIPPED = 0.01;

    public static DifficultyRating of(SignalLevels levels, List<RecognizedWord> words) {
        double confidence = words.stream().mapToDouble(RecognizedWord::confidence).average().orElse(0);
        if (words.isEmpty() || levels.frames() == 0) {
            return new DifficultyRating(JobDifficulty.UNKNOWN, levels.snrDb(), confidence, levels.clippedShare());
        }
        boolean bad = levels.snrDb() < BAD_BELOW_SNR_DB || confidence < BAD_BELOW_CONFIDENCE
                || levels.clippedShare() > BAD_ABOVE_CLIPPED;
        return new DifficultyRating(bad ? JobDifficulty.BAD : JobDifficulty.GOOD, levels.snrDb(), confidence,
                levels.clippedShare());
    }
}
