package dev.parlance.captions.preview;

import dev.parlance.captions.quality.QualityReport;

import java.util.List;

/** The captions of a text as they will appear, and what the quality check found in them. */
public record Preview(String profile, List<PreviewCue> cues, List<Problem> problems, QualityReport.Summary summary) {
    public Preview {
        cues = List.copyOf(cues);
        problems = List.copyOf(problems);
    }
}
