package dev.parlance.captions.transform;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.Token;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static dev.parlance.captions.TestElementLists.shownText;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EnglishSpellingTest {
    private static final String AMERICAN =
            "color center organizations analyzed defense traveled catalog gray favorite theaters maneuver skeptical";

    private static String spell(String code, String text) {
        return shownText(new EnglishSpelling(SpellingVariant.parse(code)).apply(TestElementLists.of(text)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "A|color center organizations analyzed defense traveled catalog gray favorite theaters maneuver skeptical",
            "B|colour centre organisations analysed defence travelled catalogue grey favourite theatres manoeuvre sceptical",
            "Z|colour centre organizations analysed defence travelled catalogue grey favourite theatres manoeuvre sceptical",
            "U|colour centre organisations analysed defence travelled catalogue grey favourite theatres manoeuvre sceptical",
            "C|colour centre organizations analyzed defence travelled catalogue grey favourite theatres manoeuvre skeptical",
    })
    void eachVariantHasItsOwnSpelling(String code, String expected) {
        assertThat(spell(code, AMERICAN)).isEqualTo(expected);
    }

    @Test
    void britishInputBecomesAmerican() {
        assertThat(spell("a", "The colour of the theatre was analysed, organised and catalogued."))
                .isEqualTo("The color of the theater was analyzed, organized and cataloged.");
    }

    @Test
    void casingIsKept() {
        assertThat(spell("B", "Color COLOR color")).isEqualTo("Colour COLOUR colour");
    }

    @Test
    void theTokenValueFollowsTheNewSpelling() {
        Token token = TestElementLists.tokens(new EnglishSpelling(SpellingVariant.BRITISH)
                .apply(TestElementLists.of("Center"))).getFirst();
        assertThat(token.value()).isEqualTo("centre");
    }

    @Test
    void unlistedAndAmbiguousWordsStay() {
        String text = "advertise surprise exercise humorous honorary tire check license size";
        assertThat(spell("B", text)).isEqualTo(text);
        assertThat(spell("A", text)).isEqualTo(text);
    }

    @Test
    void theTableIsSubstantial() {
        assertThat(SpellingTable.size()).isGreaterThan(1000);
    }

    @Test
    void unknownCodesAreRefused() {
        assertThatThrownBy(() -> SpellingVariant.parse("X")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SpellingVariant.parse("")).isInstanceOf(IllegalArgumentException.class);
    }
}
