package dev.parlance.captions.transform;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static dev.parlance.captions.TestElementLists.shownText;
import static org.assertj.core.api.Assertions.assertThat;

class ReplaceSlangTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "I'm gonna go.|I'm going to go.",
            "Wanna see?|Want to see?",
            "We gotta leave, kinda now, sorta.|We got to leave, kind of now, sort of.",
            "Y'all dunno.|You all don't know.",
            "GONNA WIN.|GOING TO WIN.",
            "Lemme in, 'cause it's cold.|Let me in, because it's cold.",
    })
    void replacesSlangKeepingCase(String in, String out) {
        assertThat(shownText(new ReplaceSlang().apply(TestElementLists.of(in)))).isEqualTo(out);
    }

    @Test
    void theFullFormSharesTheSlangWordsTimeSpan() {
        ElementList list = TestElementLists.builder().wordMs(1000).gapMs(0).say("gonna").build();
        List<Token> tokens = TestElementLists.tokens(new ReplaceSlang().apply(list));
        assertThat(tokens).extracting(Token::value).containsExactly("going", "to");
        assertThat(tokens.get(0).startTime()).isZero();
        assertThat(tokens.get(0).endTime()).isEqualTo(tokens.get(1).startTime()).isEqualTo(1000 * 5 / 7);
        assertThat(tokens.get(1).endTime()).isEqualTo(1000);
    }

    @Test
    void leavesOrdinaryWordsAlone() {
        ElementList list = TestElementLists.of("Going to the gym.");
        assertThat(new ReplaceSlang().apply(list)).isEqualTo(list);
    }
}
