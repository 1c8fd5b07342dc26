package dev.parlance.speech;

import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.DecodedAudio;
import dev.parlance.speech.media.PcmDecoder;
import dev.parlance.speech.sounds.SoundEvents;
import dev.parlance.speech.sounds.Voicing;
import dev.parlance.speech.speakers.SpeakerDetector;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;

/**
 * Speech of a media file to timed words: ffmpeg's PCM streamed straight into the recognizer for
 * the job's language. Undecodable media is a {@link DecodeResult.Failed} result; a language no
 * recognizer handles is an {@link UnsupportedLanguageException}, raised before any work starts.
 * Media without an audio stream fails to decode: probe first and skip recognition for it.
 */
public class MediaTranscriber {
    private final PcmDecoder decoder;
    private final SpeechRecognizers recognizers;

    public MediaTranscriber(PcmDecoder decoder, SpeechRecognizers recognizers) {
        this.decoder = decoder;
        this.recognizers = recognizers;
    }

    /** Whether speech in this job language can be recognized (and listened for) here. */
    public boolean recognizes(String languageCode) {
        return recognizers.supports(languageCode);
    }

    /**
     * @param startMillis where to start in the media (0 for the beginning); all times stay media times
     */
    public DecodeResult<Recognition> transcribe(Path media, String languageCode, long startMillis,
                                                SpeechRecognizer.Listener listener) throws IOException {
        return transcribe(media, languageCode, startMillis, PcmDecoder.TO_THE_END, listener);
    }

    /**
     * Each word's speaker, 0 to {@code speakers - 1} (see {@link SpeakerDetector}), from a second,
     * cheap pass over the audio: decoding and cepstra run at hundreds of times real time.
     *
     * @param words the media's words in time order
     */
    public DecodeResult<int[]> speakers(Path media, List<RecognizedWord> words, int speakers) throws IOException {
        return decoder.decode(media, 0, pcm -> SpeakerDetector.label(pcm, words, speakers));
    }

    /**
     * Each word's speaker when nobody said how many there are: one speaker, or two in two voice
     * registers ({@link SpeakerDetector#count}, a pass over the words' pitch), then told apart as
     * {@link #speakers} does (a second pass, only for two).
     *
     * @param words the media's words in time order
     */
    public DecodeResult<Counted> speakersCounted(Path media, List<RecognizedWord> words) throws IOException {
        SpeakerDetector.Count count;
        switch (decoder.decode(media, 0, pcm -> SpeakerDetector.count(pcm, words))) {
            case DecodeResult.Failed<SpeakerDetector.Count> failed -> {
                return new DecodeResult.Failed<>(failed.failure());
            }
            case DecodeResult.Decoded<SpeakerDetector.Count> decoded -> {
                count = decoded.value();
                if (count.speakers() == 1) {
                    return new DecodeResult.Decoded<>(new Counted(new int[words.size()], count), decoded.pcmBytes());
                }
            }
        }
        return switch (speakers(media, words, count.speakers())) {
            case DecodeResult.Failed<int[]> failed -> new DecodeResult.Failed<>(failed.failure());
            case DecodeResult.Decoded<int[]> labelled -> new DecodeResult.Decoded<>(new Counted(labelled.value(), count),
                    labelled.pcmBytes());
        };
    }

    /** How voiced each run of words is ({@link Voicing}): a pass over the runs' audio only. */
    public DecodeResult<double[]> voicedShares(Path media, List<SoundEvents.Run> runs) throws IOException {
        return decoder.decode(media, 0, pcm -> Voicing.voicedShares(pcm, runs));
    }

    /** Each word's speaker (numbered by first appearance) and how the speakers were counted. */
    public record Counted(int[] labels, SpeakerDetector.Count count) {
    }

    /**
     * Where these words were said in one stretch of the media ({@link SpeechRecognizer#listenFor}):
     * the recognizer hears nothing but them.
     */
    public DecodeResult<Recognition> listenFor(Path media, String languageCode, long startMillis, long endMillis,
                                              Collection<String> words) throws IOException {
        SpeechRecognizer recognizer = recognizers.forLanguage(languageCode);
        return decoder.decode(media, startMillis, endMillis, pcm -> recognizer.listenFor(pcm, startMillis, words));
    }

    /** The media's audio decoded once to a temporary file, for reading many stretches ({@link #listenFor(DecodedAudio, String, long, long, Collection)}). */
    public DecodeResult<DecodedAudio> decodeWhole(Path media) throws IOException {
        return DecodedAudio.of(decoder, media);
    }

    /** {@link #listenFor(Path, String, long, long, Collection)} on audio decoded once. */
    public Recognition listenFor(DecodedAudio audio, String languageCode, long startMillis, long endMillis,
                                 Collection<String> words) throws IOException {
        SpeechRecognizer recognizer = recognizers.forLanguage(languageCode);
        try (InputStream pcm = audio.range(startMillis, endMillis)) {
            return recognizer.listenFor(pcm, startMillis, words);
        }
    }

    /** The words of one stretch of the media, from {@code startMillis} to {@code endMillis} or {@link PcmDecoder#TO_THE_END}. */
    public DecodeResult<Recognition> transcribe(Path media, String languageCode, long startMillis, long endMillis,
                                                SpeechRecognizer.Listener listener) throws IOException {
        return transcribe(media, languageCode, startMillis, endMillis, listener, new SignalMeter());
    }

    /** The same, with the levels of the audio the recognizer heard measured on the way ({@link SignalMeter}). */
    public DecodeResult<Recognition> transcribe(Path media, String languageCode, long startMillis, long endMillis,
                                                SpeechRecognizer.Listener listener, SignalMeter meter) throws IOException {
        SpeechRecognizer recognizer = recognizers.forLanguage(languageCode);
        return decoder.decode(media, startMillis, endMillis, pcm -> recognizer.recognize(meter.wrap(pcm), startMillis, listener));
    }
}
