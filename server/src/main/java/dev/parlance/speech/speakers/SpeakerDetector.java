package dev.parlance.speech.speakers;

import dev.parlance.speech.Pitch;
import dev.parlance.speech.RecognizedWord;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Tells who speaks when, without a speaker model: the words are grouped into short turns (cut at
 * pauses and every few seconds), each turn is described by the mean and spread of its cepstra
 * (timbre), and the turns are clustered into the expected number of speakers (k-means, several
 * starts). Turns too short to judge take their neighbours' speaker, and a short turn between two
 * of the same speaker joins them. Distinct voices separate well; similar voices in quick exchanges
 * less so (the speaker count is what makes it work at all).
 *
 * <p>Without a count ({@link #count}), the turns' pitch decides between one speaker and two:
 * two when they fall into two voice registers ({@link VoiceRegisters}), as a man and a woman talking
 * do. Timbre alone cannot count voices here: its two best groups lie as far apart for one real
 * speaker as for two (measured, see docs/api-notes.md).
 */
public final class SpeakerDetector {
    /** A pause this long starts a new turn. */
    static final long TURN_PAUSE_MILLIS = 250;
    /**
     * Turns are cut at this length even without a pause. Longer turns describe a voice better;
     * measured on the shared 2-speaker conversation: 3 s 66%, 5 s 80%, 8 s 82% of words right.
     */
    static final long MAX_TURN_MILLIS = 8_000;
    /** Turns with less speech than this (in 10 ms frames) are too short to describe a voice. */
    static final int MIN_FRAMES = 40;
    /** A turn shorter than this between two turns of one speaker is taken as that speaker's. */
    static final int ISLAND_FRAMES = 100;
    /** Turns with fewer voiced frames than this (of 20 ms) have no pitch to judge a register by. */
    static final int MIN_VOICED = 25;
    private static final int DIMENSIONS = 2 * (Mfcc.COEFFICIENTS - 1);
    private static final int STARTS = 10;
    private static final int ITERATIONS = 50;

    private SpeakerDetector() {
    }

    /**
     * @param pcm      the media's 16 kHz mono 16-bit PCM from its start
     * @param words    the recognized words in time order, media times
     * @param speakers how many speakers to find (at least 1)
     * @return each word's speaker, 0, 1, ... numbered in order of first appearance
     */
    public static int[] label(InputStream pcm, List<RecognizedWord> words, int speakers) throws IOException {
        if (speakers < 2 || words.isEmpty()) {
            return new int[words.size()];
        }
        List<Turn> turns = turns(words);
        describe(pcm, turns, true, false);
        return clustered(words, turns, speakers);
    }

    /**
     * How many speakers there are when nobody said: one, or two when the turns are spoken in two
     * voice registers. Only the pitch of the words' frames is computed, so a recording of one
     * speaker costs no more than that; {@link #label} then tells two apart.
     *
     * @param pcm   the media's 16 kHz mono 16-bit PCM from its start
     * @param words the recognized words in time order, media times
     */
    public static Count count(InputStream pcm, List<RecognizedWord> words) throws IOException {
        if (words.isEmpty()) {
            return new Count(1, 0, 0);
        }
        List<Turn> turns = turns(words);
        describe(pcm, turns, false, true);
        List<Turn> pitched = turns.stream().filter(t -> t.voiced >= MIN_VOICED).toList();
        VoiceRegisters registers = VoiceRegisters.of(pitched.stream().mapToDouble(Turn::medianOctaves).toArray(),
                pitched.stream().mapToInt(t -> t.voiced).toArray());
        return new Count(registers.two() ? 2 : 1, registers.gapOctaves(), registers.minorShare());
    }

    /**
     * @param speakers   how many speakers were counted
     * @param gapOctaves how far apart the turns' two pitch groups lie, in octaves
     * @param minorShare the smaller pitch group's share of the voiced speech
     */
    public record Count(int speakers, double gapOctaves, double minorShare) {
    }

    private static int[] clustered(List<RecognizedWord> words, List<Turn> turns, int speakers) {
        int[] labels = new int[words.size()];
        List<Turn> judged = turns.stream().filter(t -> t.frames >= MIN_FRAMES).toList();
        if (judged.size() < speakers) {
            return labels;
        }
        double[][] points = standardized(judged);
        int[] clusters = kMeans(points, judged, Math.min(speakers, judged.size()));
        for (int i = 0; i < judged.size(); i++) {
            judged.get(i).speaker = clusters[i];
        }
        fillAndSmooth(turns);
        int[] renumbered = new int[speakers];
        Arrays.fill(renumbered, -1);
        int next = 0;
        for (Turn turn : turns) {
            if (renumbered[turn.speaker] < 0) {
                renumbered[turn.speaker] = next++;
            }
            for (int w = turn.firstWord; w <= turn.lastWord; w++) {
                labels[w] = renumbered[turn.speaker];
            }
        }
        return labels;
    }

    /** A stretch of words without a long pause; its cepstral sums once described. */
    private static final class Turn {
        final int firstWord;
        int lastWord;
        final long start;
        long end;
        int frames;
        final double[] sum = new double[Mfcc.COEFFICIENTS];
        final double[] squares = new double[Mfcc.COEFFICIENTS];
        int speaker = -1;
        /** The pitch of its voiced frames, log2 of Hz (filled up to {@link #voiced}). */
        double[] pitches = new double[0];
        int voiced;

        Turn(int word, RecognizedWord w) {
            this.firstWord = word;
            this.lastWord = word;
            this.start = w.startMillis();
            this.end = w.endMillis();
        }

        void voicedAt(double hertz) {
            if (voiced == pitches.length) {
                pitches = Arrays.copyOf(pitches, Math.max(64, 2 * voiced));
            }
            pitches[voiced++] = Math.log(hertz) / Math.log(2);
        }

        double medianOctaves() {
            double[] sorted = Arrays.copyOf(pitches, voiced);
            Arrays.sort(sorted);
            return sorted[voiced / 2];
        }
    }

    private static List<Turn> turns(List<RecognizedWord> words) {
        List<Turn> turns = new ArrayList<>();
        Turn current = null;
        for (int i = 0; i < words.size(); i++) {
            RecognizedWord w = words.get(i);
            if (current == null || w.startMillis() - current.end >= TURN_PAUSE_MILLIS
                    || w.endMillis() - current.start > MAX_TURN_MILLIS) {
                current = new Turn(i, w);
                turns.add(current);
            } else {
                current.lastWord = i;
                current.end = Math.max(current.end, w.endMillis());
            }
        }
        return turns;
    }

    /** One pass over the audio: each frame that falls inside a turn's words adds to its cepstral sums or its pitches. */
    private static void describe(InputStream pcm, List<Turn> turns, boolean cepstra, boolean pitch) throws IOException {
        int[] at = {0};
        Mfcc mfcc = !cepstra ? null : new Mfcc((startMillis, c) -> {
            long middle = startMillis + 12;
            while (at[0] < turns.size() && turns.get(at[0]).end <= middle) {
                at[0]++;
            }
            if (at[0] < turns.size() && turns.get(at[0]).start <= middle) {
                Turn turn = turns.get(at[0]);
                turn.frames++;
                for (int i = 0; i < Mfcc.COEFFICIENTS; i++) {
                    turn.sum[i] += c[i];
                    turn.squares[i] += c[i] * c[i];
                }
            }
        });
        int[] pitchAt = {0};
        Pitch pitches = pitch ? pitchesOf(turns, pitchAt) : null;
        byte[] buffer = new byte[64 * 1024];
        int n;
        while ((n = pcm.readNBytes(buffer, 0, buffer.length)) > 0) {
            if (mfcc != null) {
                mfcc.accept(buffer, n & ~1);
            }
            if (pitches != null) {
                pitches.accept(buffer, n & ~1);
            }
            if ((mfcc == null || at[0] >= turns.size()) && (pitches == null || pitchAt[0] >= turns.size())) {
                break; // past the last word: the rest of the audio says nothing about speakers
            }
        }
    }

    /** Adds each voiced frame's pitch to the turn it falls in ({@code at}: the turn reached); frames outside every turn are not analysed. */
    private static Pitch pitchesOf(List<Turn> turns, int[] at) {
        return new Pitch(startMillis -> {
            long middle = startMillis + 20;
            while (at[0] < turns.size() && turns.get(at[0]).end <= middle) {
                at[0]++;
            }
            return at[0] < turns.size() && turns.get(at[0]).start <= middle;
        }, (startMillis, hertz) -> {
            if (!Double.isNaN(hertz)) {
                turns.get(at[0]).voicedAt(hertz);
            }
        });
    }

    /** Mean and spread of coefficients 1..12 (0 is loudness, which says more about the microphone), as z-scores. */
    private static double[][] standardized(List<Turn> turns) {
        double[][] points = new double[turns.size()][DIMENSIONS];
        for (int t = 0; t < turns.size(); t++) {
            Turn turn = turns.get(t);
            for (int i = 1; i < Mfcc.COEFFICIENTS; i++) {
                double mean = turn.sum[i] / turn.frames;
                double variance = Math.max(0, turn.squares[i] / turn.frames - mean * mean);
                points[t][i - 1] = mean;
                points[t][Mfcc.COEFFICIENTS - 1 + i - 1] = Math.sqrt(variance);
            }
        }
        for (int d = 0; d < DIMENSIONS; d++) {
            double mean = 0;
            for (double[] p : points) {
                mean += p[d];
            }
            mean /= points.length;
            double variance = 0;
            for (double[] p : points) {
                variance += (p[d] - mean) * (p[d] - mean);
            }
            double sd = Math.sqrt(variance / points.length);
            for (double[] p : points) {
                p[d] = sd > 1e-9 ? (p[d] - mean) / sd : 0;
            }
        }
        return points;
    }

    /** Weighted k-means (weight: frames of speech), k-means++ starts, the best of several; seeded, so repeatable. */
    private static int[] kMeans(double[][] points, List<Turn> turns, int k) {
        Random random = new Random(20261123L);
        int[] best = null;
        double bestCost = Double.MAX_VALUE;
        for (int start = 0; start < STARTS; start++) {
            double[][] centres = seeds(points, k, random);
            int[] assigned = new int[points.length];
            for (int iteration = 0; iteration < ITERATIONS; iteration++) {
                boolean changed = false;
                for (int p = 0; p < points.length; p++) {
                    int nearest = nearest(points[p], centres);
                    changed |= nearest != assigned[p] || iteration == 0;
                    assigned[p] = nearest;
                }
                if (!changed) {
                    break;
                }
                double[][] sums = new double[k][DIMENSIONS];
                double[] weights = new double[k];
                for (int p = 0; p < points.length; p++) {
                    double weight = turns.get(p).frames;
                    weights[assigned[p]] += weight;
                    for (int d = 0; d < DIMENSIONS; d++) {
                        sums[assigned[p]][d] += weight * points[p][d];
                    }
                }
                for (int c = 0; c < k; c++) {
                    if (weights[c] > 0) {
                        for (int d = 0; d < DIMENSIONS; d++) {
                            centres[c][d] = sums[c][d] / weights[c];
                        }
                    }
                }
            }
            double cost = 0;
            for (int p = 0; p < points.length; p++) {
                cost += turns.get(p).frames * distance(points[p], centres[assigned[p]]);
            }
            if (cost < bestCost) {
                bestCost = cost;
                best = assigned;
            }
        }
        return best;
    }

    private static double[][] seeds(double[][] points, int k, Random random) {
        double[][] centres = new double[k][];
        centres[0] = points[random.nextInt(points.length)].clone();
        double[] nearest = new double[points.length];
        for (int c = 1; c < k; c++) {
            double total = 0;
            for (int p = 0; p < points.length; p++) {
                nearest[p] = Double.MAX_VALUE;
                for (int j = 0; j < c; j++) {
                    nearest[p] = Math.min(nearest[p], distance(points[p], centres[j]));
                }
                total += nearest[p];
            }
            double pick = random.nextDouble() * total;
            int chosen = points.length - 1;
            for (int p = 0; p < points.length; p++) {
                pick -= nearest[p];
                if (pick <= 0) {
                    chosen = p;
                    break;
                }
            }
            centres[c] = points[chosen].clone();
        }
        return centres;
    }

    private static int nearest(double[] point, double[][] centres) {
        int best = 0;
        for (int c = 1; c < centres.length; c++) {
            if (distance(point, centres[c]) < distance(point, centres[best])) {
                best = c;
            }
        }
        return best;
    }

    private static double distance(double[] a, double[] b) {
        double sum = 0;
        for (int d = 0; d < a.length; d++) {
            sum += (a[d] - b[d]) * (a[d] - b[d]);
        }
        return sum;
    }

    /** Unjudged turns take the speaker before them (or after, at the start); short islands join their neighbours. */
    private static void fillAndSmooth(List<Turn> turns) {
        int firstJudged = 0;
        while (turns.get(firstJudged).speaker < 0) {
            firstJudged++;
        }
        for (int i = 0; i < turns.size(); i++) {
            if (turns.get(i).speaker < 0) {
                turns.get(i).speaker = i < firstJudged ? turns.get(firstJudged).speaker : turns.get(i - 1).speaker;
            }
        }
        for (int i = 1; i + 1 < turns.size(); i++) {
            Turn before = turns.get(i - 1);
            Turn turn = turns.get(i);
            Turn after = turns.get(i + 1);
            if (turn.frames < ISLAND_FRAMES && before.speaker == after.speaker && turn.speaker != before.speaker) {
                turn.speaker = before.speaker;
            }
        }
    }
}
