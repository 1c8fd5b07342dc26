package dev.parlance.captions.format;

import dev.parlance.captions.layout.CaptionTrack;
import org.junit.jupiter.api.Test;

import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What every caption writer must do, checked against golden files named after the edge case
 * ({@code format/<folder>/<case>.<extension>}). Tracks are immutable records, so a writer cannot
 * change its input; what remains to check is the output.
 */
public abstract class CaptionWriterContract {
    private final CaptionFormat format;
    private final String folder;
    private final Supplier<CaptionWriter> writer;

    /**
     * The one fixture every writer test declares; the tracks it writes are {@link TestTracks}.
     *
     * @param format the format under test
     * @param folder folder of its golden files under {@code format/}, such as {@code srt}
     * @param writer the writer under test with default options, built directly rather than through
     *               {@link CaptionWriters}, which {@link #writesTheSameOutputEveryTime()} checks against it
     */
    protected CaptionWriterContract(CaptionFormat format, String folder, Supplier<CaptionWriter> writer) {
        this.format = format;
        this.folder = folder;
        this.writer = writer;
    }

    /** Writes the track with the writer under test (default options). */
    protected String write(CaptionTrack track) {
        return write(writer.get(), track);
    }

    protected static String write(CaptionWriter writer, CaptionTrack track) {
        return TextOutput.defaults().render(writer, track);
    }

    protected void assertGolden(String caseName, String actual) {
        Golden.assertMatches("format/" + folder, caseName + "." + format.extension(), actual);
    }

    @Test
    void writesAnEmptyTrack() {
        assertGolden("empty-track", write(TestTracks.emptyTrack()));
    }

    @Test
    void writesTwoSpeakers() {
        assertGolden("two-speakers", write(TestTracks.twoSpeakers()));
    }

    @Test
    void writesNonAsciiText() {
        assertGolden("non-ascii", write(TestTracks.nonAscii()));
    }

    @Test
    void writesCharactersThatAreSyntaxElsewhere() {
        assertGolden("special-characters", write(TestTracks.specialCharacters()));
    }

    @Test
    void writesLongCuesAndLateTimes() {
        assertGolden("long-cue", write(TestTracks.longCue()));
    }

    @Test
    void writesTheSameOutputEveryTime() {
        CaptionTrack track = TestTracks.lecture(200);
        String first = write(track);
        assertThat(write(track)).isEqualTo(first);
        assertThat(write(CaptionWriters.create(format, WriterOptions.defaults()), track)).isEqualTo(first);
    }

    @Test
    void writesLineBreaksAsNewlinesOnly() {
        // Line endings are TextOutput's job: a writer that wrote \r itself would double them.
        assertThat(write(TestTracks.twoSpeakers())).doesNotContain("\r");
    }
}
