package dev.parlance.work;

import dev.parlance.captions.align.PassChanges;
import dev.parlance.elementlist.ElementListStore;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the pass before a person's changed, for them to see (a review, the translation's review, the
 * customer's approval): the version the item starts from against the version that pass started
 * from ({@link PassChanges}). Nothing for a pass that follows the machine: its changes are the
 * doubtful words. Two stored versions never change, so the last few comparisons are kept.
 */
@Component
public class PreviousPassChanges {
    /**
     * A word the previous pass changed, by its index among the words the editor loads.
     *
     * @param kind INSERTED, REPLACED or MOVED; SAME for a word that only had words deleted before it or a new speaker
     */
    public record WordChange(int word, PassChanges.Kind kind, String was, String deletedBefore, boolean speakerChanged) {
    }

    private static final int KEPT = 8;

    private final WorkItemRepository items;
    private final ElementListStore elementLists;
    private final StartingVersions versions;
    private final Map<String, List<PassChanges.Change>> recent = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, List<PassChanges.Change>> eldest) {
            return size() > KEPT;
        }
    };

    PreviousPassChanges(WorkItemRepository items, ElementListStore elementLists, StartingVersions versions) {
        this.items = items;
        this.elementLists = elementLists;
        this.versions = versions;
    }

    /**
     * Each word of the starting version, as the previous pass on the same list (the transcript, or the
     * audio description) left it; empty when that pass was the machine's.
     */
    Optional<List<PassChanges.Change>> ofStartingVersion(WorkItem item, StartingVersions.Parsed starting) {
        Optional<WorkItem> previous = Optional.empty();
        for (int step = item.step() - 1; step > 0 && previous.isEmpty(); step--) {
            previous = items.atStep(item.jobId(), step).filter(p -> p.pass().describes() == item.pass().describes());
        }
        previous = previous.filter(p -> p.pass().byWorkforce());
        if (previous.isEmpty()) {
            return Optional.empty();
        }
        long from = previous.get().sourceVersionId();
        String key = from + ">" + item.sourceVersionId();
        synchronized (recent) {
            List<PassChanges.Change> kept = recent.get(key);
            if (kept != null) {
                return Optional.of(kept);
            }
        }
        Optional<List<PassChanges.Change>> changes = elementLists.byId(item.jobId(), from)
                .map(version -> PassChanges.between(versions.of(version).list(), starting.list()));
        changes.ifPresent(c -> {
            synchronized (recent) {
                recent.put(key, c);
            }
        });
        return changes;
    }

    /**
     * The changes of the words the editor loads: the starting version's own, or, when a draft is
     * loaded, those of the starting words its words were aligned with ({@code fromStarting}: for each
     * loaded word the starting word it took its time from, or -1 for one typed in the draft).
     */
    static List<WordChange> ofLoadedWords(List<PassChanges.Change> starting, int[] fromStarting) {
        List<WordChange> changed = new ArrayList<>();
        int words = fromStarting == null ? starting.size() : fromStarting.length;
        for (int k = 0; k < words; k++) {
            int s = fromStarting == null ? k : fromStarting[k];
            if (s >= 0 && s < starting.size() && starting.get(s).any()) {
                PassChanges.Change c = starting.get(s);
                changed.add(new WordChange(k, c.kind(), c.was(), c.deletedBefore(), c.speakerChanged()));
            }
        }
        return changed;
    }
}
