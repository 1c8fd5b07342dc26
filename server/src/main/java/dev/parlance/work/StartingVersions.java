package dev.parlance.work;

import dev.parlance.captions.model.ElementList;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.elementlist.WordConfidences;
import dev.parlance.system.ProcessorWork;
import org.springframework.stereotype.Component;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The versions passes start from, parsed, kept for the items being worked on. A stored version never
 * changes, and reading a three-hour transcript's (6 MB of JSON, about 6 MB parsed) costs more than
 * everything else the editor's caption preview does on each refresh; the editor's load and the
 * submit read it too. The last {@value #KEPT} versions read are kept; a version is looked up in the
 * database first (by the caller), so a deleted job's is never served from here.
 */
@Component
class StartingVersions {
    static final int KEPT = 8;

    /** A version's text and its words' confidences (null when none are known). */
    record Parsed(ElementList list, WordConfidences confidences) {
    }

    private final ElementListStore store;
    private final ProcessorWork processors;
    private final Map<Long, Parsed> recent = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Parsed> eldest) {
            return size() > KEPT;
        }
    };

    StartingVersions(ElementListStore store, ProcessorWork processors) {
        this.store = store;
        this.processors = processors;
    }

    Parsed of(ElementListVersion version) {
        synchronized (recent) {
            Parsed kept = recent.get(version.id());
            if (kept != null) {
                return kept;
            }
        }
        // Read outside the lock: two first reads of one version at once both parse it, harmlessly.
        Parsed parsed = processors.run(() -> new Parsed(store.load(version), store.wordConfidences(version).orElse(null)));
        synchronized (recent) {
            recent.put(version.id(), parsed);
        }
        return parsed;
    }
}
