package dev.parlance.captions.preview;

import dev.parlance.captions.TestElementLists;
import dev.parlance.captions.align.Alignment;
import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.captions.align.TextPlace;
import dev.parlance.captions.align.TranscriptAligner;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.quality.QualityProfile;
import dev.parlance.captions.quality.Violation;
import dev.parlance.captions.transform.TextOptions;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The captions a typed text makes, what the check finds in them, and the words each cue shows. */
class CaptionPreviewTest {
    private static final String SAID = "The council met on Tuesday to talk about the library budget. "
            + "Maria said the doors would stay open all winter. Nobody asked about the shelter program.";
    private static final ElementList MACHINE = TestElementLists.builder().speaker("Maria").say(SAID).build();
    private static final CaptionPreview NETFLIX = new CaptionPreview(TextOptions.defaults(), LayoutOptions.defaults(),
            QualityProfile.NETFLIX_LIKE);

    private static Preview preview(CaptionPreview preview, EditedTranscript typed) {
        Alignment aligned = new TranscriptAligner().align(MACHINE, typed, MACHINE.endTime() + 2_000);
        return preview.preview(aligned, typed);
    }

    private static EditedTranscript typed(String text) {
        return new EditedTranscript(List.of(new EditedTranscript.Turn("Maria", text)));
    }

    private static String shown(EditedTranscript typed, PreviewCue cue) {
        String text = typed.turns().get(cue.from().turn()).text();
        return text.substring(cue.from().start(), cue.to().end());
    }

    @Test
    void theMachinesTextMakesCleanCaptionsTiedToItsWords() {
        EditedTranscript typed = typed("Um, " + SAID);
        Preview preview = preview(NETFLIX, typed);

        assertThat(preview.profile()).isEqualTo("NETFLIX_LIKE");
        assertThat(preview.problems()).isEmpty();
        assertThat(preview.cues()).hasSizeGreaterThanOrEqualTo(3);
        assertThat(preview.cues().getFirst().lines()).first().asString().startsWith(">> Maria: The council");
        // The removed filler goes with the first caption; each cue's words are the ones it shows.
        assertThat(shown(typed, preview.cues().getFirst())).startsWith("Um, The council");
        for (PreviewCue cue : preview.cues()) {
            // From its first word to its last: the full stop after the last is not part of it.
            String words = String.join(" ", cue.lines()).replace(">> Maria: ", "").replaceFirst("\\.$", "");
            assertThat(shown(typed, cue).replace("Um, ", "")).isEqualTo(words);
        }
        assertThat(preview.cues()).extracting(PreviewCue::from).extracting(TextPlace::turn).containsOnly(0);
    }

    @Test
    void aWordLongerThanALineIsAnErrorOfItsCue() {
        String longWord = "Supercalifragilisticexpialidocious-and-then-some";
        EditedTranscript typed = typed(SAID.replace("Tuesday", longWord));
        Preview preview = preview(NETFLIX, typed);

        // Said in the time of "Tuesday", it also reads too fast: a warning beside the error.
        assertThat(preview.problems()).extracting(Problem::kind)
                .containsExactlyInAnyOrder(Violation.Kind.LINE_TOO_LONG, Violation.Kind.READING_SPEED);
        assertThat(preview.problems()).filteredOn(p -> p.kind() == Violation.Kind.LINE_TOO_LONG).singleElement().satisfies(p -> {
            assertThat(p.severity()).isEqualTo(Problem.Severity.ERROR);
            assertThat(p.measured()).isGreaterThan(42);
            assertThat(p.message()).startsWith("A line of ").endsWith("(at most 42)");
            assertThat(shown(typed, preview.cues().get(p.cue()))).contains(longWord);
        });
    }

    @Test
    void moreWordsThanTheTimeAllowsReadTooFast() {
        String crammed = "Nobody asked about the shelter program, the winter coats, the soup kitchen, the night buses "
                + "or the volunteers who keep every single one of them running.";
        EditedTranscript typed = typed(SAID.replace("Nobody asked about the shelter program.", crammed));
        Preview preview = preview(NETFLIX, typed);

        assertThat(preview.problems()).isNotEmpty().allSatisfy(p -> {
            assertThat(p.kind()).isEqualTo(Violation.Kind.READING_SPEED);
            assertThat(p.severity()).isEqualTo(Problem.Severity.WARNING);
            assertThat(p.measured()).isGreaterThan(20);
            assertThat(shown(typed, preview.cues().get(p.cue()))).containsAnyOf("winter coats", "volunteers", "kitchen");
        });
        assertThat(preview(new CaptionPreview(TextOptions.defaults(), LayoutOptions.defaults(), QualityProfile.SPEC_DEFAULTS),
                typed).problems()).as("no reading speed limit in the spec's defaults").isEmpty();
    }

    @Test
    void theLayoutFollowsTheProfile() {
        EditedTranscript typed = typed(SAID);
        Preview dcmp = preview(new CaptionPreview(TextOptions.defaults(), LayoutOptions.defaults(), QualityProfile.DCMP_LIKE),
                typed);
        assertThat(dcmp.cues()).flatExtracting(PreviewCue::lines).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(32));
        assertThat(dcmp.cues()).allSatisfy(c -> assertThat(c.end() - c.start()).isGreaterThanOrEqualTo(2000));
    }
}
