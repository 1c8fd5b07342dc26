package dev.parlance.intelligence;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class KeyPhraseExtractorTest {
    private static final KeyPhraseExtractor EXTRACTOR = KeyPhraseExtractor.english();

    private static List<List<String>> text(String... sentences) {
        return Arrays.stream(sentences).map(s -> List.of(s.split(" "))).toList();
    }

    @Test
    void theRepeatedSubjectRanksFirstAndItsFormsAreOnePhraseWithEveryPlaceItIsSaid() {
        List<KeyPhraseExtractor.KeyPhrase> phrases = EXTRACTOR.extract(text(
                "Speech recognizers turn recorded speech into text .",
                "A speech recognizer can listen to the audio of a lecture .",
                "Speech recognizers make mistakes on noisy audio ."), 5);

        assertThat(phrases).isNotEmpty();
        KeyPhraseExtractor.KeyPhrase recognizer = phrases.stream().filter(p -> p.stem().equals("speech recogn")).findFirst().orElseThrow();
        assertThat(recognizer.occurrences()).containsExactly(
                new KeyPhraseExtractor.Occurrence(0, 0, 2), new KeyPhraseExtractor.Occurrence(1, 1, 3),
                new KeyPhraseExtractor.Occurrence(2, 0, 2));
        assertThat(recognizer.display()).as("as first said").isEqualTo("Speech recognizers");
        assertThat(phrases.getFirst().stem()).as("the phrase with the best-connected words").contains("speech");
    }

    @Test
    void functionWordsAndFillersAreNeverPartOfAPhrase() {
        List<KeyPhraseExtractor.KeyPhrase> phrases = EXTRACTOR.extract(text(
                "Um so the new budget is a good thing for the city council .",
                "The city council voted on the budget ."), 10);

        assertThat(phrases).extracting(KeyPhraseExtractor.KeyPhrase::stem)
                .contains("citi council", "budget")
                .noneMatch(s -> s.contains("um") || s.contains("good") || s.contains("thing") || s.contains("the"));
    }

    @Test
    void subjectsAreNounsWithTheSentencesTheyComeUpIn() {
        KeyPhraseExtractor.Analysis analysis = EXTRACTOR.analyse(text(
                "The budget pays for schools .", "Teachers like the budget .", "The weather was cold ."));

        KeyPhraseExtractor.KeyPhrase budget = analysis.subjects().stream().filter(s -> s.stem().equals("budget")).findFirst().orElseThrow();
        assertThat(budget.occurrences()).containsExactly(new KeyPhraseExtractor.Occurrence(0, 0, 6),
                new KeyPhraseExtractor.Occurrence(1, 0, 5));
        assertThat(analysis.phrases()).isNotEmpty();
        assertThat(EXTRACTOR.analyse(List.of()).phrases()).isEmpty();
    }
}
