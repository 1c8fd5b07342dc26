package dev.parlance.web.work;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.parlance.work.TimedTurns;

import java.util.List;
import java.util.stream.IntStream;

/**
 * A turn as the editor loads it, its words as columns: {@code "words": {"text": [...], "start":
 * [...], "end": [...], "confidence": [...]}}, the n-th entry of each column the n-th word. A
 * three-hour text has 30,000 words; as an object each (its four keys repeated) they were 2 MB that
 * the browser receives and parses on its main thread before it shows the text, as columns about half.
 *
 * @param retimed whether a person set where the turn lies
 */
record LoadedTurnView(String speaker, String text, Words words, boolean retimed) {

    /**
     * @param confidence  the recognizer's, 0 to 1 to three places (what the editor can tell apart);
     *                    null for a typed word or a sound
     * @param sound       the indexes (in this turn) of the sound tags; absent when none
     * @param pinnedStart the indexes of the words whose start a person put, as {@code pinnedEnd}; absent when none
     */
    record Words(List<String> text, long[] start, long[] end, Double[] confidence,
                 @JsonInclude(JsonInclude.Include.NON_EMPTY) int[] sound,
                 @JsonInclude(JsonInclude.Include.NON_EMPTY) int[] pinnedStart,
                 @JsonInclude(JsonInclude.Include.NON_EMPTY) int[] pinnedEnd) {
    }

    static LoadedTurnView of(TimedTurns.Turn turn) {
        List<TimedTurns.Word> words = turn.words();
        int n = words.size();
        long[] start = new long[n];
        long[] end = new long[n];
        Double[] confidence = new Double[n];
        for (int i = 0; i < n; i++) {
            TimedTurns.Word word = words.get(i);
            start[i] = word.start();
            end[i] = word.end();
            confidence[i] = word.confidence() == null ? null : Math.round(word.confidence() * 1000) / 1000.0;
        }
        return new LoadedTurnView(turn.speaker(), turn.text(), new Words(words.stream().map(TimedTurns.Word::text).toList(),
                start, end, confidence,
                IntStream.range(0, n).filter(i -> words.get(i).sound()).toArray(),
                IntStream.range(0, n).filter(i -> words.get(i).pinnedStart()).toArray(),
                IntStream.range(0, n).filter(i -> words.get(i).pinnedEnd()).toArray()), turn.retimed());
    }
}
