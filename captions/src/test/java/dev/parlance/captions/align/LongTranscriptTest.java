package dev.parlance.captions.align;

import dev.parlance.captions.LongElementLists;
import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** A three-hour, 30,000-word transcript: a one-word edit changes one word's time and nothing else. */
class LongTranscriptTest {
    private static final ElementList THREE_HOURS = LongElementLists.threeHours(new Random(11));

    @Test
    void oneWordEditedInThreeHoursChangesOnlyThatWord() {
        EditedTranscript typed = TypedTranscripts.typed(THREE_HOURS);
        int turn = typed.turns().size() / 2;
        List<EditedTranscript.Turn> turns = new ArrayList<>(typed.turns());
        EditedTranscript.Turn middle = turns.get(turn);
        int space = middle.text().indexOf(' ');
        turns.set(turn, new EditedTranscript.Turn(middle.speaker(), "Zebra" + middle.text().substring(space)));
        String replaced = middle.text().substring(0, space);
        long media = THREE_HOURS.endTime() + 1_000;

        Alignment after = new TranscriptAligner().align(THREE_HOURS, new EditedTranscript(turns), media);

        List<Token> old = TestElementLists.tokens(THREE_HOURS).stream().filter(t -> !t.isPunctuation()).toList();
        assertThat(old.size()).isGreaterThan(30_000);
        assertThat(after.timed()).hasSameSizeAs(old);
        List<AlignedToken> changed = after.timed().stream().filter(t -> t.evidence() != Evidence.KEPT).toList();
        assertThat(changed).singleElement().satisfies(t -> {
            assertThat(t.token().displayAs()).isEqualTo("Zebra");
            Token was = old.get(t.previousIndex());
            assertThat(was.displayAs()).isEqualTo(replaced);
            assertThat(t.token().startTime()).isEqualTo(was.startTime());
            assertThat(t.token().endTime()).isEqualTo(was.endTime());
        });
        for (int k = 0; k < old.size(); k++) {
            Token now = after.timed().get(k).token();
            assertThat(now.startTime()).isEqualTo(old.get(k).startTime());
            assertThat(now.endTime()).isEqualTo(old.get(k).endTime());
        }
        assertThat(after.stretches()).isEmpty();
        assertThat(after.elementList().segments()).hasSameSizeAs(THREE_HOURS.segments());
        assertThat(after.elementList().speakers()).extracting(s -> s.name()).containsExactly("Maria Lopez", "David Chen");
    }

    @Test
    void aRewrittenMinuteInThreeHoursIsOneStretch() {
        EditedTranscript typed = TypedTranscripts.typed(THREE_HOURS);
        List<EditedTranscript.Turn> turns = new ArrayList<>(typed.turns());
        int turn = turns.size() / 3;
        EditedTranscript.Turn rewritten = turns.get(turn);
        turns.set(turn, new EditedTranscript.Turn(rewritten.speaker(),
                "Completely different words replace whatever was said here, nothing alike remains."));

        Alignment after = new TranscriptAligner().align(THREE_HOURS, new EditedTranscript(turns), THREE_HOURS.endTime());

        assertThat(after.stretches()).singleElement().satisfies(s -> {
            assertThat(s.words()).containsExactly("Completely", "different", "words", "replace", "whatever", "was",
                    "said", "here", "nothing", "alike", "remains");
            // a word or two may pair with a similar old one ("here", "there"): strong, not changed
            assertThat(s.changedWords()).isBetween(8, 11);
        });
    }
}
