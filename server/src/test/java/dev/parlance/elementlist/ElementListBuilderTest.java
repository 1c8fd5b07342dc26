package dev.parlance.elementlist;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.ElementListJson;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.SoundTag;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.model.TokenType;
import dev.parlance.screen.ScreenText;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.sounds.SoundEvent;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("no-database")
class ElementListBuilderTest {
    private final ElementListBuilder builder = new ElementListBuilder();

    /** Lays words out in time: each word 300 ms, 50 ms apart unless a pause says otherwise. */
    static final class Speech {
        static final long WORD = 300;
        static final long GAP = 50;
        final List<RecognizedWord> words = new ArrayList<>();
        long clock;

        Speech say(String text) {
            return say(text, 0.9);
        }

        Speech say(String text, double confidence) {
            for (String word : text.split(" ")) {
                words.add(new RecognizedWord(word, clock, clock + WORD, confidence));
                clock += WORD + GAP;
            }
            return this;
        }

        Speech pause(long millis) {
            clock += millis - GAP;
            return this;
        }

        long end() {
            return words.getLast().endMillis();
        }
    }

    private ElementList build(Speech speech) {
        return builder.build(speech.words, speech.end() + 1_000, "en");
    }

    /** What a caption would show: display forms, punctuation attached, sequences joined by spaces. */
    static String shown(ElementList list) {
        return list.segments().stream().map(ElementListBuilderTest::shown).collect(Collectors.joining(" | "));
    }

    static String shown(Segment segment) {
        StringBuilder text = new StringBuilder();
        for (Sequence sequence : segment.sequences()) {
            for (Token token : sequence.tokens()) {
                if (token.isWord() && !text.isEmpty()) {
                    text.append(' ');
                }
                text.append(token.displayAs());
            }
        }
        return text.toString();
    }

    @Test
    void speakersStartNewSentencesAndSegmentsWhereTheyChange() {
        Speech speech = new Speech().say("how are you today").say("very well thank you").say("good to hear");
        int[] speakers = {0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0};
        ElementList list = builder.build(speech.words, speakers, speech.end() + 1_000, "en");

        assertThat(shown(list)).isEqualTo("How are you today? | Very well thank you. | Good to hear.");
        assertThat(list.segments()).extracting(Segment::speakerId).containsExactly(0, 1, 0);
        assertThat(list.segments()).extracting(Segment::speakerChange).containsExactly(true, true, true);
        assertThat(list.speakers()).extracting(Speaker::name).containsExactly("Speaker 1", "Speaker 2");
        assertThat(list.speakers()).extracting(Speaker::id).containsExactly(0, 1);
    }

    @Test
    void soundEventsAreSegmentsOfTheirOwnInTimeOrderWithoutAConfidence() {
        Speech speech = new Speech().say("first part").pause(4_000).say("second part");
        long gapStart = speech.words.get(1).endMillis() + 200;
        ElementList list = builder.build(speech.words, new int[4],
                List.of(new SoundEvent(SoundTag.MUSIC, gapStart, gapStart + 3_000)), speech.end() + 1_000, "en");
        assertThat(list.segments()).hasSize(3);
        Segment music = list.segments().get(1);
        assertThat(music.speakerChange()).isFalse();
        Token token = music.sequences().getFirst().tokens().getFirst();
        assertThat(token.type()).isEqualTo(TokenType.SOUND);
        assertThat(token.tags()).containsExactly("MUSIC");
        assertThat(token.startTime()).isEqualTo(gapStart);
        List<Double> confidences = ElementListBuilder.wordConfidences(speech.words, list).values();
        assertThat(confidences).hasSize(5);
        assertThat(confidences.get(2)).as("the sound, third of the words and sounds").isNull();
        assertThat(confidences.get(3)).isNotNull();
    }

    @Test
    void textOnScreenIsATurnOfItsOwnSpeakerAfterTheSentenceItIsShownDuring() {
        Speech speech = new Speech().say("welcome to the report").pause(900).say("here are the figures");
        long shownAt = speech.words.get(1).startMillis();
        ElementList list = builder.build(speech.words, new int[8], List.of(),
                List.of(new ScreenText("Quarterly results: 2026", shownAt, shownAt + 4_000)), speech.end() + 1_000, "en");

        assertThat(list.speakers()).extracting(Speaker::name).containsExactly("Speaker 1", "On-screen text");
        assertThat(shown(list)).isEqualTo("Welcome to the report. | Quarterly results: 2026 | Here are the figures.");
        assertThat(list.segments()).extracting(Segment::speakerId).containsExactly(0, 1, 0);
        assertThat(list.segments()).extracting(Segment::speakerChange).containsExactly(true, true, true);
        Segment screen = list.segments().get(1);
        assertThat(screen.startTime()).isEqualTo(shownAt);
        assertThat(screen.endTime()).isEqualTo(shownAt + 4_000);
        assertThat(screen.sequences().getFirst().tokens()).extracting(Token::type)
                .containsExactly(TokenType.WORD, TokenType.WORD, TokenType.PUNCTUATION, TokenType.WORD);
        assertThat(ElementListBuilder.isScreenText(screen, list)).isTrue();
        List<Double> confidences = ElementListBuilder.wordConfidences(speech.words, list).values();
        assertThat(confidences).hasSize(11);
        assertThat(confidences.subList(4, 7)).as("the words read on screen have no recognizer confidence").containsOnlyNulls();
        assertThat(confidences.get(7)).isEqualTo(confidences.get(3)).isNotNull();
    }

