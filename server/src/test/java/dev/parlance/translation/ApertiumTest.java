package dev.parlance.translation;

import dev.parlance.common.ApiException;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The Apertium runner and pair discovery against the installed Apertium (start.sh and test.sh install it). */
class ApertiumTest {
    private final ApertiumPairs pairs = new ApertiumPairs();
    private final Apertium apertium = new Apertium();

    @Test
    void offersEveryPairWithEnglishThatDebianShipsInTheDirectionsInstalled() {
        // The test command installs them all (scripts/system-packages.sh): eight packages, thirteen directions.
        assertThat(pairs.offered()).extracting(LanguagePair::label).contains("en-es", "es-en", "en-ca", "ca-en",
                "en-gl", "gl-en", "en-eo", "eo-en", "eu-en", "en-hbs", "hbs-en", "is-en", "mk-en");
        assertThat(pairs.targetsFrom("en-us")).contains("ca", "eo", "es", "gl", "hbs").doesNotContain("en");
        assertThat(pairs.require("en-us", "es-mx", "target_language").mode()).isEqualTo("eng-spa");
        assertThat(pairs.require("en", "ca", "target_language").mode()).isEqualTo("eng-cat");
        assertThatThrownBy(() -> pairs.require("en", "tlh", "target_language"))
                .isInstanceOf(ApiException.class)
                .hasMessageContaining("target_language").hasMessageContaining("'tlh'").hasMessageContaining("en-es")
                .hasMessageContaining("es-en");
    }

    @Test
    void eachSentenceGetsItsOwnTranslationEvenWithLineBreaksAndMarkupCharactersInside() {
        List<String> sentences = List.of("Ask not what your country can do for you.",
                "We choose to go to the moon\nin this decade.",
                "Is it 50% [or] #more^ than $5 @ home?",
                "Thank you.");
        List<String> spanish = apertium.translate(pairs.require("en", "es", "x"), sentences);
        assertThat(spanish).hasSize(4);
        assertThat(spanish.get(0)).contains("país");
        assertThat(spanish.get(1)).contains("luna").doesNotContain("\n");
        assertThat(spanish.get(2)).contains("50%");
        assertThat(spanish.get(3)).containsIgnoringCase("gracias");
    }

    @Test
    void aLongTranscriptIsTranslatedInBatchesThatKeepTheOrder() {
        List<String> sentences = new ArrayList<>();
        for (int i = 0; i < Apertium.BATCH + 10; i++) {
            sentences.add(i % 2 == 0 ? "The house number " + i + " is red." : "Thank you.");
        }
        List<String> spanish = apertium.translate(pairs.require("en", "es", "x"), sentences);
        assertThat(spanish).hasSize(sentences.size());
        assertThat(spanish.get(Apertium.BATCH)).contains(String.valueOf(Apertium.BATCH)).contains("casa");
        assertThat(spanish.get(Apertium.BATCH + 1)).containsIgnoringCase("gracias");
    }
}
