package dev.parlance.system;

import dev.parlance.queue.WorkKind;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.function.BooleanSupplier;

import static dev.parlance.system.WorkSlots.Verdict.ACCOUNT_SHARE;
import static dev.parlance.system.WorkSlots.Verdict.KIND_FULL;
import static dev.parlance.system.WorkSlots.Verdict.RUN;
import static org.assertj.core.api.Assertions.assertThat;

@Tag("no-database")
class WorkSlotsTest {
    private static final BooleanSupplier OTHERS_WAIT = () -> true;
    private static final BooleanSupplier NOBODY_WAITS = () -> false;
    private static final BooleanSupplier NOT_ASKED = () -> {
        throw new AssertionError("asked whether others wait below the account's share");
    };

    private final WorkSlots slots = new WorkSlots(new QueueProperties(2, 0, 1, 2, 2, 0.5, java.time.Duration.ofSeconds(2))
            .limits(4), 0.5);

    @Test
    void aKindRunsUpToItsLimitAndTheOtherKindsKeepTheirs() {
        assertThat(slots.tryStart(WorkKind.DOWNLOAD, "a", NOT_ASKED)).isEqualTo(RUN);
        assertThat(slots.tryStart(WorkKind.DOWNLOAD, "b", NOT_ASKED)).isEqualTo(RUN);
        assertThat(slots.tryStart(WorkKind.DOWNLOAD, null, NOT_ASKED)).isEqualTo(KIND_FULL);
        assertThat(slots.tryStart(WorkKind.DOWNLOAD, "c", NOT_ASKED)).isEqualTo(KIND_FULL);
        // Downloads full; recognition (workers - 1 = 3) and notifications still start.
        assertThat(slots.tryStart(WorkKind.PROCESSING, "c", NOT_ASKED)).isEqualTo(RUN);
        assertThat(slots.tryStart(WorkKind.NOTIFICATION, null, NOT_ASKED)).isEqualTo(RUN);
        slots.finish(WorkKind.DOWNLOAD, "a");
        assertThat(slots.tryStart(WorkKind.DOWNLOAD, "c", NOT_ASKED)).isEqualTo(RUN);
        assertThat(slots.running(WorkKind.DOWNLOAD)).isEqualTo(2);
    }

    @Test
    void anAccountAloneMayGoBeyondItsShareButNeverIntoTheLastFreeSlot() {
        // Processing: 3 slots, an account's share 1; alone it takes a second, never the third.
        assertThat(slots.tryStart(WorkKind.PROCESSING, "a", NOT_ASKED)).isEqualTo(RUN);
        assertThat(slots.tryStart(WorkKind.PROCESSING, "a", NOBODY_WAITS)).isEqualTo(RUN);
        assertThat(slots.tryStart(WorkKind.PROCESSING, "a", NOBODY_WAITS)).isEqualTo(ACCOUNT_SHARE);
        // The slot left free is there for the next account at once.
        assertThat(slots.tryStart(WorkKind.PROCESSING, "b", NOT_ASKED)).isEqualTo(RUN);
    }

    @Test
    void processingLeavesOneWorkerForTheOtherKindsByDefault() {
        for (int i = 0; i < 3; i++) {
            assertThat(slots.tryStart(WorkKind.PROCESSING, "a" + i, NOT_ASKED)).isEqualTo(RUN);
        }
        assertThat(slots.tryStart(WorkKind.PROCESSING, "z", NOT_ASKED)).isEqualTo(KIND_FULL);
    }

    @Test
    void anAccountAtItsShareWaitsOnlyWhileAnotherAccountsWorkWaits() {
        assertThat(slots.accountLimit(WorkKind.DOWNLOAD)).isEqualTo(1);
        assertThat(slots.tryStart(WorkKind.DOWNLOAD, "a", NOT_ASKED)).isEqualTo(RUN);
        // Downloads have two slots: a second for the same account would be the last free one.
        assertThat(slots.tryStart(WorkKind.DOWNLOAD, "a", NOBODY_WAITS)).isEqualTo(ACCOUNT_SHARE);
        assertThat(slots.tryStart(WorkKind.DOWNLOAD, "b", NOT_ASKED)).isEqualTo(RUN);
        slots.finish(WorkKind.DOWNLOAD, "a");
        slots.finish(WorkKind.DOWNLOAD, "b");
        // With four slots, the share (two) is passed only while nobody else waits, and never into the last.
        WorkSlots wide = new WorkSlots(Map.of(WorkKind.PROCESSING, 4), 0.5);
        assertThat(wide.tryStart(WorkKind.PROCESSING, "a", NOT_ASKED)).isEqualTo(RUN);
        assertThat(wide.tryStart(WorkKind.PROCESSING, "a", NOT_ASKED)).isEqualTo(RUN);
        assertThat(wide.tryStart(WorkKind.PROCESSING, "a", OTHERS_WAIT)).isEqualTo(ACCOUNT_SHARE);
        assertThat(wide.tryStart(WorkKind.PROCESSING, "a", NOBODY_WAITS)).isEqualTo(RUN);
        assertThat(wide.tryStart(WorkKind.PROCESSING, "a", NOBODY_WAITS)).isEqualTo(ACCOUNT_SHARE);
    }

    @Test
    void workOfNoAccountCountsAgainstItsKindAlone() {
        assertThat(slots.tryStart(WorkKind.NOTIFICATION, null, NOT_ASKED)).isEqualTo(RUN);
        assertThat(slots.tryStart(WorkKind.NOTIFICATION, null, NOT_ASKED)).isEqualTo(RUN);
        assertThat(slots.tryStart(WorkKind.NOTIFICATION, null, NOT_ASKED)).isEqualTo(KIND_FULL);
    }

    @Test
    void theShareOfASmallLimitIsStillOneRun() {
        // Deliverables: limit 1, half of it rounds down to nothing; an account still gets one.
        assertThat(slots.accountLimit(WorkKind.DELIVERABLE)).isEqualTo(1);
        assertThat(slots.accountLimit(WorkKind.PROCESSING)).isEqualTo(1);
        assertThat(new WorkSlots(Map.of(WorkKind.PROCESSING, 7), 0.5).accountLimit(WorkKind.PROCESSING)).isEqualTo(3);
    }
}
