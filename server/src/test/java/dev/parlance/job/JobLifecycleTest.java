package dev.parlance.job;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static dev.parlance.job.JobStatus.AUTHORIZING;
import static dev.parlance.job.JobStatus.COMPLETE;
import static dev.parlance.job.JobStatus.IN_PROCESS;
import static dev.parlance.job.JobStatus.MEDIA_FAILURE;
import static dev.parlance.job.JobStatus.PENDING;
import static dev.parlance.job.JobStatus.REVIEWING;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The job state machine as a table: every pair of statuses, each move the code makes beside the
 * code that makes it, and nothing else allowed.
 */
@Tag("no-database")
class JobLifecycleTest {

    /** A call of JobRepository#transition: the class and method that make it, and the move. */
    private record MadeMove(String caller, JobStatus from, JobStatus to) {
        String callerClass() {
            return caller.substring(0, caller.indexOf('#'));
        }
    }

    /** Every move the code makes: a line per call site and move (a call with a computed status makes two). */
    private static final List<MadeMove> MADE_BY_THE_CODE = List.of(
            new MadeMove("JobJourney#queued", AUTHORIZING, PENDING),
            new MadeMove("JobJourney#started", PENDING, IN_PROCESS),
            new MadeMove("JobJourney#machinePassDone", IN_PROCESS, COMPLETE),
            new MadeMove("JobJourney#machinePassDone", IN_PROCESS, REVIEWING),
            new MadeMove("JobJourney#upleveled", AUTHORIZING, REVIEWING),
            new MadeMove("JobJourney#complete", REVIEWING, COMPLETE),
            new MadeMove("JobJourney#failed", PENDING, MEDIA_FAILURE),
            new MadeMove("JobJourney#failed", IN_PROCESS, MEDIA_FAILURE));

    private static boolean madeByTheCode(JobStatus from, JobStatus to) {
        return MADE_BY_THE_CODE.stream().anyMatch(m -> m.from() == from && m.to() == to);
    }

    @Test
    void everyMoveTheCodeMakesIsAllowed() {
        for (MadeMove m : MADE_BY_THE_CODE) {
            assertThat(JobLifecycle.allows(m.from(), m.to())).as(m.toString()).isTrue();
            assertThatCode(() -> JobLifecycle.check(m.from(), m.to())).as(m.toString()).doesNotThrowAnyException();
        }
    }

    @Test
    void everyOtherPairOfStatusesIsRefusedWithItsReason() {
        for (JobStatus from : JobStatus.values()) {
            for (JobStatus to : JobStatus.values()) {
                if (madeByTheCode(from, to)) {
                    continue;
                }
                String pair = from + " -> " + to;
                assertThat(JobLifecycle.allows(from, to)).as(pair).isFalse();
                assertThat(JobLifecycle.move(from, to)).as(pair).isEmpty();
                assertThatThrownBy(() -> JobLifecycle.check(from, to)).as(pair)
                        .isInstanceOfSatisfying(ApiException.class,
                                e -> assertThat(e.type()).isEqualTo(ErrorType.INVALID_QUERY))
                        .hasMessage("A job in status " + from.label() + " cannot move to " + to.label());
            }
        }
    }

    @Test
    void theTableHasOneLinePerMoveAndEveryLineHasACaller() {
        for (JobLifecycle.Move move : JobLifecycle.Move.values()) {
            assertThat(madeByTheCode(move.from(), move.to())).as(move + " is made by some code").isTrue();
            assertThat(JobLifecycle.move(move.from(), move.to())).as(move + " alone holds its pair").contains(move);
        }
    }

    /**
     * Keeps the list above honest: a class that starts calling JobRepository#transition has to add
     * its moves to it (and, for a new move, to the table).
     */
    @Test
    void theListedCallersAreExactlyTheClassesThatCallTransition() throws IOException {
        Path sources = Path.of("src/main/java");
        assertThat(sources).as("the server's sources, relative to the module").isDirectory();
        Pattern call = Pattern.compile("\\.transition\\(");
        Set<String> calling;
        try (Stream<Path> files = Files.walk(sources)) {
            calling = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> call.matcher(read(f)).find())
                    .map(f -> f.getFileName().toString().replace(".java", ""))
                    .collect(Collectors.toSet());
        }
        assertThat(calling).isEqualTo(MADE_BY_THE_CODE.stream().map(MadeMove::callerClass).collect(Collectors.toSet()));
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
