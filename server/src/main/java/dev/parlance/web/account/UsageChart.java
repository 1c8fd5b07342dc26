package dev.parlance.web.account;

import dev.parlance.billing.Metric;
import dev.parlance.billing.StatisticsPeriods.Grouping;
import dev.parlance.billing.UsageBlock;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The usage page's chart, drawn by the template as SVG: one horizontal bar per period (a label line
 * above it), split by fidelity. Widths are percentages of the chart's width and heights are pixels,
 * so the bars fill a phone's width as well as a desktop's while the text keeps its size (a scaled
 * viewBox would shrink the labels to nothing at 320 px). The same numbers are in the page's table.
 */
record UsageChart(List<Bar> bars, int height, long total) {
    /** The fidelities a bar is split into: every billed minute counts toward exactly one. */
    static final List<Metric> PARTS = List.of(Metric.MECHANICAL, Metric.PREMIUM, Metric.PROFESSIONAL);
    private static final int ROW = 46;
    private static final int LABEL_BASELINE = 15;
    private static final int BAR_TOP = 21;
    private static final int BAR_HEIGHT = 16;

    /** The height of a bar, in pixels. */
    public int barHeight() {
        return BAR_HEIGHT;
    }

    /** One period: its label, its total, where its row starts, and its segments. */
    record Bar(String label, long total, int y, List<Segment> segments) {
        public int labelY() {
            return y + LABEL_BASELINE;
        }

        public int barY() {
            return y + BAR_TOP;
        }
    }

    /** A fidelity's part of a bar, as percentages of the chart's width. */
    record Segment(String fidelity, String cssClass, long minutes, String x, String width) {
    }

    static UsageChart of(List<UsageBlock> blocks, Grouping grouping) {
        long max = Math.max(1, blocks.stream().mapToLong(b -> b.minutes().get(Metric.TOTAL)).max().orElse(0));
        List<Bar> bars = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            UsageBlock block = blocks.get(i);
            List<Segment> segments = new ArrayList<>();
            double x = 0;
            for (Metric part : PARTS) {
                long minutes = block.minutes().get(part);
                if (minutes > 0) {
                    double width = 100.0 * minutes / max;
                    segments.add(new Segment(metricName(part), "bar-" + part.name().toLowerCase(Locale.ROOT), minutes,
                            percent(x), percent(width)));
                    x += width;
                }
            }
            bars.add(new Bar(label(block, grouping), block.minutes().get(Metric.TOTAL), i * ROW, segments));
        }
        long total = blocks.stream().mapToLong(b -> b.minutes().get(Metric.TOTAL)).sum();
        return new UsageChart(bars, Math.max(ROW, blocks.size() * ROW), total);
    }

    /** "November 2026" for a month, "Week of 22 Nov 2026" for a week: the period's first day, in UTC as the API's periods are. */
    static String label(UsageBlock block, Grouping grouping) {
        var day = block.start().atZone(ZoneOffset.UTC).toLocalDate();
        return switch (grouping) {
            case MONTH -> day.format(DateTimeFormatter.ofPattern("MMMM yyyy", Locale.ENGLISH));
            case WEEK -> "Week of " + day.format(DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH));
        };
    }

    /** A metric as a person reads it (the API's names are for programs). */
    static String metricName(Metric metric) {
        return switch (metric) {
            case TOTAL -> "Total";
            case MECHANICAL -> "Mechanical";
            case PREMIUM -> "Premium";
            case PROFESSIONAL -> "Professional";
            case FOREIGN_TRANSCRIPTION -> "Foreign-language transcription";
            case TRANSLATION -> "Translation";
            case ENGLISH_TRANSCRIPTION -> "English transcription";
            case AUDIO_DESCRIPTION -> "Audio description";
        };
    }

    private static String percent(double value) {
        return String.format(Locale.ROOT, "%.2f%%", value);
    }
}
