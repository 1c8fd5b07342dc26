package dev.parlance.deliverable.narration;

import dev.parlance.deliverable.DeliverableTestSupport;
import dev.parlance.deliverable.MediaTools;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Token;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.speech.MediaTranscriber;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.speech.SpeechRecognizer;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.support.ApiResponse;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** download_media with text_to_speech: espeak-ng speaks the transcript, and the recognizer hears it back. */
class NarrationApiTest extends DeliverableTestSupport {
    @TempDir
    static Path fixtures;
    /** The fixture speech after two seconds of silence. */
    static Path delayedSpeech;

    @TempDir
    Path downloads;
    @Autowired
    MediaTranscriber transcriber;
    @Autowired
    ElementListStore elementLists;

    @BeforeAll
    static void media() {
        Path speech = SpeechFixtures.speech(fixtures, "tts", SpeechFixtures.ASK_NOT);
        delayedSpeech = fixtures.resolve("delayed.wav");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-t", "2",
                "-i", "anullsrc=r=22050:cl=mono", "-i", speech.toString(),
                "-filter_complex", "[0:a][1:a]concat=n=2:v=0:a=1", delayedSpeech.toString());
    }

    private ApiResponse speech(String job, String type) {
        return api.get("/api/job/download_media", "api_token", token, "job_id", job, "media_type", type,
                "text_to_speech", "True");
    }

    private List<RecognizedWord> recognize(Path audio) throws Exception {
        DecodeResult<Recognition> result = transcriber.transcribe(audio, "en", 0, SpeechRecognizer.Listener.NONE);
        assertThat(result).isInstanceOf(DecodeResult.Decoded.class);
        return ((DecodeResult.Decoded<Recognition>) result).value().words();
    }

    private static List<String> transcriptWords(JsonNode elementList) {
        List<String> words = new ArrayList<>();
        for (JsonNode segment : elementList.path("segments")) {
            for (JsonNode sequence : segment.path("sequences")) {
                for (JsonNode token : sequence.path("tokens")) {
                    if (token.path("type").asString().equals("word")) {
                        words.add(token.path("value").asString());
                    }
                }
            }
        }
        return words;
    }

    @Test
    void theSpokenTranscriptHoldsTheTranscriptsWordsAlongTheMediasTimeline() throws Exception {
        String job = newJobWithMedia("Spoken", delayedSpeech);
        transcribe(job);
        List<String> transcript = transcriptWords(elementList(job));
        assertThat(transcript).contains("ask", "country");

        assertThat(speech(job, "mp3").error("ITEM_NOT_FOUND")).contains("text-to-speech mp3 of job " + job, "being produced");
        ApiResponse mp3 = awaitProduced(() -> speech(job, "mp3"));
        assertThat(mp3.contentType()).isEqualTo("audio/mpeg");
        assertThat(mp3.headers().firstValue("content-disposition")).hasValue("attachment; filename=\"Spoken.mp3\"");
        Path file = save(mp3, downloads.resolve("spoken.mp3"));
        assertThat(MediaTools.codecs(file)).containsExactly("mp3");

        List<RecognizedWord> heard = recognize(file);
        List<String> heardWords = heard.stream().map(RecognizedWord::text).toList();
        long found = transcript.stream().distinct().filter(heardWords::contains).count();
        assertThat(found).as("transcript %s, heard %s", transcript, heardWords)
                .isGreaterThanOrEqualTo(Math.round(transcript.stream().distinct().count() * 0.8));
        assertThat(heardWords).contains("ask", "country");
        // The speech starts where the transcript does, after the media's two seconds of silence.
        assertThat(heard.getFirst().startMillis()).isGreaterThan(1500);

        Path mp4 = save(awaitProduced(() -> speech(job, "mp4")), downloads.resolve("spoken.mp4"));
        assertThat(MediaTools.codecs(mp4)).containsExactlyInAnyOrder("h264", "aac");
        assertThat(MediaTools.duration(mp4)).isCloseTo(MediaTools.duration(file), org.assertj.core.data.Offset.offset(0.5));
        // The plain download is the media itself, not the speech.
        assertThat(awaitProduced(() -> download(job, "mp3")).bytes()).isNotEqualTo(mp3.bytes());
    }

    /** A description of five words from {@code startMillis}, saved as the job's FINAL audio description. */
    private void describe(String job, long startMillis) {
        List<Token> tokens = new ArrayList<>();
        String[] words = {"the", "red", "door", "opens", "slowly"};
        for (int i = 0; i < words.length; i++) {
            tokens.add(Token.word(words[i], words[i], startMillis + i * 400L, startMillis + i * 400L + 300));
        }
        tokens.add(Token.punctuation(".", startMillis + 2000));
        Segment segment = new Segment(List.of(new Sequence(tokens, false, startMillis, startMillis + 2000, 1.0)), false, null,
                false, startMillis, startMillis + 2000);
        elementLists.save(job, "FINAL", true, new ElementList(3, 0, startMillis + 2000, "EN_US", List.of(segment), null,
                Map.of(), Map.of()));
    }

    @Test
    void anAudioDescriptionIsVoicedIntoTheProgrammeInItsGap() throws Exception {
        String job = newJobWithMedia("described", delayedSpeech);
        transcribe(job);
        describe(job, 0);

        Path file = save(awaitProduced(() -> speech(job, "mp3")), downloads.resolve("described.mp3"));
        List<RecognizedWord> heard = recognize(file);
        List<String> words = heard.stream().map(RecognizedWord::text).toList();
        assertThat(words).as("the description, then the programme's own speech").contains("door", "slowly", "country");
        assertThat(heard.stream().filter(w -> w.text().equals("door")).findFirst().orElseThrow().startMillis()).isLessThan(2000);
        assertThat(MediaTools.duration(file)).isCloseTo(MediaTools.duration(delayedSpeech), org.assertj.core.data.Offset.offset(0.3));
    }

    @Test
    void theProgrammeIsLoweredUnderTheVoiceAndUntouchedElsewhere() throws Exception {
        // A steady 10.8 kHz tone for 8 s as the programme: a narrow band-pass there hears the tone and next to none of
        // espeak-ng's voice (measured: 25 dB under the tone, where at 5 kHz the voice is as loud as the tone).
        Path tone = fixtures.resolve("tone.mp4");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=black:s=320x240:d=8:r=25",
                "-f", "lavfi", "-i", "sine=frequency=10800:sample_rate=44100:duration=8", "-af", "volume=-20dB",
                "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", tone.toString());
        String job = newJobWithMedia("toned", tone);
        transcribe(job);
        describe(job, 2500);

        Path mp4 = save(awaitProduced(() -> speech(job, "mp4")), downloads.resolve("toned.mp4"));
        assertThat(MediaTools.codecs(mp4)).containsExactlyInAnyOrder("h264", "aac");
        String band = "bandpass=f=10800:width_type=q:w=40";
        double before = MediaTools.levelDb(mp4, 0.5, 2.0, band);
        double under = MediaTools.levelDb(mp4, 3.0, 3.8, band);
        double after = MediaTools.levelDb(mp4, 6.5, 7.5, band);
        double original = MediaTools.levelDb(tone, 0.5, 2.0, band);
        assertThat(before).as("the programme as it was before the description").isCloseTo(original, org.assertj.core.data.Offset.offset(1.0));
        assertThat(under).as("lowered while the voice speaks").isLessThan(before - 10);
        assertThat(after).as("back once it has finished").isCloseTo(before, org.assertj.core.data.Offset.offset(1.0));
        assertThat(MediaTools.levelDb(mp4, 3.0, 3.8, "lowpass=f=3000")).as("the voice is there")
                .isGreaterThan(MediaTools.levelDb(mp4, 0.5, 2.0, "lowpass=f=3000") + 20);
    }

    @Test
    void aJobWithoutAFinalTranscriptHasNothingToSpeak() {
        String job = newJobWithMedia("untranscribed", delayedSpeech);
        assertThat(speech(job, "mp3").error("ITEM_NOT_FOUND")).contains("no final transcript");
    }
}
