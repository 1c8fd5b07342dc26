package dev.parlance.speech;

import dev.parlance.captions.align.Stretch;
import dev.parlance.captions.align.StretchAligner;
import dev.parlance.captions.align.TimeSpan;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.DecodedAudio;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Looks for the words of a stretch in one media file: the recognizer, listening for those words
 * only ({@link MediaTranscriber#listenFor}), runs over the time window they must have been said
 * in, and each word takes the time of the heard word it pairs with (in order: the longest common
 * run of the two word lists). A word not heard keeps the aligner's time. The caption library's
 * aligner asks it about every stretch where the text and the recognizer's words disagree: a
 * person's edit at submit, a customer's imported transcript. The first few stretches are decoded
 * each on its own; past them the whole audio is decoded once to a temporary file and read from
 * there (closing this deletes it). Not thread-safe: one alignment at a time. Anything that goes
 * wrong here (undecodable audio) leaves the stretch as the aligner placed it: a better time is
 * never worth a failure.
 */
public final class StretchListener implements StretchAligner, AutoCloseable {
    /** Windows longer than this are not searched (a rewrite of whole minutes stays interpolated). */
    static final long MAX_WINDOW_MILLIS = 10 * 60_000;
    /** Too short to hold a word worth looking for. */
    static final long MIN_WINDOW_MILLIS = 200;
    static final int MAX_WORDS = 2_000;
    /**
     * Stretches decoded on their own (ffmpeg seeking to each) before the whole audio is decoded once
     * instead: an ffmpeg run costs about 0.15 s, decoding a whole hour about 3 s.
     */
    static final int SEEKS_BEFORE_DECODING_ONCE = 3;
    private static final Logger log = LoggerFactory.getLogger(StretchListener.class);

    private final MediaTranscriber transcriber;
    private final Path media;
    private final String languageCode;
    private int asked;
    private DecodedAudio decoded;
    private boolean decodeFailed;

    /** @param media a local media file, open for as long as this is used */
    public StretchListener(MediaTranscriber transcriber, Path media, String languageCode) {
        this.transcriber = transcriber;
        this.media = media;
        this.languageCode = languageCode;
    }

    @Override
    public List<TimeSpan> align(Stretch stretch) {
        long length = stretch.window().length();
        if (length < MIN_WINDOW_MILLIS || length > MAX_WINDOW_MILLIS || stretch.words().size() > MAX_WORDS) {
            return List.of();
        }
        try {
            long start = stretch.window().start();
            long end = stretch.window().end();
            if (decoded() instanceof DecodedAudio audio) {
                return pair(stretch.words(), transcriber.listenFor(audio, languageCode, start, end, stretch.words()).words());
            }
            DecodeResult<Recognition> heard = transcriber.listenFor(media, languageCode, start, end, stretch.words());
            return heard instanceof DecodeResult.Decoded<Recognition> d ? pair(stretch.words(), d.value().words()) : List.of();
        } catch (IOException | RuntimeException e) {
            log.warn("Could not look for a stretch of {} words in the audio: {}", stretch.words().size(), e.getMessage());
            return List.of();
        }
    }

    /** The whole audio, decoded at the first stretch past the few that are decoded on their own; null before. */
    private DecodedAudio decoded() throws IOException {
        if (decoded == null && !decodeFailed && ++asked > SEEKS_BEFORE_DECODING_ONCE) {
            if (transcriber.decodeWhole(media) instanceof DecodeResult.Decoded<DecodedAudio> whole) {
                decoded = whole.value();
            } else {
                decodeFailed = true;
            }
        }
        return decoded;
    }

    /** Deletes the decoded audio, if any. */
    @Override
    public void close() throws IOException {
        if (decoded != null) {
            decoded.close();
        }
    }

    /**
     * Pairs each typed word with a heard word of the same spelling, in order, as many as possible
     * (longest common subsequence); the typed word takes that word's time, or null.
     */
    static List<TimeSpan> pair(List<String> typed, List<RecognizedWord> heard) {
        String[] a = typed.stream().map(StretchListener::fold).toArray(String[]::new);
        String[] b = heard.stream().map(w -> fold(w.text())).toArray(String[]::new);
        int[][] common = new int[a.length + 1][b.length + 1];
        for (int i = a.length - 1; i >= 0; i--) {
            for (int j = b.length - 1; j >= 0; j--) {
                common[i][j] = !a[i].isEmpty() && a[i].equals(b[j]) ? common[i + 1][j + 1] + 1
                        : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        TimeSpan[] spans = new TimeSpan[a.length];
        for (int i = 0, j = 0; i < a.length && j < b.length; ) {
            if (!a[i].isEmpty() && a[i].equals(b[j])) {
                RecognizedWord w = heard.get(j);
                spans[i++] = new TimeSpan(w.startMillis(), w.endMillis());
                j++;
            } else if (common[i + 1][j] >= common[i][j + 1]) {
                i++;
            } else {
                j++;
            }
        }
        return new ArrayList<>(Arrays.asList(spans));
    }

    /** A word as the recognizer spells it: lower case, letters and apostrophes. */
    private static String fold(String word) {
        return word.toLowerCase(Locale.ROOT).replace('’', '\'').replaceAll("[^\\p{L}']", "").replaceAll("^'+|'+$", "");
    }
}
