package dev.parlance.web.account;

import dev.parlance.account.Account;
import dev.parlance.account.AccountAccess;
import dev.parlance.account.SubAccountService;
import dev.parlance.billing.Metric;
import dev.parlance.billing.StatisticsPeriods.Grouping;
import dev.parlance.billing.UsageBlock;
import dev.parlance.billing.UsageStatistics;
import dev.parlance.parameters.Choices;
import dev.parlance.web.CurrentAccount;
import dev.parlance.web.WebPaths;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.TemporalAdjusters;
import java.util.List;
import java.util.Optional;

/**
 * {@code /account/usage}: billed minutes by week or month (aggregate_statistics' service and its
 * account scope: {@code *} for the customer and all its sub-accounts, its own name, or one
 * sub-account's) over the last {@link #PERIODS} periods, as a bar chart and the same figures as a
 * table (every metric), for those who do not see the chart.
 */
@Controller
class UsagePage {
    static final String PATH = WebPaths.ACCOUNT + "/usage";
    static final int PERIODS = 12;

    /** A row of the table: the period's label and its minutes of every metric, in {@link Metric}'s order. */
    record Row(String label, List<Long> minutes) {
    }

    private final UsageStatistics statistics;
    private final SubAccountService subAccounts;
    private final Clock clock;

    UsagePage(UsageStatistics statistics, SubAccountService subAccounts, Clock clock) {
        this.statistics = statistics;
        this.subAccounts = subAccounts;
        this.clock = clock;
    }

    @GetMapping(PATH)
    String usage(@CurrentAccount Account me, @RequestParam(defaultValue = "month") String by,
                 @RequestParam(defaultValue = AccountAccess.SELF_AND_DESCENDANTS) String account, Model model) {
        Grouping grouping = Choices.grouping("by", by);
        Instant now = clock.instant();
        List<UsageBlock> blocks = statistics.aggregate(me, Optional.of(account), Optional.of(grouping),
                Optional.of(firstDay(grouping, now)), Optional.of(now));
        model.addAttribute("by", grouping.name().toLowerCase(java.util.Locale.ROOT));
        model.addAttribute("account", account.strip());
        model.addAttribute("accounts", subAccounts.usernames(me));
        model.addAttribute("chart", UsageChart.of(blocks, grouping));
        model.addAttribute("parts", UsageChart.PARTS.stream().map(UsageChart::metricName).toList());
        model.addAttribute("metrics", List.of(Metric.values()).stream().map(UsageChart::metricName).toList());
        model.addAttribute("rows", blocks.stream().map(b -> new Row(UsageChart.label(b, grouping),
                List.of(Metric.values()).stream().map(m -> b.minutes().get(m)).toList())).toList());
        return "account/usage";
    }

    /** The first day of the period {@link #PERIODS} - 1 periods before the current one (UTC, as the API's periods). */
    static Instant firstDay(Grouping grouping, Instant now) {
        LocalDate today = now.atZone(ZoneOffset.UTC).toLocalDate();
        LocalDate first = switch (grouping) {
            case MONTH -> today.withDayOfMonth(1).minusMonths(PERIODS - 1);
            case WEEK -> today.with(TemporalAdjusters.previousOrSame(DayOfWeek.SUNDAY)).minusWeeks(PERIODS - 1);
        };
        return first.atStartOfDay(ZoneOffset.UTC).toInstant();
    }
}
