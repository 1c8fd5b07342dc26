package dev.parlance.captions.layout;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Splits one run of units (between hard breaks) into captions and each caption into lines, by
 * dynamic programming over break positions: the cheapest total over captions of a fixed caption
 * cost, a duration cost around the target length, the line costs (how unequal the lines are, which
 * prefers two lines of similar length over one long and one short, and one line when it fits),
 * the break-rule costs at every line and caption break, and a penalty for captions under the
 * minimum word count. Hard limits: lines per caption, characters per line (a unit longer than a
 * line sits alone on its line; with disallow_dangling a sentence's last word may overrun), units
 * that need a line of their own, sentence breaks between lines (line_break_on_sentence) and the
 * maximum caption duration (a single unit may exceed it). Time and memory are linear in the
 * number of units for fixed line limits.
 */
final class CaptionSplitter {
    private static final double INF = Double.POSITIVE_INFINITY;
    private static final double CAPTION_COST = 300;
    private static final double LINE_WEIGHT = 1000;
    private static final double OVERRUN_COST = 100;
    private static final double UNDER_TARGET_WEIGHT = 600;
    private static final double OVER_TARGET_WEIGHT = 4000;
    private static final double MISSING_WORD_COST = 5000;
    private static final double CAPTION_BREAK_FACTOR = 2.5;
    private static final double EXTRA_LINE_COST = 50;

    private final int columns;
    private final int rows;
    private final LayoutOptions options;
    private final long maxDuration;
    private final long target;

    /** One caption: its units {@code [from, to)} and where each line starts. */
    record Caption(int from, int to, int[] lineStarts) {
    }

    CaptionSplitter(LayoutOptions options, FormatLimits limits) {
        this.options = options;
        this.columns = Math.min(options.charactersPerCaptionLine(), limits.maxColumns());
        this.rows = Math.min(options.linesPerCaption(), limits.maxRows());
        this.maxDuration = options.maximumCaptionDuration().isPresent() ? options.maximumCaptionDuration().getAsInt() : Long.MAX_VALUE;
        this.target = options.layoutTargetCaptionLengthMs();
    }

    List<Caption> split(List<Unit> units) {
        return new Run(units).solve();
    }

    private final class Run {
        private final Unit[] u;
        private final int n;
        private final int[] lengthBefore;   // sum of unit lengths before index
        private final int[] ownLinesBefore;
        private final int[] sentenceEndsBefore;
        private final int[] wordsBefore;
        private final int[] breakCost;      // cost of breaking after unit i
        private final double[][] lines;     // lines[r][e]: cheapest r lines covering [start, e)
        private final int[][] lineFrom;
        private final double[] lastLine;    // scratch: cost of the line [a, e) being considered

        Run(List<Unit> units) {
            u = units.toArray(new Unit[0]);
            n = u.length;
            lengthBefore = new int[n + 1];
            ownLinesBefore = new int[n + 1];
            sentenceEndsBefore = new int[n + 1];
            wordsBefore = new int[n + 1];
            breakCost = new int[Math.max(n, 1)];
            for (int i = 0; i < n; i++) {
                lengthBefore[i + 1] = lengthBefore[i] + u[i].length();
                ownLinesBefore[i + 1] = ownLinesBefore[i] + (u[i].is(Unit.OWN_LINE) ? 1 : 0);
                sentenceEndsBefore[i + 1] = sentenceEndsBefore[i] + (u[i].is(Unit.SENTENCE_END) ? 1 : 0);
                wordsBefore[i + 1] = wordsBefore[i] + u[i].words();
                if (i + 1 < n) {
                    breakCost[i] = BreakRules.between(i > 0 ? u[i - 1] : null, u[i], u[i + 1],
                            i + 2 < n ? u[i + 2] : null, options.disallowDangling());
                }
            }
            lines = new double[rows + 1][n + 1];
            lineFrom = new int[rows + 1][n + 1];
            lastLine = new double[n + 1];
        }

        List<Caption> solve() {
            if (n == 0) {
                return List.of();
            }
            double[] best = new double[n + 1];
            int[] from = new int[n + 1];
            Arrays.fill(best, INF);
            best[0] = 0;
            for (int j = 0; j < n; j++) {
                if (best[j] == INF) {
                    continue;
                }
                long end = Long.MIN_VALUE;
                for (int e = j + 1; e <= n; e++) {
                    end = Math.max(end, u[e - 1].end());
                    long duration = end - u[j].start();
                    if (e - j > 1 && (duration > maxDuration || duration > 4 * target)) {
                        break;
                    }
                    double layout = layLines(j, e);
                    if (layout == INF) {
                        break;
                    }
                    double cost = best[j] + CAPTION_COST + layout + durationCost(duration) + wordsCost(j, e)
                            + (e < n ? CAPTION_BREAK_FACTOR * breakCost[e - 1] : 0);
                    if (cost < best[e]) {
                        best[e] = cost;
                        from[e] = j;
                    }
                }
            }
            List<Caption> captions = new ArrayList<>();
            for (int e = n; e > 0; e = from[e]) {
                captions.add(caption(from[e], e));
            }
            return captions.reversed();
        }

        /** Fills lines[*][e] for captions starting at j; the cheapest layout of [j, e) or INF. */
        private double layLines(int j, int e) {
            int first = e;
            for (int a = e - 1; a >= j; a--) {
                double line = lineCost(a, e);
                if (line == INF) {
                    break;
                }
                lastLine[a] = line;
                first = a;
            }
            // one line: only [j, e) itself
            lines[1][e] = first == j ? lastLine[j] : INF;
            lineFrom[1][e] = j;
            double cheapest = captionLinesCost(1, j, e);
            for (int r = 2; r <= rows; r++) {
                double bestR = INF;
                int bestA = -1;
                double[] before = lines[r - 1];
                for (int a = Math.max(first, j + 1); a < e; a++) {
                    double cost = before[a] + breakCost[a - 1] + lastLine[a];
                    if (cost < bestR) {
                        bestR = cost;
                        bestA = a;
                    }
                }
                lines[r][e] = bestR;
                lineFrom[r][e] = bestA;
                cheapest = Math.min(cheapest, captionLinesCost(r, j, e));
            }
            return cheapest;
        }

        /**
         * The line part of a caption's cost with r lines. The sum of squared slack that the line
         * table minimises equals r times the squared slack of the mean line plus the squared
         * deviations from the mean; only the deviations (imbalance) count here, so an emptier
         * caption is not dearer than a full one (the duration target decides how full captions
         * get), plus a little for every extra line.
         */
        private double captionLinesCost(int r, int j, int e) {
            double table = lines[r][e];
            if (table == INF) {
                return INF;
            }
            double mean = (double) (lengthBefore[e] - lengthBefore[j] + (e - j) - r) / r;
            double emptiness = mean >= columns ? 0 : r * slackCost(mean);
            return Math.max(0, table - emptiness) + EXTRA_LINE_COST * (r - 1);
        }

        private double lineCost(int a, int e) {
            int count = e - a;
            int length = lengthBefore[e] - lengthBefore[a] + count - 1;
            if (count == 1) {
                return length > columns ? OVERRUN_COST : slackCost(length);
            }
            if (ownLinesBefore[e] - ownLinesBefore[a] > 0) {
                return INF;
            }
            if (options.lineBreakOnSentence() && sentenceEndsBefore[e - 1] - sentenceEndsBefore[a] > 0) {
                return INF;
            }
            if (length <= columns) {
                return slackCost(length);
            }
            if (options.disallowDangling() && u[e - 1].is(Unit.SENTENCE_END)
                    && length - u[e - 1].length() - 1 <= columns) {
                return OVERRUN_COST;
            }
            return INF;
        }

        private double slackCost(double length) {
            double slack = (double) (columns - length) / columns;
            return LINE_WEIGHT * slack * slack;
        }

        private double durationCost(long duration) {
            double off = (double) (duration - target) / target;
            return (off > 0 ? OVER_TARGET_WEIGHT : UNDER_TARGET_WEIGHT) * off * off;
        }

        private double wordsCost(int j, int e) {
            int missing = options.captionWordsMin() - (wordsBefore[e] - wordsBefore[j]);
            return missing > 0 ? MISSING_WORD_COST * missing : 0;
        }

        private Caption caption(int j, int e) {
            layLinesFrom(j, e);
            int bestR = 1;
            for (int r = 1; r <= rows; r++) {
                if (captionLinesCost(r, j, e) < captionLinesCost(bestR, j, e)) {
                    bestR = r;
                }
            }
            int[] starts = new int[bestR];
            int end = e;
            for (int r = bestR; r >= 1; r--) {
                int a = lineFrom[r][end];
                starts[r - 1] = a;
                end = a;
            }
            return new Caption(j, e, starts);
        }

        /** Recomputes the line tables of captions starting at j up to e (they were overwritten). */
        private void layLinesFrom(int j, int e) {
            for (int x = j + 1; x <= e; x++) {
                layLines(j, x);
            }
        }
    }
}
