package dev.parlance.billing;

import dev.parlance.billing.StatisticsPeriods.Grouping;
import dev.parlance.billing.StatisticsPeriods.Period;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("no-database")
class StatisticsPeriodsTest {
    private static Instant at(String s) {
        return Instant.parse(s);
    }

    @Test
    void monthGroupingOverTheSpecExampleGivesTwoBlocks() {
        var blocks = StatisticsPeriods.split(at("2015-06-25T00:00:00Z"), at("2015-07-25T00:00:00Z"), Optional.of(Grouping.MONTH));
        assertThat(blocks).containsExactly(
                new Period(at("2015-06-25T00:00:00Z"), at("2015-06-30T23:59:59.999999Z")),
                new Period(at("2015-07-01T00:00:00Z"), at("2015-07-25T00:00:00Z")));
    }

    @Test
    void weekGroupingFromAWednesdayStartsThereAndThenOnSundays() {
        // 2015-06-24 is a Wednesday.
        var blocks = StatisticsPeriods.split(at("2015-06-24T10:00:00Z"), at("2015-07-10T12:00:00Z"), Optional.of(Grouping.WEEK));
        assertThat(blocks).containsExactly(
                new Period(at("2015-06-24T10:00:00Z"), at("2015-06-27T23:59:59.999999Z")),
                new Period(at("2015-06-28T00:00:00Z"), at("2015-07-04T23:59:59.999999Z")),
                new Period(at("2015-07-05T00:00:00Z"), at("2015-07-10T12:00:00Z")));
    }

    @Test
    void withoutGroupingOneBlockCoversTheRange() {
        var blocks = StatisticsPeriods.split(at("2015-01-01T00:00:00Z"), at("2016-01-01T00:00:00Z"), Optional.empty());
        assertThat(blocks).containsExactly(new Period(at("2015-01-01T00:00:00Z"), at("2016-01-01T00:00:00Z")));
    }

    @Test
    void aRangeInsideOneMonthIsOneBlock() {
        var blocks = StatisticsPeriods.split(at("2015-06-02T00:00:00Z"), at("2015-06-20T00:00:00Z"), Optional.of(Grouping.MONTH));
        assertThat(blocks).hasSize(1);
    }

    @Test
    void anEndBeforeTheStartGivesNoBlocks() {
        assertThat(StatisticsPeriods.split(at("2015-06-02T00:00:00Z"), at("2015-06-01T00:00:00Z"), Optional.empty())).isEmpty();
    }
}
