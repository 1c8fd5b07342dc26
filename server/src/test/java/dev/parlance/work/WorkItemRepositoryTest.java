package dev.parlance.work;

import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.captions.model.ElementList;
import dev.parlance.common.Ids;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.job.JobFactory;
import dev.parlance.job.JobRepository;
import dev.parlance.support.RepositoryTestSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The work queue as rows: claiming (one winner of many), the lease that lapses and is renewed,
 * releasing, finishing, the doer of the edit kept from its review, the operator's assignment and
 * what each person sees, and drafts saved at once on one revision; on each database.
 */
class WorkItemRepositoryTest extends RepositoryTestSupport {
    private static final Set<Pass> EDITS = Set.of(Pass.EDIT);
    private static final Duration LEASE = Duration.ofMinutes(30);

    @Autowired
    WorkItemRepository items;
    @Autowired
    JobRepository jobs;
    @Autowired
    ElementListStore elementLists;
    @Autowired
    WorkDrafts drafts;

    String owner;
    String ann;
    String bob;
    Instant now;

    @BeforeEach
    void people() {
        owner = newAccount("owner");
        ann = newAccount("ann");
        bob = newAccount("bob");
        now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    }

    private WorkItem open(Pass pass, String excluded) {
        String jobId = Ids.newId();
        jobs.insert(JobFactory.requested(jobId, owner, "queue", "en", null, null, null, null, null, now));
        long source = elementLists.save(jobId, "MECHANICAL", false,
                new ElementList(3, 0, 0, "EN_US", List.of(), List.of(), Map.of(), Map.of())).id();
        WorkItem item = new WorkItem(Ids.newId(), jobId, 1, pass, pass == Pass.REVIEW ? "PROFESSIONAL" : "PREMIUM",
                WorkState.OPEN, null, null, now.plus(Duration.ofHours(24)), excluded, source, Ids.newId(), Ids.newId(),
                now, null, null, null);
        items.insert(item);
        return item;
    }

    private WorkItem read(WorkItem item) {
        return items.find(item.id()).orElseThrow();
    }

