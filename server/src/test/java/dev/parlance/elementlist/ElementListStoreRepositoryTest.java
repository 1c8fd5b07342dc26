package dev.parlance.elementlist;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Token;
import dev.parlance.common.Ids;
import dev.parlance.job.JobFactory;
import dev.parlance.job.JobRepository;
import dev.parlance.support.RepositoryTestSupport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The ElementList versions of a job as rows: order, selection, confidences kept beside them. */
class ElementListStoreRepositoryTest extends RepositoryTestSupport {
    @Autowired
    ElementListStore store;
    @Autowired
    JobRepository jobs;

    private String newJob() {
        String owner = newAccount("store");
        String id = Ids.newId();
        jobs.insert(JobFactory.requested(id, owner, "store test", "en", null, null, null, null, null, Instant.now()));
        return id;
    }

    private static ElementList saying(String word) {
        var seq = new Sequence(List.of(Token.word(word, word, 0, 500)), false, 0, 500, 0.8);
        return new ElementList(3, 0, 500, "EN_US", List.of(new Segment(List.of(seq), false, 0, false, 0, 500)),
                List.of(), Map.of(), Map.of());
    }

    @Test
    void versionsAreOrderedAndSelectableByNameAndTime() {
        String job = newJob();
        var mechanical = store.save(job, "MECHANICAL", false, saying("first"));
        var fin = store.save(job, "FINAL", false, saying("second"));

        assertThat(fin.version()).isAfter(mechanical.version());
        assertThat(store.versions(job)).extracting(ElementListVersion::iwpName).containsExactly("MECHANICAL", "FINAL");
        assertThat(store.load(store.latest(job, false).orElseThrow())).isEqualTo(saying("second"));
        assertThat(store.load(store.latestNamed(job, "mechanical", false).orElseThrow())).isEqualTo(saying("first"));
        assertThat(store.load(store.at(job, mechanical.version(), false).orElseThrow())).isEqualTo(saying("first"));
        assertThat(store.at(job, mechanical.version().minus(1, ChronoUnit.SECONDS), false)).isEmpty();
        assertThat(store.latest(job, true)).isEmpty();
        assertThat(mechanical.version().getNano() % 1000).isZero();
    }

    @Test
    void wordConfidencesAreKeptBesideTheirVersionAndOutOfTheDocument() {
        String job = newJob();
        var mechanical = store.save(job, "MECHANICAL", false, saying("first"),
                new WordConfidences(java.util.Arrays.asList(0.12345, null)));
        var fin = store.save(job, "FINAL", false, saying("first"));

        assertThat(store.wordConfidences(mechanical).orElseThrow().values()).containsExactly(0.123, null);
        assertThat(store.wordConfidences(fin)).isEmpty();
        assertThat(store.load(mechanical)).isEqualTo(saying("first"));
        assertThat(store.byId(job, mechanical.id())).contains(mechanical);
        assertThat(store.byId(newJob(), mechanical.id())).isEmpty();
    }

    @Test
    void theBuilderGivesEachWordItsConfidenceInTheListsOrder() {
        var later = new dev.parlance.speech.RecognizedWord("later", 900, 1000, 0.4);
        var early = new dev.parlance.speech.RecognizedWord("early", 100, 200, 0.9);
        var list = new ElementListBuilder().build(List.of(later, early), 1000, "en");
        assertThat(list.segments().getFirst().sequences().getFirst().tokens().getFirst().value()).isEqualTo("early");
        // in context: each word takes on a share of its neighbour's doubt, in the list's order
        List<Double> inOrder = dev.parlance.speech.ConfidenceInContext.of(List.of(early, later));
        assertThat(ElementListBuilder.wordConfidences(List.of(later, early)).values()).isEqualTo(inOrder);
        assertThat(inOrder.get(0)).isGreaterThan(inOrder.get(1)).isLessThan(0.9);
    }
}
