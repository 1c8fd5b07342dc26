package dev.parlance.captions.align;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.model.ElementList;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What a pass changed, word by word, against the version it started from. */
class PassChangesTest {
    private static final TranscriptAligner ALIGNER = new TranscriptAligner();

    @Test
    void replacedInsertedDeletedAndRecasedWordsAreTold() {
        ElementList before = TestElementLists.builder().wordMs(300).gapMs(100).sentencePauseMs(500)
                .say("The council met on Tuesday to talk about the library budget.").build();
        // A pass: "Tuesday" replaced, "really" inserted, "about the" deleted, "library" recased.
        ElementList after = ALIGNER.align(before, EditedTranscript.of(
                "The council really met on Wednesday to talk Library budget."), before.endTime() + 1000).elementList();

        List<PassChanges.Change> changes = PassChanges.between(before, after);

        assertThat(changes).hasSize(10);
        assertThat(changes.get(0).any()).isFalse();
        assertThat(changes.get(2).kind()).isEqualTo(PassChanges.Kind.INSERTED);
        assertThat(changes.get(5)).isEqualTo(new PassChanges.Change(PassChanges.Kind.REPLACED, "Tuesday", null, false));
        assertThat(changes.get(8).kind()).isEqualTo(PassChanges.Kind.REPLACED);
        assertThat(changes.get(8).was()).isEqualTo("library");
        assertThat(changes.get(8).deletedBefore()).isEqualTo("about the");
        assertThat(changes.stream().filter(PassChanges.Change::any)).hasSize(3);
    }

    @Test
    void theSameTextIsUnchangedAndAMovedTurnIsTold() {
        ElementList before = TestElementLists.builder().wordMs(300).gapMs(100).sentencePauseMs(500)
                .say("Maria said the doors would stay open.").build();
        assertThat(PassChanges.between(before, before)).noneMatch(PassChanges.Change::any);

        var moved = new EditedTranscript(List.of(new EditedTranscript.Turn(null, "Maria said the doors would stay open.",
                before.startTime() + 500, before.endTime() + 500)));
        ElementList after = ALIGNER.align(before, moved, before.endTime() + 1000).elementList();
        assertThat(PassChanges.between(before, after)).allMatch(c -> c.kind() == PassChanges.Kind.MOVED);
    }
}