    @Test
    void draftSavesTypedOnOneRevisionAtOnceMakeOneNewRevisionAndTheOthersAreRefused() throws Exception {
        WorkItem item = open(Pass.EDIT, null);
        Integer first = tx.execute(s -> drafts.save(item.id(), ann, EditedTranscript.of("first"), now, null));
        assertThat(first).isEqualTo(1);
        // Four saves on revision 1 at once, without the item's lock that the work API takes first:
        // the revision is also the write's condition, so one wins and the others are told, not overwritten.
        List<Callable<Boolean>> saves = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            String text = "second " + i;
            saves.add(() -> {
                try {
                    tx.execute(s -> drafts.save(item.id(), ann, EditedTranscript.of(text), now, 1));
                    return true;
                } catch (WorkException e) {
                    assertThat(e.refusal()).isEqualTo(WorkRefusal.STALE);
                    return false;
                }
            });
        }
        assertThat(winnersOf(saves)).isEqualTo(1);
        assertThat(drafts.revision(item.id())).isEqualTo(2);
    }

    @Test
    void aClaimHoldsTheItemForItsLeaseAndThenItIsTakeableAgain() {
        WorkItem item = open(Pass.EDIT, null);
        assertThat(items.claim(item.id(), ann, EDITS, now, now.plus(LEASE))).isTrue();
        assertThat(read(item).heldBy(ann, now)).isTrue();
        assertThat(items.claim(item.id(), bob, EDITS, now.plusSeconds(60), now.plus(LEASE))).as("held").isFalse();

        Instant lapsed = now.plus(LEASE).plusSeconds(1);
        assertThat(read(item).takeableAt(lapsed)).isTrue();
        assertThat(items.claim(item.id(), bob, EDITS, lapsed, lapsed.plus(LEASE))).as("lapsed claim").isTrue();
        assertThat(items.renew(item.id(), ann, lapsed.plus(LEASE))).as("no longer ann's").isFalse();
        assertThat(items.finish(item.id(), ann, lapsed)).as("no longer ann's").isFalse();
        assertThat(read(item).holderId()).isEqualTo(bob);
    }

    @Test
    void ofManyClaimingOneItemExactlyOneGetsIt() throws Exception {
        WorkItem item = open(Pass.EDIT, null);
        List<String> people = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            people.add(newAccount("racer"));
        }
        List<Callable<Boolean>> claims = people.stream()
                .<Callable<Boolean>>map(who -> () -> items.claim(item.id(), who, EDITS, now, now.plus(LEASE))).toList();
        assertThat(winnersOf(claims)).isEqualTo(1);
        assertThat(people).contains(read(item).holderId());
    }

    @Test
    void renewingMovesTheLeaseOnAndReleasingPutsTheItemBack() {
        WorkItem item = open(Pass.EDIT, null);
        items.claim(item.id(), ann, EDITS, now, now.plus(LEASE));
        Instant later = now.plus(LEASE).plus(LEASE);
        assertThat(items.renew(item.id(), ann, later)).isTrue();
        assertThat(read(item).leaseUntil()).isEqualTo(later);

        assertThat(items.release(item.id(), bob)).as("not bob's to release").isFalse();
        assertThat(items.release(item.id(), ann)).isTrue();
        WorkItem back = read(item);
        assertThat(back.state()).isEqualTo(WorkState.OPEN);
        assertThat(back.holderId()).isNull();
        assertThat(back.leaseUntil()).isNull();
        assertThat(items.release(item.id(), ann)).as("released already").isFalse();
    }

    @Test
    void aFinishedItemIsDoneByItsHolderOnceAndNoOneCanTakeIt() {
        WorkItem item = open(Pass.EDIT, null);
        items.claim(item.id(), ann, EDITS, now, now.plus(LEASE));
        assertThat(items.finish(item.id(), ann, now)).isTrue();
        assertThat(items.finish(item.id(), ann, now)).as("done already").isFalse();
        WorkItem done = read(item);
        assertThat(done.state()).isEqualTo(WorkState.DONE);
        assertThat(done.doneBy()).isEqualTo(ann);
        assertThat(items.claim(item.id(), bob, EDITS, now.plus(LEASE).plus(LEASE), now.plus(LEASE))).isFalse();
        assertThat(items.assign(item.id(), bob, now, now.plus(LEASE))).as("the operator cannot reopen it").isFalse();
    }

    @Test
    void theExcludedPersonAndThoseOfOtherPassesCannotClaim() {
        WorkItem review = open(Pass.REVIEW, ann);
        assertThat(items.claim(review.id(), ann, Set.of(Pass.REVIEW), now, now.plus(LEASE))).as("ann edited it").isFalse();
        assertThat(items.claim(review.id(), bob, EDITS, now, now.plus(LEASE))).as("bob only edits").isFalse();
        assertThat(items.claim(review.id(), bob, Set.of(), now, now.plus(LEASE))).isFalse();
        assertThat(items.claim(review.id(), bob, Set.of(Pass.REVIEW), now, now.plus(LEASE))).isTrue();
    }

    @Test
    void eachPersonSeesWhatTheyMayTakeAndWhatTheyHold() {
        WorkItem edit = open(Pass.EDIT, null);
        WorkItem review = open(Pass.REVIEW, ann);
        WorkItem held = open(Pass.EDIT, null);
        items.claim(held.id(), bob, EDITS, now, now.plus(LEASE));

        assertThat(items.visibleTo(ann, Set.of(Pass.EDIT, Pass.REVIEW), now, 1000))
                .extracting(e -> e.item().id()).contains(edit.id()).doesNotContain(review.id(), held.id());
        assertThat(items.visibleTo(bob, EDITS, now, 1000))
                .extracting(e -> e.item().id()).contains(edit.id(), held.id()).doesNotContain(review.id());
        assertThat(items.unfinished(1000)).extracting(e -> e.item().id()).contains(edit.id(), review.id(), held.id());

        assertThat(items.assign(held.id(), null, now, null)).isTrue();
        assertThat(read(held).state()).isEqualTo(WorkState.OPEN);
        assertThat(items.assign(held.id(), ann, now, now.plus(LEASE))).isTrue();
        assertThat(read(held).heldBy(ann, now)).isTrue();
    }
}
