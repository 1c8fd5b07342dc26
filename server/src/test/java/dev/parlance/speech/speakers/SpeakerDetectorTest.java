package dev.parlance.speech.speakers;

import dev.parlance.speech.MediaTranscriber;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.speech.SpeechRecognizer;
import dev.parlance.speech.SpeechRecognizers;
import dev.parlance.speech.TestSpeechEngine;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.PcmDecoder;
import dev.parlance.speech.vosk.RecognizerPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Two synthetic voices taking turns, recognized and told apart: real ffmpeg, real model. */
@Tag("no-database")
class SpeakerDetectorTest {
    @TempDir
    static Path dir;
    static SpeechFixtures.Conversation conversation;
    static List<RecognizedWord> words;
    static RecognizerPool pool;
    static MediaTranscriber transcriber;

    @BeforeAll
    static void recognize() throws Exception {
        conversation = SpeechFixtures.conversation(dir);
        pool = TestSpeechEngine.pool(1, Long.MAX_VALUE);
        transcriber = new MediaTranscriber(new PcmDecoder(Duration.ofSeconds(30)),
                new SpeechRecognizers(List.of(TestSpeechEngine.recognizer(pool))));
        words = ((DecodeResult.Decoded<Recognition>) transcriber.transcribe(conversation.media(), "en", 0,
                SpeechRecognizer.Listener.NONE)).value().words();
    }

    @AfterAll
    static void close() {
        pool.close();
    }

    private static int[] labels(int speakers) throws Exception {
        DecodeResult<int[]> result = transcriber.speakers(conversation.media(), words, speakers);
        assertThat(result).isInstanceOf(DecodeResult.Decoded.class);
        return ((DecodeResult.Decoded<int[]>) result).value();
    }

    /** The speaker whose turn holds the word's middle. */
    private static int truth(RecognizedWord word) {
        long middle = (word.startMillis() + word.endMillis()) / 2;
        return conversation.turns().stream().filter(t -> t.startMillis() <= middle && middle < t.endMillis())
                .findFirst().orElseThrow().speaker();
    }

    @Test
    void twoVoicesAreToldApartWordByWord() throws Exception {
        int[] labels = labels(2);
        int right = 0;
        for (int i = 0; i < words.size(); i++) {
            // Numbered by first appearance, and the first voice speaks first: no matching needed.
            if (labels[i] == truth(words.get(i))) {
                right++;
            }
        }
        assertThat(words).hasSizeGreaterThan(50);
        assertThat((double) right / words.size()).as("share of words with the right speaker").isGreaterThan(0.9);
        assertThat(labels[0]).isZero();
    }

    @Test
    void oneExpectedSpeakerIsEveryWordTheFirst() throws Exception {
        assertThat(labels(1)).containsOnly(0);
    }

    @Test
    void withoutACountAManAndAWomanAreCountedAsTwoAndToldApart() throws Exception {
        DecodeResult<MediaTranscriber.Counted> result = transcriber.speakersCounted(conversation.media(), words);
        MediaTranscriber.Counted counted = ((DecodeResult.Decoded<MediaTranscriber.Counted>) result).value();
        assertThat(counted.count().speakers()).isEqualTo(2);
        assertThat(counted.count().gapOctaves()).isGreaterThan(VoiceRegisters.TWO_VOICES_OCTAVES);
        int right = 0;
        for (int i = 0; i < words.size(); i++) {
            if (counted.labels()[i] == truth(words.get(i))) {
                right++;
            }
        }
        assertThat((double) right / words.size()).as("share of words with the right speaker").isGreaterThan(0.9);
    }

    @Test
    void withoutACountOnePersonReadingBothPartsIsOneSpeaker() throws Exception {
        SpeechFixtures.Conversation alone = SpeechFixtures.conversation(java.nio.file.Files.createDirectories(dir.resolve("alone")),
                "en-us", "en-us");
        List<RecognizedWord> read = ((DecodeResult.Decoded<Recognition>) transcriber.transcribe(alone.media(), "en", 0,
                SpeechRecognizer.Listener.NONE)).value().words();
        MediaTranscriber.Counted counted = ((DecodeResult.Decoded<MediaTranscriber.Counted>) transcriber
                .speakersCounted(alone.media(), read)).value();
        assertThat(counted.count().gapOctaves()).isLessThan(VoiceRegisters.TWO_VOICES_OCTAVES);
        assertThat(counted.count().speakers()).isEqualTo(1);
        assertThat(counted.labels()).hasSize(read.size()).containsOnly(0);
    }

    @Test
    void moreSpeakersThanThereAreStillLabelsEveryWord() throws Exception {
        int[] labels = labels(4);
        assertThat(labels).hasSize(words.size());
        assertThat(java.util.Arrays.stream(labels).boxed().toList()).allSatisfy(l -> assertThat(l).isBetween(0, 3));
    }
}
