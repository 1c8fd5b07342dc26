package dev.parlance.work;

import dev.parlance.captions.align.Stretch;
import dev.parlance.captions.align.StretchAligner;
import dev.parlance.captions.align.TimeSpan;
import dev.parlance.job.Job;
import dev.parlance.media.Media;
import dev.parlance.media.MediaRepository;
import dev.parlance.media.MediaState;
import dev.parlance.media.MediaStore;
import dev.parlance.speech.MediaTranscriber;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.media.DecodeResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Looks for the words of a stretch a person changed a lot in the job's audio: the recognizer,
 * listening for those words only, runs over the time window they must have been said in, and each
 * typed word takes the time of the heard word it pairs with (in order: the longest common run of
 * the two word lists). A word not heard keeps the aligner's interpolated time. Anything that goes
 * wrong here (no media, undecodable audio) leaves the stretch as the aligner placed it: a submit
 * never fails for want of a better time.
 */
@Component
class AudioStretches {
    /** Windows longer than this are not searched (a rewrite of whole minutes stays interpolated). */
    static final long MAX_WINDOW_MILLIS = 10 * 60_000;
    /** Too short to hold a word worth looking for. */
    static final long MIN_WINDOW_MILLIS = 200;
    static final int MAX_WORDS = 2_000;
    private static final Logger log = LoggerFactory.getLogger(AudioStretches.class);

    private final MediaRepository media;
    private final MediaStore store;
    private final MediaTranscriber transcriber;

    AudioStretches(MediaRepository media, MediaStore store, MediaTranscriber transcriber) {
        this.media = media;
        this.store = store;
        this.transcriber = transcriber;
    }

    /** The aligner for one submit of the job's text: opens the media at the first stretch, until closed. */
    Session forJob(Job job) {
        return new Session(job);
    }

    final class Session implements StretchAligner, AutoCloseable {
        private final Job job;
        private MediaStore.LocalFile file;
        private boolean unavailable;

        private Session(Job job) {
            this.job = job;
        }

        @Override
        public List<TimeSpan> align(Stretch stretch) {
            long length = stretch.window().length();
            if (length < MIN_WINDOW_MILLIS || length > MAX_WINDOW_MILLIS || stretch.words().size() > MAX_WORDS) {
                return List.of();
            }
            try {
                Optional<MediaStore.LocalFile> local = file();
                if (local.isEmpty()) {
                    return List.of();
                }
                DecodeResult<Recognition> heard = transcriber.listenFor(local.get().path(), job.language(),
                        stretch.window().start(), stretch.window().end(), stretch.words());
                return heard instanceof DecodeResult.Decoded<Recognition> d ? pair(stretch.words(), d.value().words()) : List.of();
            } catch (IOException | RuntimeException e) {
                log.warn("Job {}: could not look for an edited stretch in the audio: {}", job.id(), e.getMessage());
                return List.of();
            }
        }

        private Optional<MediaStore.LocalFile> file() throws IOException {
            if (file == null && !unavailable) {
                Optional<Media> stored = media.find(job.id()).filter(m -> m.state() == MediaState.STORED);
                if (stored.isEmpty()) {
                    unavailable = true;
                } else {
                    file = store.localFile(stored.get().storageKey());
                }
            }
            return Optional.ofNullable(file);
        }

        /** Gives the media back (a temporary copy is deleted); never fails the submit it served. */
        @Override
        public void close() {
            if (file != null) {
                try {
                    file.close();
                } catch (IOException e) {
                    log.warn("Job {}: could not remove the temporary copy of the media: {}", job.id(), e.getMessage());
                }
            }
        }
    }

    /**
     * Pairs each typed word with a heard word of the same spelling, in order, as many as possible
     * (longest common subsequence); the typed word takes that word's time, or null.
     */
    static List<TimeSpan> pair(List<String> typed, List<RecognizedWord> heard) {
        String[] a = typed.stream().map(AudioStretches::fold).toArray(String[]::new);
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
