package dev.parlance.web.jobs;

import dev.parlance.captions.quality.QualityProfile;
import dev.parlance.captions.quality.QualityReport;
import dev.parlance.captions.quality.Violation;
import dev.parlance.web.work.PreviewView;

import java.util.List;

/**
 * The caption quality check of one version against one named profile, as the job page's table
 * shows it: the profile's limits in words, how many captions, how many of them break a limit, and
 * the first few problems.
 */
record QualityView(String profile, String limits, int cues, int problems, boolean passes, List<String> examples) {
    private static final int EXAMPLES = 5;

    static QualityView of(QualityProfile profile, QualityReport report) {
        return new QualityView(profile.label(), PreviewView.limits(profile), report.summary().cues(),
                report.violations().size(), report.passes(),
                report.violations().stream().limit(EXAMPLES).map(Violation::toText).toList());
    }
}
