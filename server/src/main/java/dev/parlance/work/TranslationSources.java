package dev.parlance.work;

import dev.parlance.elementlist.ElementListStore;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.job.Job;
import dev.parlance.job.JobRelation;
import dev.parlance.job.JobRelations;
import dev.parlance.job.RelationKind;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a translation child translates: its parent's FINAL, shown beside the child's text to the
 * translator, the translation's reviewer and the customer approving it. Each source turn is paired
 * with the child's turn it overlaps most in time (the machine translation keeps every source
 * segment's time span, so the pairs are the translated segments; after a person splits or joins
 * turns, the overlap still finds the nearest). Read-only: the child's passes never change the parent.
 */
@Component
class TranslationSources {
    private final JobRelations relations;
    private final ElementListStore elementLists;
    private final StartingVersions versions;

    TranslationSources(JobRelations relations, ElementListStore elementLists, StartingVersions versions) {
        this.relations = relations;
        this.elementLists = elementLists;
        this.versions = versions;
    }

    /** The parent of a translation child; empty for any other job. */
    Optional<String> parentOf(Job job) {
        return relations.leadingOf(job.id()).filter(r -> r.kind() == RelationKind.TRANSLATION).map(JobRelation::leadingJobId);
    }

    /** The source text of a translation child's {@code target} turns; empty for any other job, or a parent without FINAL. */
    Optional<SourceText> of(Job job, List<TimedTurns.Turn> target) {
        return parentOf(job).flatMap(parentId -> elementLists.latestNamed(parentId, PassPlan.FINAL, false)
                .map(version -> sourceText(job, parentId, version, target)));
    }

    private SourceText sourceText(Job job, String parentId, ElementListVersion version, List<TimedTurns.Turn> target) {
        var parsed = versions.of(version);
        List<TimedTurns.Turn> source = TimedTurns.of(parsed.list(), null);
        return new SourceText(parentId, parsed.list().language(), job.targetLanguage(), pair(source, target));
    }

    /** Each source turn with the index of the target turn it overlaps most (the nearest when none overlaps; -1 when there are none). */
    static List<SourceText.Turn> pair(List<TimedTurns.Turn> source, List<TimedTurns.Turn> target) {
        long[][] spans = target.stream().map(TranslationSources::span).toArray(long[][]::new);
        List<SourceText.Turn> paired = new ArrayList<>(source.size());
        int from = 0; // both lists run in time order: the next source turn's best target is at or after the last one's
        for (TimedTurns.Turn turn : source) {
            long[] s = span(turn);
            int best = -1;
            long bestOverlap = 0;
            long bestDistance = Long.MAX_VALUE;
            for (int t = Math.max(0, from - 1); t < spans.length; t++) {
                long overlap = Math.min(s[1], spans[t][1]) - Math.max(s[0], spans[t][0]);
                long distance = Math.max(0, Math.max(s[0], spans[t][0]) - Math.min(s[1], spans[t][1]));
                boolean better = best < 0 || (overlap > 0 ? overlap > bestOverlap : bestOverlap == 0 && distance < bestDistance);
                if (better) {
                    best = t;
                    bestOverlap = Math.max(overlap, 0);
                    bestDistance = distance;
                }
                if (spans[t][0] > s[1]) {
                    break; // later turns start after this source turn ends: farther still
                }
            }
            if (best >= 0) {
                from = best;
            }
            paired.add(new SourceText.Turn(turn.speaker(), turn.text(), s[0], s[1], best));
        }
        return paired;
    }

    private static long[] span(TimedTurns.Turn turn) {
        List<TimedTurns.Word> words = turn.words();
        return words.isEmpty() ? new long[] {0, 0} : new long[] {words.getFirst().start(), words.getLast().end()};
    }
}