    @Test
    void oneSpeakersSegmentsAfterTheFirstAreNoSpeakerChange() {
        Speech speech = new Speech().say("first part").pause(3_000).say("second part");
        ElementList list = builder.build(speech.words, new int[4], speech.end() + 1_000, "en");
        assertThat(list.segments()).extracting(Segment::speakerChange).containsExactly(true, false);
        assertThat(list.speakers()).hasSize(1);
    }

    @Test
    void pausesBecomeCommasAndSentenceEnds() {
        Speech speech = new Speech().say("so my fellow americans").pause(400)
                .say("ask not what your country can do for you").pause(800).say("ask what you can do");
        assertThat(shown(build(speech)))
                .isEqualTo("So my fellow Americans, ask not what your country can do for you. Ask what you can do.");
    }

    @Test
    void shortPausesAreNotPunctuated() {
        Speech speech = new Speech().say("one two").pause(299).say("three").pause(699).say("four");
        assertThat(shown(build(speech))).isEqualTo("One two three, four.");
    }

    @Test
    void thePronounIAndItsContractionsAreCapitalised() {
        Speech speech = new Speech().say("yes i think i'm right and i'll go but i've been wrong and i'd know it");
        assertThat(shown(build(speech))).isEqualTo("Yes I think I'm right and I'll go but I've been wrong and I'd know it.");
    }

    @Test
    void properNounsFromTheDictionaryAreCapitalisedAndAmbiguousWordsAreNot() {
        Speech speech = new Speech().say("we flew from paris to london on monday with nasa to pay the bill in may");
        assertThat(shown(build(speech)))
                .isEqualTo("We flew from Paris to London on Monday with NASA to pay the bill in may.");
    }

    @Test
    void titlesAreWrittenAsAbbreviations() {
        Speech speech = new Speech().say("mr quilter met mrs smith and dr jones");
        assertThat(shown(build(speech))).isEqualTo("Mr. Quilter met Mrs. Smith and Dr. Jones.");
    }

    @Test
    void sentencesOpeningWithAQuestionWordEndWithAQuestionMark() {
        Speech speech = new Speech().say("what time is it").pause(800).say("it is late").pause(800)
                .say("are you coming").pause(800).say("when it rains we stay home").pause(800).say("can't you see");
        assertThat(shown(build(speech)))
                .isEqualTo("What time is it? It is late. Are you coming? When it rains we stay home. Can't you see?");
    }

    @Test
    void aLongPauseStartsANewSegmentAndAShorterOneOnlyANewSequence() {
        Speech speech = new Speech().say("first sentence").pause(1_000).say("second sentence")
                .pause(1_600).say("after a long silence");
        ElementList list = build(speech);
        assertThat(list.segments()).hasSize(2);
        assertThat(list.segments().get(0).sequences()).hasSize(2);
        assertThat(shown(list)).isEqualTo("First sentence. Second sentence. | After a long silence.");
    }

    @Test
    void aSegmentIsClosedAtTheFirstSentenceEndAfterThirtySeconds() {
        Speech speech = new Speech();
        for (int i = 0; i < 20; i++) {
            speech.say("this sentence takes about two seconds to say").pause(800);
        }
        ElementList list = build(speech);
        assertThat(list.segments()).hasSizeGreaterThan(1);
        for (Segment segment : list.segments()) {
            Sequence lastButOne = segment.sequences().size() > 1 ? segment.sequences().get(segment.sequences().size() - 2) : null;
            if (lastButOne != null) {
                assertThat(lastButOne.endTime() - segment.startTime()).isLessThan(ElementListRules.DEFAULT.maxSegmentMillis());
            }
        }
    }

    @Test
    void aLongRunWithoutPausesIsCutAtItsLongestPause() {
        Speech speech = new Speech().say("a b c d e f g h i j k l m n o p q r s t u v w x y".replace('i', 'z'))
                .pause(250).say("one two three four five six seven eight nine ten");
        assertThat(speech.words).hasSize(35);
        ElementList list = build(speech);
        List<Sequence> sentences = list.segments().getFirst().sequences();
        assertThat(sentences).hasSize(2);
        assertThat(sentences.get(1).tokens().getFirst().displayAs()).isEqualTo("One");
        assertThat(sentences.get(0).tokens().getLast().value()).isEqualTo(".");
    }

