package dev.parlance.billing;

import dev.parlance.account.Account;
import dev.parlance.account.AccountAccess;
import dev.parlance.billing.BillingRepository.DailyMinutes;
import dev.parlance.billing.StatisticsPeriods.Grouping;
import dev.parlance.billing.StatisticsPeriods.Period;
import dev.parlance.common.ApiException;
import dev.parlance.common.ApiTime;
import org.springframework.stereotype.Service;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** aggregate_statistics: billed minutes of an account scope, in blocks. */
@Service
public class UsageStatistics {
    private final BillingRepository records;
    private final AccountAccess access;
    private final Clock clock;

    UsageStatistics(BillingRepository records, AccountAccess access, Clock clock) {
        this.records = records;
        this.access = access;
        this.clock = clock;
    }

    /**
     * The blocks of billed minutes, by the jobs' return time.
     *
     * @param account  a descendant's username, {@code *} for the caller and all descendants, or empty
     *                 for the caller ({@link AccountAccess#scope})
     * @param start    default: when the scope's first billed job was returned; with nothing billed
     *                 (or billed only after the end), the end, giving one block of zeros
     * @param end      default: now
     */
    public List<UsageBlock> aggregate(Account caller, Optional<String> account, Optional<Grouping> grouping,
                                      Optional<Instant> start, Optional<Instant> end) {
        List<String> scope = access.scope(caller, account);
        Instant to = end.orElseGet(clock::instant);
        Instant from = start.orElseGet(() -> records.firstReturnedAt(scope).filter(first -> first.isBefore(to)).orElse(to));
        if (from.isAfter(to)) {
            throw ApiException.invalid("start_date", ApiTime.format(from) + " is after the end date " + ApiTime.format(to));
        }
        List<Period> periods = StatisticsPeriods.split(from, to, grouping);
        List<Map<Metric, Long>> sums = new ArrayList<>();
        periods.forEach(p -> sums.add(zeros()));
        for (DailyMinutes day : records.dailyMinutes(scope, from, to)) {
            Map<Metric, Long> block = sums.get(periodOf(day.day(), periods));
            for (Metric metric : Metric.values()) {
                if (metric.counts(day.fidelity(), day.languageClass())) {
                    block.merge(metric, day.minutes(), Long::sum);
                }
            }
        }
        List<UsageBlock> blocks = new ArrayList<>();
        for (int i = 0; i < periods.size(); i++) {
            blocks.add(new UsageBlock(periods.get(i).start(), periods.get(i).end(), sums.get(i)));
        }
        return blocks;
    }

    /**
     * Blocks after the first begin at a UTC midnight, so each UTC day lies in exactly one block: the
     * first whose last day is not before it.
     */
    private static int periodOf(LocalDate day, List<Period> periods) {
        for (int i = 0; i < periods.size() - 1; i++) {
            if (!periods.get(i).end().atZone(ZoneOffset.UTC).toLocalDate().isBefore(day)) {
                return i;
            }
        }
        return periods.size() - 1;
    }

    private static Map<Metric, Long> zeros() {
        Map<Metric, Long> m = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            m.put(metric, 0L);
        }
        return m;
    }
}
