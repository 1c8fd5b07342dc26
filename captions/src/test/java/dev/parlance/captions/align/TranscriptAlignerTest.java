package dev.parlance.captions.align;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.ElementListJson;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.SoundTag;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.model.TokenType;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TranscriptAlignerTest {
    private static final TranscriptAligner ALIGNER = new TranscriptAligner();
    /** Words of 300 ms, 100 ms apart: word k of a sentence starts at 400 k. */
    private static final String TEXT = "The council met on Tuesday to talk about the library budget. "
            + "Maria said the doors would stay open all winter. Nobody asked about the shelter program.";

    private static ElementList previous(String text) {
        return TestElementLists.builder().wordMs(300).gapMs(100).sentencePauseMs(500).say(text).build();
    }

    private static Alignment align(ElementList previous, String text) {
        return ALIGNER.align(previous, EditedTranscript.of(text), previous.endTime() + 5_000);
    }

    private static List<Token> words(ElementList list) {
        return TestElementLists.tokens(list).stream().filter(t -> !t.isPunctuation()).toList();
    }

    private static Token word(Alignment alignment, String shown) {
        return alignment.timed().stream().map(AlignedToken::token).filter(t -> t.displayAs().equals(shown))
                .findFirst().orElseThrow(() -> new AssertionError("no word " + shown));
    }

    private static AlignedToken timed(Alignment alignment, String shown) {
        return alignment.timed().stream().filter(t -> t.token().displayAs().equals(shown))
                .findFirst().orElseThrow(() -> new AssertionError("no word " + shown));
    }

    /** Every old word whose text is unchanged, other than those listed, is in the result with the same time. */
    private static void assertKeptExcept(ElementList before, Alignment after, String... changed) {
        List<String> skip = Arrays.asList(changed);
        List<Token> old = words(before);
        for (AlignedToken token : after.timed()) {
            if (skip.contains(token.token().displayAs())) {
                continue;
            }
            assertThat(token.evidence()).as(token.token().displayAs()).isEqualTo(Evidence.KEPT);
            Token source = old.get(token.previousIndex());
            assertThat(token.token().startTime()).as(token.token().displayAs()).isEqualTo(source.startTime());
            assertThat(token.token().endTime()).as(token.token().displayAs()).isEqualTo(source.endTime());
            assertThat(token.token().interpolated()).isFalse();
        }
    }

    @Test
    void wordPlacesPointAtEachTimedWordInTheTypedText() {
        EditedTranscript typed = new EditedTranscript(List.of(
                new EditedTranscript.Turn("Maria", "  The council met on Tuesday, [MUSIC] to talk...\n\nabout the library's budget."),
                new EditedTranscript.Turn(null, ""),
                new EditedTranscript.Turn("Ann", "Nobody asked — about the shelter 1,000 times.")));
        Alignment after = ALIGNER.align(previous(TEXT), typed, 60_000);
        List<TextPlace> places = typed.wordPlaces();

        assertThat(places).hasSameSizeAs(after.timed());
        for (int i = 0; i < places.size(); i++) {
            TextPlace place = places.get(i);
            String typedText = typed.turns().get(place.turn()).text().substring(place.start(), place.end());
            Token token = after.timed().get(i).token();
            assertThat(typedText).isEqualTo(token.isSound() ? "[MUSIC]" : token.displayAs());
        }
        assertThat(places.getFirst()).isEqualTo(new TextPlace(0, 2, 5));
        assertThat(places.getLast().turn()).as("the empty turn still counts").isEqualTo(2);
    }

    @Test
    void unchangedTextKeepsEveryTimeAndTheStructure() {
        ElementList before = previous(TEXT);
        Alignment after = align(before, TEXT);

        assertThat(after.count(Evidence.KEPT)).isEqualTo(words(before).size());
        assertThat(after.stretches()).isEmpty();
        assertThat(TestElementLists.tokens(after.elementList()).stream()
                .map(t -> t.displayAs() + "@" + t.startTime() + "-" + t.endTime()).toList())
                .isEqualTo(TestElementLists.tokens(before).stream()
                        .map(t -> t.displayAs() + "@" + t.startTime() + "-" + t.endTime()).toList());
        List<Sequence> sequences = after.elementList().segments().getFirst().sequences();
        assertThat(sequences).hasSize(3);
        assertThat(sequences.get(1).startTime()).isEqualTo(before.segments().getFirst().sequences().get(1).startTime());
        assertThat(sequences).allMatch(s -> !s.interpolated() && s.confidenceScore() == 1.0);
        assertThat(after.elementList().endTime()).isEqualTo(before.endTime() + 5_000);
        assertThat(ElementListJson.read(ElementListJson.write(after.elementList()))).isEqualTo(after.elementList());
    }

    @Test
    void oneWordFixedTakesTheReplacedWordsTimeAndLeavesTheOthersAlone() {
        ElementList before = previous(TEXT);
        Alignment after = align(before, TEXT.replace("Maria", "Marie"));

        Token maria = words(before).stream().filter(t -> t.displayAs().equals("Maria")).findFirst().orElseThrow();
        Token marie = word(after, "Marie");
        assertThat(List.of(marie.startTime(), marie.endTime())).containsExactly(maria.startTime(), maria.endTime());
        assertThat(timed(after, "Marie").evidence()).isEqualTo(Evidence.REPLACED);
        assertThat(marie.interpolated()).isFalse();
        assertKeptExcept(before, after, "Marie");
        assertThat(after.stretches()).isEmpty();
    }

    @Test
    void aWordReplacedByAnUnlikeOneIsRewrittenButKeepsTheSpan() {
        ElementList before = previous(TEXT);
        Alignment after = align(before, TEXT.replace("Tuesday", "Friday"));

        Token tuesday = words(before).stream().filter(t -> t.displayAs().equals("Tuesday")).findFirst().orElseThrow();
        assertThat(word(after, "Friday").startTime()).isEqualTo(tuesday.startTime());
        assertThat(word(after, "Friday").endTime()).isEqualTo(tuesday.endTime());
        assertThat(timed(after, "Friday").evidence()).isEqualTo(Evidence.REWRITTEN);
        assertKeptExcept(before, after, "Friday");
        assertThat(after.stretches()).isEmpty();
    }

    @Test
    void caseAndPunctuationOnlyChangesKeepEveryTime() {
        ElementList before = previous(TEXT);
        String edited = "the COUNCIL met on tuesday, to talk about the Library budget! "
                + "Maria said: \"the doors would stay open all winter.\" Nobody asked about the shelter-program...";
        Alignment after = align(before, edited.replace("shelter-program", "shelter program"));

        assertKeptExcept(before, after);
        assertThat(after.count(Evidence.KEPT)).isEqualTo(words(before).size());
        assertThat(word(after, "COUNCIL").value()).isEqualTo("council");
        List<Token> tokens = TestElementLists.tokens(after.elementList());
        assertThat(tokens.stream().filter(Token::isPunctuation).map(Token::value).toList())
                .containsExactly(",", "!", ":", "\"", ".\"", "...");
        Token quote = tokens.stream().filter(t -> t.value().equals("\"")).findFirst().orElseThrow();
        assertThat(quote.startTime()).as("an opening quote sits at the next word").isEqualTo(word(after, "the").startTime() == 0
                ? quote.startTime() : tokens.get(tokens.indexOf(quote) + 1).startTime());
        assertThat(after.elementList().segments().getFirst().sequences()).hasSize(3);
    }

    @Test
    void apostrophesAccentsAndNumbersAreFolded() {
        ElementList before = previous("I don't know, it was twenty five dollars at the cafe on the first of may.");
        Alignment after = align(before, "I dont know, it was $25 at the café on the 1st of May.");

        assertKeptExcept(before, after, "25");
        assertThat(timed(after, "25").evidence()).isEqualTo(Evidence.KEPT);
        Token twenty = words(before).get(5);
        Token five = words(before).get(6);
        Token number = word(after, "25");
        assertThat(List.of(number.startTime(), number.endTime())).containsExactly(twenty.startTime(), five.endTime());
        assertThat(word(after, "1st").startTime()).isEqualTo(words(before).get(13).startTime());
    }

    @Test
    void aNumberWrittenInWordsWhereTheMachineWroteDigitsSharesTheirSpan() {
        ElementList before = previous("We sold 300 tickets.");
        Alignment after = align(before, "We sold three hundred tickets.");

        Token digits = words(before).get(2);
        assertThat(word(after, "three").startTime()).isEqualTo(digits.startTime());
        assertThat(word(after, "hundred").endTime()).isEqualTo(digits.endTime());
        assertThat(word(after, "three").endTime()).isEqualTo(word(after, "hundred").startTime());
        assertThat(word(after, "hundred").interpolated()).isTrue();
        assertKeptExcept(before, after, "three", "hundred");
    }

    @Test
    void insertionsAtTheStartMiddleAndEndAreInterpolatedBetweenTheirNeighbours() {
        ElementList before = previous(TEXT);
        String edited = "Well, " + TEXT.replace("the library budget", "the new library budget") + " Really.";
        Alignment after = align(before, edited);

        assertKeptExcept(before, after, "Well", "new", "Really");
        for (String inserted : List.of("Well", "new", "Really")) {
            assertThat(timed(after, inserted).evidence()).as(inserted).isEqualTo(Evidence.INTERPOLATED);
            assertThat(word(after, inserted).interpolated()).isTrue();
        }
        Token talk = word(after, "talk");
        List<Token> tokens = after.timed().stream().map(AlignedToken::token).toList();
        int at = tokens.indexOf(word(after, "new"));
        assertThat(word(after, "new").startTime()).isGreaterThanOrEqualTo(tokens.get(at - 1).endTime());
        assertThat(word(after, "new").endTime()).isLessThanOrEqualTo(tokens.get(at + 1).startTime());
        assertThat(word(after, "Well").endTime()).isLessThanOrEqualTo(tokens.get(1).startTime());
        assertThat(word(after, "Really").startTime()).isGreaterThanOrEqualTo(tokens.get(tokens.size() - 2).endTime());
        assertThat(word(after, "Really").endTime()).isLessThanOrEqualTo(after.elementList().endTime());
        assertThat(talk.startTime()).isEqualTo(words(before).get(6).startTime());
        assertThat(after.stretches()).isEmpty();
    }

    @Test
    void aWordInsertedIntoALongPauseLeansOnTheSentenceItBelongsTo() {
        ElementList before = TestElementLists.builder().wordMs(300).gapMs(100)
                .say("We waited.").pause(10_000).say("Then it rained.").build();
        Alignment after = align(before, "We waited there. And then it rained.");

        Token waited = word(after, "waited");
        Token then = word(after, "then");
        assertThat(word(after, "there").startTime()).as("ends the first sentence: right after it").isEqualTo(waited.endTime());
        assertThat(word(after, "And").endTime()).as("starts the second: right before it").isEqualTo(then.startTime());
        assertThat(word(after, "there").endTime() - word(after, "there").startTime()).isLessThan(1_000);
    }

    @Test
    void deletionsAtTheStartMiddleAndEndLeaveTheOtherTimesAlone() {
        ElementList before = previous(TEXT);
        String edited = TEXT.replace("The council met", "Council met").replace("would stay", "stay")
                .replace(" the shelter program.", " the shelter.");
        Alignment after = align(before, edited);

        assertKeptExcept(before, after);
        assertThat(after.timed()).hasSize(words(before).size() - 3);
        assertThat(after.stretches()).isEmpty();
    }

    @Test
    void aRewrittenStretchIsReportedWithTheWindowBetweenTrustedWords() {
        ElementList before = previous(TEXT);
        String edited = TEXT.replace("Maria said the doors would stay open all winter.",
                "According to Maria, every branch keeps its doors open through the cold months.");
        Alignment after = align(before, edited);

        assertThat(after.stretches()).hasSize(1);
        Stretch stretch = after.stretches().getFirst();
        List<AlignedToken> timed = after.timed();
        assertThat(stretch.words()).startsWith("According").endsWith("cold", "months");
        assertThat(stretch.changedWords()).isGreaterThanOrEqualTo(8);
        Token budget = word(after, "budget");
        Token nobody = word(after, "Nobody");
        assertThat(stretch.window()).isEqualTo(new TimeSpan(budget.endTime(), nobody.startTime()));
        assertThat(timed.get(stretch.first() - 1).token().displayAs()).isEqualTo("budget");
        assertThat(timed.get(stretch.end()).token().displayAs()).isEqualTo("Nobody");
        for (int k = stretch.first(); k < stretch.end(); k++) {
            Token token = timed.get(k).token();
            assertThat(token.startTime()).isGreaterThanOrEqualTo(budget.endTime());
            assertThat(token.endTime()).isLessThanOrEqualTo(nobody.startTime());
        }
        assertKeptExcept(before, after, stretch.words().toArray(String[]::new));
    }

    /** Says every word of a stretch was heard in turn, 200 ms each, 250 ms apart, from the window's start. */
    private static List<TimeSpan> heardInTurn(Stretch stretch) {
        List<TimeSpan> spans = new ArrayList<>();
        long at = stretch.window().start();
        for (int w = 0; w < stretch.words().size(); w++) {
            spans.add(new TimeSpan(at, at + 200));
            at += 250;
        }
        return spans;
    }

    @Test
    void aRareWordThatSurvivesARewriteKeepsItsTime() {
        // A longest common subsequence would rather pair the two new "the"s with the two old ones
        // after "Tuesday" (two matches) than keep "Tuesday" (one).
        ElementList before = previous("Good evening. The report said rain was coming on Tuesday, and the rest of "
                + "the week looked grim. Thank you.");
        Alignment after = align(before, "Good evening. The forecasters warned us the storms, the floods would arrive "
                + "by midday Tuesday. Thank you.");

        Token tuesday = words(before).stream().filter(t -> t.displayAs().equals("Tuesday")).findFirst().orElseThrow();
        assertThat(timed(after, "Tuesday").evidence()).isEqualTo(Evidence.KEPT);
        assertThat(word(after, "Tuesday").startTime()).isEqualTo(tuesday.startTime());
        assertThat(after.stretches()).hasSize(1);
        assertTimesInOrder(after);
    }

    @Test
    void theStretchAlignerPlacesTheWordsItHearsAndBadAnswersAreIgnored() {
        ElementList before = previous(TEXT);
        String edited = TEXT.replace("Maria said the doors would stay open all winter.",
                "Our director promised that every branch remains accessible throughout December.");
        List<Stretch> asked = new ArrayList<>();
        StretchAligner audio = stretch -> {
            asked.add(stretch);
            List<TimeSpan> spans = new ArrayList<>(heardInTurn(stretch));
            spans.set(1, null);                    // "director" not heard
            spans.set(2, new TimeSpan(0, 10));     // "promised" heard outside the window
            return spans;
        };
        Alignment after = ALIGNER.align(before, EditedTranscript.of(edited), before.endTime() + 5_000, audio);

        assertThat(asked).hasSize(1);
        Stretch stretch = asked.getFirst();
        assertThat(stretch.words()).containsExactly("Our", "director", "promised", "that", "every", "branch", "remains",
                "accessible", "throughout", "December");
        List<TimeSpan> heard = heardInTurn(stretch);
        for (String word : List.of("Our", "that", "every", "December")) {
            AlignedToken token = timed(after, word);
            assertThat(token.evidence()).as(word).isEqualTo(Evidence.AUDIO);
            assertThat(token.token().interpolated()).isFalse();
            assertThat(new TimeSpan(token.token().startTime(), token.token().endTime()))
                    .isEqualTo(heard.get(stretch.words().indexOf(word)));
        }
        assertThat(timed(after, "director").evidence()).isNotEqualTo(Evidence.AUDIO);
        assertThat(timed(after, "promised").evidence()).isNotEqualTo(Evidence.AUDIO);
        assertThat(word(after, "promised").startTime()).isGreaterThanOrEqualTo(word(after, "Our").endTime());
        assertTimesInOrder(after);
        assertKeptExcept(before, after, stretch.words().toArray(String[]::new));
    }

    @Test
    void unchangedWordsInsideAStretchKeepTheirTimesWhateverTheAudioSays() {
        ElementList before = previous(TEXT);
        String edited = TEXT.replace("Maria said the doors would stay open all winter.",
                "According to Maria, every branch keeps its doors open through the cold months.");
        Alignment after = ALIGNER.align(before, EditedTranscript.of(edited), before.endTime() + 5_000,
                TranscriptAlignerTest::heardInTurn);

        Stretch stretch = after.stretches().getFirst();
        assertThat(stretch.words()).contains("Maria", "doors", "open");
        assertThat(timed(after, "According").evidence()).isEqualTo(Evidence.AUDIO);
        assertThat(after.count(Evidence.AUDIO)).isGreaterThan(1);
        assertTimesInOrder(after);
        assertKeptExcept(before, after, stretch.words().stream().filter(w -> !List.of("Maria", "doors", "open").contains(w))
                .toArray(String[]::new));
    }

    @Test
    void withoutAnAnswerFromTheAudioTheStretchKeepsItsInterpolatedTimes() {
        ElementList before = previous(TEXT);
        String edited = TEXT.replace("the doors would stay open", "every branch keeps its doors open through");
        Alignment plain = align(before, edited);
        Alignment silent = ALIGNER.align(before, EditedTranscript.of(edited), before.endTime() + 5_000, s -> List.of());

        assertThat(silent.elementList()).isEqualTo(plain.elementList());
        assertThatThrownBy(() -> ALIGNER.align(before, EditedTranscript.of(edited), before.endTime() + 5_000,
                s -> List.of(new TimeSpan(0, 1))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("words");
    }

    @Test
    void speakerTurnsBecomeSegmentsWithNamedSpeakers() {
        ElementList before = TestElementLists.builder().wordMs(300).gapMs(100)
                .speaker("Speaker 1").say("Good evening everyone. Thanks for coming.")
                .speaker("Speaker 2").say("Happy to be here.").build();
        EditedTranscript edited = new EditedTranscript(List.of(
                new EditedTranscript.Turn("Maria Lopez", "Good evening, everyone."),
                new EditedTranscript.Turn("David", "Thanks for coming."),
                new EditedTranscript.Turn("maria lopez", "Happy to be here.")));
        Alignment after = ALIGNER.align(before, edited, 20_000);

        ElementList list = after.elementList();
        assertThat(list.speakers()).extracting(s -> s.name() + "#" + s.id()).containsExactly("Maria Lopez#0", "David#1");
        assertThat(list.segments()).extracting(Segment::speakerId).containsExactly(0, 1, 0);
        assertThat(list.segments()).allMatch(Segment::speakerChange);
        assertThat(after.count(Evidence.KEPT)).isEqualTo(after.timed().size());
    }

    @Test
    void anUnnamedTurnKeepsTheSpeakersOfTheWordsItWasAlignedWith() {
        ElementList before = TestElementLists.builder().wordMs(300).gapMs(100)
                .speaker("Ann").say("Good evening everyone. Thanks for coming.")
                .speaker("Bob").say("Happy to be here.").build();
        Alignment after = ALIGNER.align(before, EditedTranscript.of(
                "Good evening, everyone! Thanks for coming. Very happy to be here."), 20_000);

        ElementList list = after.elementList();
        assertThat(list.speakers()).extracting(s -> s.name()).containsExactly("Ann", "Bob");
        assertThat(list.segments()).hasSize(2);
        assertThat(list.segments().get(0).sequences()).hasSize(2);
        assertThat(list.segments().get(1).speakerId()).isEqualTo(1);
        assertThat(list.segments().get(1).speakerChange()).isTrue();
    }

    @Test
    void aBlankLineStartsAParagraphOfTheSameSpeaker() {
        ElementList before = previous(TEXT);
        EditedTranscript edited = new EditedTranscript(List.of(new EditedTranscript.Turn("Host",
                TEXT.replace(" Maria said", "\n\nMaria said"))));
        ElementList list = ALIGNER.align(before, edited, 60_000).elementList();

        assertThat(list.segments()).hasSize(2);
        assertThat(list.segments().get(0).speakerChange()).isTrue();
        assertThat(list.segments().get(1).speakerChange()).isFalse();
        assertThat(list.segments().get(1).speakerId()).isEqualTo(0);
    }

    @Test
    void soundTagsBecomeSoundTokensAndKeepTheirTimesWhenUnchanged() {
        ElementList before = TestElementLists.builder().wordMs(300).gapMs(100)
                .say("Welcome back. [MUSIC] So where were we?").build();
        Alignment after = align(before, "Welcome back. [music] So, where were we? [Laughter]");

        Token music = word(after, "MUSIC");
        Token oldMusic = words(before).stream().filter(Token::isSound).findFirst().orElseThrow();
        assertThat(music.type()).isEqualTo(TokenType.SOUND);
        assertThat(music.tags()).containsExactly("MUSIC");
        assertThat(List.of(music.startTime(), music.endTime())).containsExactly(oldMusic.startTime(), oldMusic.endTime());
        Token laugh = word(after, "LAUGH");
        assertThat(laugh.type()).isEqualTo(TokenType.SOUND);
        assertThat(laugh.value()).isEqualTo(SoundTag.LAUGH.name());
        assertThat(timed(after, "LAUGH").evidence()).isEqualTo(Evidence.INTERPOLATED);
        assertKeptExcept(before, after, "LAUGH");
    }

    @Test
    void aSoundTypedOverMisrecognisedWordsTakesTheirSpan() {
        ElementList before = previous("And now the news. La la la la. Back to you.");
        Alignment after = align(before, "And now the news. [MUSIC] Back to you.");

        Token music = word(after, "MUSIC");
        List<Token> old = words(before);
        assertThat(music.startTime()).isEqualTo(old.get(4).startTime());
        assertThat(music.endTime()).isEqualTo(old.get(7).endTime());
        assertKeptExcept(before, after, "MUSIC");
    }

    @Test
    void unknownSoundTagsAreRefusedWithWhereTheyAre() {
        ElementList before = previous(TEXT);
        assertThatThrownBy(() -> ALIGNER.align(before, new EditedTranscript(List.of(
                new EditedTranscript.Turn(null, "Fine."), new EditedTranscript.Turn(null, "Hello [door slams] there"))), 60_000))
                .isInstanceOf(TranscriptTextException.class)
                .hasMessageContaining("unknown sound tag [door slams]").hasMessageContaining("[MUSIC]")
                .satisfies(e -> {
                    assertThat(((TranscriptTextException) e).turn()).isEqualTo(1);
                    assertThat(((TranscriptTextException) e).offset()).isEqualTo(6);
                });
        assertThatThrownBy(() -> align(before, "Hello [MUSIC there"))
                .isInstanceOf(TranscriptTextException.class).hasMessageContaining("not closed");
    }

    @Test
    void everythingDeletedGivesAnEmptyListAndAnEmptyPreviousGivesInterpolatedTimes() {
        ElementList before = previous(TEXT);
        Alignment nothing = align(before, "  ");
        assertThat(nothing.elementList().segments()).isEmpty();
        assertThat(nothing.timed()).isEmpty();

        Alignment fresh = ALIGNER.align(ElementList.empty("EN_US"), EditedTranscript.of("One two three four five."), 10_000);
        assertThat(fresh.timed()).allMatch(t -> t.evidence() == Evidence.INTERPOLATED);
        assertThat(fresh.stretches()).singleElement().satisfies(s -> assertThat(s.window()).isEqualTo(new TimeSpan(0, 10_000)));
        assertTimesInOrder(fresh);
    }

    @Test
    void timesOutsideTheMediaAreBroughtInside() {
        ElementList before = previous(TEXT);
        long media = 8_000; // shorter than the old words
        Alignment after = ALIGNER.align(before, EditedTranscript.of(TEXT + " The end."), media);
        assertThat(after.timed()).allMatch(t -> t.token().startTime() >= 0 && t.token().endTime() <= media);
        assertTimesInOrder(after);
    }

    static void assertTimesInOrder(Alignment alignment) {
        long previousStart = 0;
        long previousEnd = 0;
        for (Token token : TestElementLists.tokens(alignment.elementList())) {
            assertThat(token.endTime()).as(token.displayAs()).isGreaterThanOrEqualTo(token.startTime());
            assertThat(token.startTime()).as(token.displayAs()).isGreaterThanOrEqualTo(previousStart);
            if (!token.isPunctuation()) {
                assertThat(token.startTime()).as("%s does not overlap the word before", token.displayAs())
                        .isGreaterThanOrEqualTo(previousEnd);
                previousEnd = token.endTime();
            }
            previousStart = token.startTime();
        }
        assertThat(previousEnd).isLessThanOrEqualTo(alignment.elementList().endTime());
    }
}