    @Test
    void tokensCarryTimesTypesAndInterpolation() {
        Speech speech = new Speech().say("hello there", 0.8).pause(400).say("friend", 0.5);
        ElementList list = build(speech);
        Sequence sequence = list.segments().getFirst().sequences().getFirst();
        List<Token> tokens = sequence.tokens();
        assertThat(tokens).extracting(Token::value).containsExactly("hello", "there", ",", "friend", ".");
        Token hello = tokens.get(0);
        assertThat(hello.isWord()).isTrue();
        assertThat(hello.interpolated()).isFalse();
        assertThat(hello.displayAs()).isEqualTo("Hello");
        assertThat(hello.startTime()).isEqualTo(0);
        assertThat(hello.endTime()).isEqualTo(300);
        Token comma = tokens.get(2);
        assertThat(comma.isPunctuation()).isTrue();
        assertThat(comma.interpolated()).isTrue();
        assertThat(comma.startTime()).isEqualTo(tokens.get(1).endTime()).isEqualTo(comma.endTime());
        assertThat(tokens.get(4).startTime()).isEqualTo(tokens.get(3).endTime());
        assertThat(sequence.startTime()).isEqualTo(0);
        assertThat(sequence.endTime()).isEqualTo(speech.end());
        assertThat(sequence.confidenceScore()).isCloseTo((0.8 + 0.8 + 0.5) / 3, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(sequence.interpolated()).isFalse();
    }

    @Test
    void oneUnknownSpeakerWhoStartsInTheFirstSegment() {
        Speech speech = new Speech().say("first part").pause(2_000).say("second part");
        ElementList list = build(speech);
        assertThat(list.speakers()).containsExactly(ElementListBuilder.UNKNOWN_SPEAKER);
        assertThat(list.speakers().getFirst().name()).isEqualTo("Speaker 1");
        assertThat(list.segments()).extracting(Segment::speakerId).containsOnly(0);
        assertThat(list.segments()).extracting(Segment::speakerChange).containsExactly(true, false);
        assertThat(list.segments()).extracting(Segment::interpolated).containsOnly(false);
        Segment second = list.segments().get(1);
        assertThat(second.startTime()).isEqualTo(second.sequences().getFirst().startTime());
        assertThat(second.endTime()).isEqualTo(speech.end());
    }

    @Test
    void theListCoversTheWholeMedia() {
        Speech speech = new Speech().pause(5_000).say("late words");
        ElementList list = builder.build(speech.words, 60_000, "en-gb");
        assertThat(list.version()).isEqualTo(3);
        assertThat(list.startTime()).isZero();
        assertThat(list.endTime()).isEqualTo(60_000);
        assertThat(list.language()).isEqualTo("EN_GB");
        // a media length shorter than the words (a probe without duration) never cuts them off
        assertThat(builder.build(speech.words, 0, "en").endTime()).isEqualTo(speech.end());
    }

    @Test
    void noWordsGiveAnEmptyListOverTheMedia() {
        ElementList list = builder.build(List.of(), 42_000, "en");
        assertThat(list.segments()).isEmpty();
        assertThat(list.speakers()).isEmpty();
        assertThat(list.endTime()).isEqualTo(42_000);
        assertThat(ElementListJson.read(ElementListJson.write(list))).isEqualTo(list);
    }

    @Test
    void wordsArriveInAnyOrder() {
        Speech speech = new Speech().say("one two three");
        List<RecognizedWord> shuffled = List.of(speech.words.get(2), speech.words.get(0), speech.words.get(1));
        assertThat(shown(builder.build(shuffled, 0, "en"))).isEqualTo("One two three.");
    }

    @Test
    void theJsonHasTheApiShape() {
        String json = ElementListJson.write(build(new Speech().say("hello world")));
        assertThat(json).contains("\"type\":\"word\"", "\"type\":\"punctuation\"", "\"display_as\":\"Hello\"",
                "\"speaker_id\":0", "\"language\":\"EN_US\"", "\"confidence_score\":0.9");
    }

    @Test
    void languagesTakeTheLocaleForm() {
        assertThat(ElementListBuilder.localeForm("en")).isEqualTo("EN_US");
        assertThat(ElementListBuilder.localeForm("en-gb")).isEqualTo("EN_GB");
        assertThat(ElementListBuilder.localeForm("EN_US")).isEqualTo("EN_US");
        assertThat(ElementListBuilder.localeForm("es-es")).isEqualTo("ES_ES");
        assertThat(ElementListBuilder.localeForm(null)).isEqualTo("EN_US");
    }
}
