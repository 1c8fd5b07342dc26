package dev.parlance.bench;

import dev.parlance.captions.layout.CaptionLayout;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.FormatLimits;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.model.ElementListJson;
import dev.parlance.captions.quality.CaptionQualityCheck;
import dev.parlance.captions.quality.QualityProfile;
import dev.parlance.captions.transform.TextOptions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Lays out, with the spec's default options, every ElementList JSON file in a folder (what the
 * service answered for get_elementlist) and prints the caption quality report of each profile.
 * Run by bench/service.sh; not a test.
 */
public final class CaptionQualityBench {
    private CaptionQualityBench() {
    }

    public static void main(String[] args) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of(args[0]))) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        var layout = new CaptionLayout(LayoutOptions.defaults(), FormatLimits.NONE);
        for (QualityProfile profile : List.of(QualityProfile.SPEC_DEFAULTS, QualityProfile.NETFLIX_LIKE, QualityProfile.DCMP_LIKE)) {
            int cues = 0;
            int violations = 0;
            StringBuilder details = new StringBuilder();
            for (Path file : files) {
                var list = TextOptions.defaults().apply(ElementListJson.read(Files.readString(file)));
                CaptionTrack track = layout.track(list, file.getFileName().toString(), "");
                var report = CaptionQualityCheck.check(track, profile);
                cues += track.cues().size();
                violations += report.violations().size();
                if (!report.violations().isEmpty()) {
                    details.append("  ").append(file.getFileName()).append(":\n").append(report.toText().indent(4));
                }
            }
            System.out.printf("%s: %d files, %d cues, %d violations%n%s", profile.name(), files.size(), cues, violations, details);
        }
    }
}
