package dev.parlance.speech;

import dev.parlance.speech.media.PcmDecoder;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("no-database")
class SectionPlanTest {

    @Test
    void shortMediaIsOneSectionDecodedWhole() {
        List<MediaSection> plan = SectionPlan.of(45_000, 2);
        assertThat(plan).containsExactly(new MediaSection(0, 0, 45_000, true));
        assertThat(plan.getFirst().decodeStartMillis()).isZero();
        assertThat(plan.getFirst().decodeEndMillis()).isEqualTo(PcmDecoder.TO_THE_END);
    }

    @Test
    void mediaIsSharedBetweenTheLanesInSectionsOfAtLeastAMinute() {
        assertThat(SectionPlan.of(210_000, 2)).extracting(MediaSection::lengthMillis).containsExactly(105_000L, 105_000L);
        assertThat(SectionPlan.of(90_000, 2)).hasSize(2);
        assertThat(SectionPlan.of(100_000, 4)).hasSize(2).allSatisfy(s -> assertThat(s.lengthMillis()).isEqualTo(50_000));
    }

    @Test
    void longMediaIsCutIntoEqualSectionsOfAtMostTenMinutesAsManyForEachLaneThatCoverItAll() {
        long media = 10_800_123; // three hours: at least 19 sections, 20 for two lanes
        List<MediaSection> plan = SectionPlan.of(media, 2);
        assertThat(plan).hasSize(20);
        assertThat(plan.getFirst().startMillis()).isZero();
        assertThat(plan.getLast().endMillis()).isEqualTo(media);
        assertThat(plan.getLast().last()).isTrue();
        for (int i = 1; i < plan.size(); i++) {
            assertThat(plan.get(i).startMillis()).isEqualTo(plan.get(i - 1).endMillis());
            assertThat(plan.get(i).number()).isEqualTo(i);
            assertThat(plan.get(i - 1).last()).isFalse();
        }
        assertThat(plan).allSatisfy(s -> assertThat(s.lengthMillis()).isBetween(540_000L, 540_007L));
        assertThat(SectionPlan.of(media, 3)).hasSize(21);
        // Half an hour on two lanes: two sections each.
        assertThat(SectionPlan.of(1_853_000, 2)).hasSize(4);
        // More lanes share it more finely.
        assertThat(SectionPlan.of(1_853_000, 8)).hasSize(8);
    }

    @Test
    void decodedAudioOverlapsTheNeighbours() {
        MediaSection middle = SectionPlan.of(900_000, 3).get(1);
        assertThat(middle.decodeStartMillis()).isEqualTo(middle.startMillis() - SectionPlan.OVERLAP_MILLIS);
        assertThat(middle.decodeEndMillis()).isEqualTo(middle.endMillis() + SectionPlan.OVERLAP_MILLIS);
    }

    @Test
    void emptyMediaStillHasOneSection() {
        assertThat(SectionPlan.of(0, 2)).containsExactly(new MediaSection(0, 0, 0, true));
    }
}
