package dev.parlance.captions.align;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.read.ImportFormat;
import dev.parlance.captions.read.ImportedCue;
import dev.parlance.captions.read.ImportedTranscript;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ImportAlignerTest {
    private static final ImportAligner ALIGNER = new ImportAligner();

    /** What the recognizer heard: lower case, no punctuation, words of 300 ms, 100 ms apart (word k at 400 k). */
    private static ElementList heard(String words) {
        return TestElementLists.builder().wordMs(300).gapMs(100).say(words).build();
    }

    private static ImportedTranscript text(String... paragraphs) {
        return new ImportedTranscript(ImportFormat.TEXT,
                Arrays.stream(paragraphs).map(p -> new ImportedCue(null, null, null, p)).toList());
    }

    private static ImportedCue cue(long start, long end, String text) {
        return new ImportedCue(start, end, null, text);
    }

    private static List<Token> words(Alignment alignment) {
        return alignment.timed().stream().map(AlignedToken::token).filter(Token::isWord).toList();
    }

    private static List<String> shown(Alignment alignment) {
        return words(alignment).stream().map(Token::displayAs).toList();
    }

    private static AlignedToken timed(Alignment alignment, String shown) {
        return alignment.timed().stream().filter(t -> t.token().displayAs().equals(shown))
                .findFirst().orElseThrow(() -> new AssertionError("no word " + shown));
    }

    private static void assertInOrder(Alignment alignment, long media) {
        long previousEnd = 0;
        for (AlignedToken token : alignment.timed()) {
            assertThat(token.token().startTime()).as(token.token().displayAs()).isGreaterThanOrEqualTo(previousEnd);
            assertThat(token.token().endTime()).isBetween(token.token().startTime(), media);
            previousEnd = token.token().endTime();
        }
    }

    @Test
    void wordsThatAgreeTakeTheRecognizersTimesWhateverTheCasePunctuationAndNumbers() {
        ElementList recognized = heard("so twenty five people met on tuesday and the mayor said hello");
        Alignment aligned = ALIGNER.align(recognized, text("So, 25 people met on Tuesday. And the Mayor said: \"Hello!\""),
                10_000, null);

        assertThat(shown(aligned)).containsExactly("So", "25", "people", "met", "on", "Tuesday", "And", "the", "Mayor",
                "said", "Hello");
        assertThat(aligned.timed()).allSatisfy(t -> {
            assertThat(t.evidence()).as(t.token().displayAs()).isEqualTo(Evidence.KEPT);
            assertThat(t.token().interpolated()).isFalse();
        });
        // "25" is "twenty five": both words' span.
        assertThat(timed(aligned, "25").token().startTime()).isEqualTo(400);
        assertThat(timed(aligned, "25").token().endTime()).isEqualTo(1100);
        assertThat(timed(aligned, "Tuesday").token().startTime()).isEqualTo(6 * 400);
        assertThat(aligned.stretches()).isEmpty();
        assertThat(aligned.elementList().segments().getFirst().sequences()).hasSize(2);
    }

    @Test
    void wordsTheRecognizerDidNotHearAreInterpolatedBetweenTheirNeighboursAndFlagged() {
        ElementList recognized = TestElementLists.builder().wordMs(300).gapMs(100)
                .say("good morning everyone").pause(6_000).say("let us begin").build();
        Alignment aligned = ALIGNER.align(recognized,
                text("Good morning everyone. Thank you all for coming today. Let us begin."), 20_000, null);

        assertThat(shown(aligned)).containsExactly("Good", "morning", "everyone", "Thank", "you", "all", "for", "coming",
                "today", "Let", "us", "begin");
        long pauseStart = 1100;
        long pauseEnd = recognized.segments().get(1).startTime();
        for (String word : List.of("Thank", "you", "all", "for", "coming", "today")) {
            AlignedToken token = timed(aligned, word);
            assertThat(token.evidence()).as(word).isEqualTo(Evidence.INTERPOLATED);
            assertThat(token.token().interpolated()).as(word).isTrue();
            assertThat(token.token().startTime()).as(word).isBetween(pauseStart, pauseEnd);
        }
        assertThat(timed(aligned, "Let").evidence()).isEqualTo(Evidence.KEPT);
        assertThat(timed(aligned, "Let").token().interpolated()).isFalse();
        assertThat(aligned.stretches()).hasSize(1);
        assertThat(aligned.stretches().getFirst().words()).containsExactly("Thank", "you", "all", "for", "coming", "today");
        assertInOrder(aligned, 20_000);
    }

    @Test
    void aStretchTheRecognizerGotWrongIsLookedForInTheAudio() {
        ElementList recognized = heard("the weather today is clear with hazy sun and wind from the north");
        ImportedTranscript imported = text("The weather today: a clear sky, a hazy sun and winds from the north.");
        List<Stretch> asked = new ArrayList<>();
        // "clear" (1600-1900) and "hazy" (2400-2700) agree; the audio hears "sky" between them.
        StretchAligner audio = stretch -> {
            asked.add(stretch);
            return stretch.words().stream().map(w -> w.equals("sky") ? new TimeSpan(1_950, 2_150) : null).toList();
        };

        Alignment aligned = ALIGNER.align(recognized, imported, 10_000, audio);

        assertThat(shown(aligned)).containsExactly("The", "weather", "today", "a", "clear", "sky", "a", "hazy", "sun", "and",
                "winds", "from", "the", "north");
        assertThat(asked).isNotEmpty();
        assertThat(asked.stream().flatMap(s -> s.words().stream())).contains("sky");
        AlignedToken sky = timed(aligned, "sky");
        assertThat(sky.evidence()).isEqualTo(Evidence.AUDIO);
        assertThat(sky.token().startTime()).isEqualTo(1_950);
        assertThat(sky.token().interpolated()).isFalse();
        assertThat(timed(aligned, "north").token().startTime()).isEqualTo(12 * 400);
        assertInOrder(aligned, 10_000);
    }

    @Test
    void captionWordsStayInsideTheirCueAndTakeNoTimeHeardElsewhere() {
        // Heard: "hello and welcome" at 0-1100, silence, "and goodbye" at 8000-8700.
        ElementList recognized = TestElementLists.builder().wordMs(300).gapMs(100)
                .say("hello and welcome").at(8_000).say("and goodbye").build();
        ImportedTranscript srt = new ImportedTranscript(ImportFormat.SRT, List.of(
                cue(0, 1_500, "Hello and welcome."),
                cue(3_000, 6_000, "Here and there we sing."),
                cue(8_000, 9_000, "And goodbye.")));

        Alignment aligned = ALIGNER.align(recognized, srt, 12_000, null);

        assertThat(shown(aligned)).containsExactly("Hello", "and", "welcome", "Here", "and", "there", "we", "sing", "And",
                "goodbye");
        List<AlignedToken> tokens = aligned.timed();
        assertThat(tokens.subList(0, 3)).allSatisfy(t -> assertThat(t.evidence()).isEqualTo(Evidence.KEPT));
        // The middle cue was not heard: its words share the cue, even its "and" that matches a heard one.
        for (AlignedToken token : tokens.subList(3, 8)) {
            assertThat(token.token().interpolated()).as(token.token().displayAs()).isTrue();
            assertThat(token.token().startTime()).isBetween(3_000L, 6_000L);
            assertThat(token.token().endTime()).isBetween(3_000L, 6_000L);
        }
        assertThat(tokens.get(3).token().startTime()).isEqualTo(3_000);
        assertThat(tokens.get(7).token().endTime()).isEqualTo(6_000);
        assertThat(tokens.get(8).token().startTime()).isEqualTo(8_000);
        assertThat(tokens.get(8).evidence()).isEqualTo(Evidence.KEPT);
        assertInOrder(aligned, 12_000);
    }

    @Test
    void aCueTimedALittleLateOrEarlyStillTakesTheHeardTimesHeldInsideIt() {
        ElementList recognized = heard("one two three four five six"); // 0-300, 400-700, ... 2000-2300
        ImportedTranscript vtt = new ImportedTranscript(ImportFormat.VTT, List.of(
                cue(200, 1_000, "One two three."), cue(1_200, 2_200, "Four five six.")));

        Alignment aligned = ALIGNER.align(recognized, vtt, 5_000, null);

        List<AlignedToken> tokens = aligned.timed();
        assertThat(tokens).allSatisfy(t -> assertThat(t.evidence()).isEqualTo(Evidence.KEPT));
        assertThat(tokens.get(0).token().startTime()).as("held at the cue's start").isEqualTo(200);
        assertThat(tokens.get(2).token().startTime()).isEqualTo(800);
        assertThat(tokens.get(2).token().endTime()).as("held at the cue's end").isEqualTo(1_000);
        assertThat(tokens.get(3).token().startTime()).isEqualTo(1_200);
        assertThat(tokens.get(5).token().endTime()).isEqualTo(2_200);
    }

    @Test
    void audioFoundOutsideAWordsCueIsNotTaken() {
        ElementList recognized = heard("zero zero zero zero zero zero"); // nothing right, 0-2300
        ImportedTranscript srt = new ImportedTranscript(ImportFormat.SRT, List.of(
                cue(0, 1_000, "Alpha beta gamma."), cue(3_000, 4_000, "Delta epsilon zeta.")));
        // The audio hears all six words in the second cue.
        StretchAligner audio = stretch -> {
            List<TimeSpan> spans = new ArrayList<>();
            for (int i = 0; i < stretch.words().size(); i++) {
                spans.add(new TimeSpan(3_100 + 100L * i, 3_180 + 100L * i));
            }
            return spans;
        };

        Alignment aligned = ALIGNER.align(recognized, srt, 10_000, audio);

        assertThat(aligned.stretches()).hasSize(1);
        for (AlignedToken token : aligned.timed().subList(0, 3)) {
            assertThat(token.evidence()).as(token.token().displayAs()).isNotEqualTo(Evidence.AUDIO);
            assertThat(token.token().endTime()).isLessThanOrEqualTo(1_000);
        }
        for (AlignedToken token : aligned.timed().subList(3, 6)) {
            assertThat(token.evidence()).as(token.token().displayAs()).isEqualTo(Evidence.AUDIO);
            assertThat(token.token().interpolated()).isFalse();
            assertThat(token.token().startTime()).isBetween(3_000L, 4_000L);
        }
        assertInOrder(aligned, 10_000);
    }

    @Test
    void namedSpeakersOpenTurnsAndUnnamedCuesGoOnWithTheTurnBefore() {
        ElementList recognized = heard("how are you fine thanks and you");
        ImportedTranscript srt = new ImportedTranscript(ImportFormat.SRT, List.of(
                new ImportedCue(0L, 1_100L, "ANNA", "How are you?"),
                new ImportedCue(1_200L, 1_900L, "BEN", "Fine, thanks."),
                new ImportedCue(2_000L, 2_700L, null, "And you?")));

        Alignment aligned = ALIGNER.align(recognized, srt, 5_000, null);

        List<Segment> segments = aligned.elementList().segments();
        assertThat(segments).hasSize(2);
        List<Speaker> speakers = aligned.elementList().speakers();
        assertThat(speakers.stream().filter(s -> s.id() == segments.get(0).speakerId()).findFirst().orElseThrow().name())
                .isEqualTo("ANNA");
        assertThat(speakers.stream().filter(s -> s.id() == segments.get(1).speakerId()).findFirst().orElseThrow().name())
                .isEqualTo("BEN");
        assertThat(TestElementLists.shownText(aligned.elementList())).isEqualTo("How are you? Fine, thanks. And you?");
    }

    @Test
    void bracketsThatNameNoSoundBecomeANoiseAndStrayOnesAreDropped() {
        ElementList recognized = heard("we heard a knock at the door");
        Alignment aligned = ALIGNER.align(recognized, text("[MUSIC] We heard [door slams] a knock at the [door. [laughter]"),
                10_000, null);

        assertThat(aligned.timed().stream().map(t -> t.token().displayAs()).toList())
                .containsExactly("MUSIC", "We", "heard", "NOISE", "a", "knock", "at", "the", "door", "LAUGH");
        assertThat(timed(aligned, "door").evidence()).isEqualTo(Evidence.KEPT);
    }

    @Test
    void paragraphsOfATextFileAndPausesBetweenCaptionSentencesStartSegments() {
        ElementList recognized = heard("first part here second part there");
        assertThat(ALIGNER.align(recognized, text("First part here.", "Second part there."), 5_000, null)
                .elementList().segments()).hasSize(2);
        ImportedTranscript close = new ImportedTranscript(ImportFormat.DFXP, List.of(
                cue(0, 1_100, "First part here."), cue(1_200, 2_300, "Second part there.")));
        assertThat(ALIGNER.align(recognized, close, 5_000, null).elementList().segments()).hasSize(1);
        ImportedTranscript apart = new ImportedTranscript(ImportFormat.DFXP, List.of(
                cue(0, 1_100, "First part here."), cue(3_200, 4_300, "Second part there.")));
        assertThat(ALIGNER.align(recognized, apart, 5_000, null).elementList().segments()).hasSize(2);
    }

    @Test
    void nothingHeardAtAllStillGivesEveryWordATimeInsideTheMedia() {
        ElementList nothing = TestElementLists.builder().build();
        Alignment aligned = ALIGNER.align(nothing, text("A short text with no audio evidence at all."), 4_000, stretch -> List.of());

        assertThat(shown(aligned)).hasSize(9);
        assertThat(aligned.timed()).allSatisfy(t -> assertThat(t.token().interpolated()).isTrue());
        assertInOrder(aligned, 4_000);

        ImportedTranscript late = new ImportedTranscript(ImportFormat.SRT, List.of(cue(3_000, 9_000, "Past the end.")));
        Alignment clamped = ALIGNER.align(nothing, late, 4_000, null);
        assertThat(clamped.timed()).allSatisfy(t -> assertThat(t.token().startTime()).isBetween(3_000L, 4_000L));
        assertInOrder(clamped, 4_000);
    }
}
