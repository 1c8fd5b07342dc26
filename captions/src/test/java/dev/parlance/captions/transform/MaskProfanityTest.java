package dev.parlance.captions.transform;

import dev.parlance.captions.TestElementLists;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static dev.parlance.captions.TestElementLists.shownText;
import static org.assertj.core.api.Assertions.assertThat;

class MaskProfanityTest {
    private static String mask(String text) {
        return shownText(new MaskProfanity().apply(TestElementLists.of(text)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "This is shit.|This is ****.",
            "Fucking hell, motherfucker!|******* hell, ************!",
            "What a BITCH.|What a *****.",
            "You asshole's dog.|You *******'* dog.",
    })
    void masksEveryLetterOfAListedWord(String in, String out) {
        assertThat(mask(in)).isEqualTo(out);
    }

    @Test
    void innocentWordsThatContainAListedWordStay() {
        String text = "The cockpit of Dickens in Scunthorpe is shiitake grass, assessed by a peacock.";
        assertThat(mask(text)).isEqualTo(text);
    }
}
