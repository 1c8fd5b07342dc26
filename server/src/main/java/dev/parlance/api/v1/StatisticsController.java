package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.TokenService;
import dev.parlance.billing.Metric;
import dev.parlance.billing.StatisticsPeriods.Grouping;
import dev.parlance.billing.UsageBlock;
import dev.parlance.billing.UsageStatistics;
import dev.parlance.common.ApiException;
import dev.parlance.common.ApiTime;
import dev.parlance.parameters.ApiParams;
import dev.parlance.parameters.Choices;
import org.springframework.web.bind.annotation.RestController;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** aggregate_statistics. */
@RestController
class StatisticsController {
    private final TokenService tokens;
    private final UsageStatistics statistics;

    StatisticsController(TokenService tokens, UsageStatistics statistics) {
        this.tokens = tokens;
        this.statistics = statistics;
    }

    /**
     * {@code {data: [block...], start_date, end_date}}: each block holds the requested metrics (all
     * seven when {@code metrics} is unset or empty) and its own start and end; the top-level dates
     * echo the parameters and are null when those were not supplied.
     */
    @ApiRoute("/api/job/aggregate_statistics")
    Map<String, Object> aggregate(ApiParams p) {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        Set<Metric> metrics = metrics(p);
        Optional<Grouping> grouping = p.text("group_by").map(g -> Choices.grouping("group_by", g));
        Optional<Instant> start = p.instant("start_date");
        Optional<Instant> end = p.instant("end_date");
        List<Map<String, Object>> data = new ArrayList<>();
        for (UsageBlock block : statistics.aggregate(caller, p.text("account_id"), grouping, start, end)) {
            Map<String, Object> json = new LinkedHashMap<>();
            metrics.forEach(m -> json.put(m.apiName(), block.minutes().get(m)));
            json.put("start_date", ApiTime.format(block.start()));
            json.put("end_date", ApiTime.format(block.end()));
            data.add(json);
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("data", data);
        body.put("start_date", start.map(ApiTime::format).orElse(null));
        body.put("end_date", end.map(ApiTime::format).orElse(null));
        return body;
    }

    private static Set<Metric> metrics(ApiParams p) {
        List<String> names = p.list("metrics").orElse(List.of());
        if (names.isEmpty()) {
            return new LinkedHashSet<>(Metric.specified());
        }
        Set<Metric> metrics = new LinkedHashSet<>();
        for (String name : names) {
            metrics.add(Metric.parse(name).orElseThrow(() -> ApiException.invalid("metrics", "unknown metric '" + name
                    + "'; known: " + String.join(", ", Arrays.stream(Metric.values()).map(Metric::apiName).toList()))));
        }
        return metrics;
    }
}
