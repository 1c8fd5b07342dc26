package dev.parlance.deliverable.burnin;

import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.TextOutput;
import dev.parlance.captions.format.WriterOptions;
import dev.parlance.captions.format.srt.SrtOptions;
import dev.parlance.captions.format.srt.SrtWriter;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.transform.TextOptions;
import dev.parlance.elementlist.ElementListSelection;
import dev.parlance.job.Job;
import dev.parlance.rendering.CaptionRequest;
import dev.parlance.rendering.CaptionService;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The captions drawn into a burned-in video: exactly what get_caption gives with its default options
 * (text transforms, layout, SRT limits), laid out by the caption library through
 * {@link CaptionService}, written as SRT for ffmpeg's subtitles filter.
 */
@Component
class SubtitleFile {
    private static final CaptionRequest DEFAULTS = new CaptionRequest(CaptionFormat.SRT,
            ElementListSelection.Selector.LATEST, TextOptions.defaults(), LayoutOptions.defaults(),
            WriterOptions.defaults(), TextOutput.defaults());

    private final CaptionService captions;

    SubtitleFile(CaptionService captions) {
        this.captions = captions;
    }

    /** Writes the SRT file; returns how many cues it holds. */
    int writeSrt(Job job, ElementList list, Path srt) throws IOException {
        CaptionTrack track = captions.track(job, list, DEFAULTS);
        try (OutputStream out = Files.newOutputStream(srt)) {
            DEFAULTS.output().write(new SrtWriter(SrtOptions.defaults()), track, out);
        }
        return track.cues().size();
    }
}
