package dev.parlance.rendering;

import dev.parlance.account.Account;
import dev.parlance.captions.format.CaptionWriters;
import dev.parlance.captions.layout.CaptionLayout;
import dev.parlance.captions.layout.CaptionTrack;
import dev.parlance.captions.layout.FormatLimits;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.quality.CaptionQualityCheck;
import dev.parlance.captions.quality.QualityProfile;
import dev.parlance.captions.quality.QualityReport;
import dev.parlance.captions.transform.TextOptions;
import dev.parlance.captions.transcript.TranscriptWriter;
import dev.parlance.elementlist.ElementListSelection;
import dev.parlance.job.Job;
import dev.parlance.job.JobTasks;
import dev.parlance.job.TaskStatus;
import dev.parlance.job.TaskType;
import dev.parlance.system.ProcessorWork;
import org.springframework.stereotype.Service;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Captions and transcripts of a job: select the ElementList version, apply the text transforms,
 * lay out cues within the format's limits, write the format. All the work is the caption library's;
 * this class only chooses the input and records the read in the job's history. A request's reading,
 * laying out and writing run as {@link ProcessorWork} (a long job's captions take a processor for a while).
 */
@Service
public class CaptionService {
    private final ElementListSelection selection;
    private final JobTasks tasks;
    private final ProcessorWork processors;

    CaptionService(ElementListSelection selection, JobTasks tasks, ProcessorWork processors) {
        this.selection = selection;
        this.tasks = tasks;
        this.processors = processors;
    }

    /** get_caption: the captions, recorded in the job's history as a client's read. */
    public Rendered caption(Account caller, String jobId, CaptionRequest request) {
        return processors.run(() -> {
            ElementListSelection.Selected selected = selection.select(caller, jobId, request.selector());
            Rendered rendered = render(selected, request);
            tasks.record(selected.job().id(), TaskType.JOB_GET_CAPTION, TaskStatus.COMPLETE, request.format().name());
            return rendered;
        });
    }

    /**
     * The captions a job's own page plays along with its media: every view would otherwise add a
     * get_caption to the job's history, which is the record of what clients read and ordered.
     */
    public Rendered captionUnrecorded(Account caller, String jobId, CaptionRequest request) {
        return processors.run(() -> render(selection.select(caller, jobId, request.selector()), request));
    }

    private Rendered render(ElementListSelection.Selected selected, CaptionRequest request) {
        CaptionTrack track = track(selected.job(), selected.elementList(), request);
        var writer = CaptionWriters.create(request.format(), DfxpHeaderTags.filled(request.writer(), selected.job()));
        byte[] body = write(out -> {
            try (Writer w = request.output().wrap(new OutputStreamWriter(out, StandardCharsets.UTF_8))) {
                writer.write(track, w);
            }
        });
        return new Rendered(body, request.format().contentType(), fileName(selected.job(), request.format().extension()));
    }

    /** The laid-out cues, for other deliverables (burn-in) that render captions themselves. */
    public CaptionTrack track(Job job, ElementList list, CaptionRequest request) {
        FormatLimits limits = new FormatLimits(request.format().maxColumns(), request.format().maxRows(),
                request.format().roundingMs());
        return new CaptionLayout(request.layout(), limits).track(request.text().apply(list), job.name(), job.id());
    }

    /**
     * The quality check of a version's captions against the profile, laid out as get_caption lays them
     * out by default with the limits tightened to the profile (what a customer downloading with the
     * profile's line length and lines gets); what remains is what layout cannot fix (reading speed,
     * durations). The caller has selected the version, so the job is theirs.
     */
    public QualityReport quality(Job job, ElementList list, QualityProfile profile) {
        CaptionLayout layout = new CaptionLayout(profile.layoutOptions(LayoutOptions.defaults()), FormatLimits.NONE);
        return CaptionQualityCheck.check(layout.track(TextOptions.defaults().apply(list), job.name(), job.id()), profile);
    }

    public Rendered transcript(Account caller, String jobId, TranscriptRequest request) {
        return processors.run(() -> transcriptNow(caller, jobId, request));
    }

    private Rendered transcriptNow(Account caller, String jobId, TranscriptRequest request) {
        ElementListSelection.Selected selected = selection.select(caller, jobId, request.selector());
        ElementList text = request.text().apply(selected.elementList());
        var writer = new TranscriptWriter(request.transcript());
        var format = request.transcript().fileFormat();
        String title = selected.job().name() == null ? "" : selected.job().name();
        byte[] body = write(out -> {
            if (format.isText()) {
                try (Writer w = request.output().wrap(new OutputStreamWriter(out, StandardCharsets.UTF_8))) {
                    writer.write(text, title, w);
                }
            } else {
                writer.write(text, title, out);
            }
        });
        tasks.record(selected.job().id(), TaskType.JOB_GET_TRANSCRIPT, TaskStatus.COMPLETE, format.name());
        return new Rendered(body, format.contentType(), fileName(selected.job(), format.extension()));
    }

    private interface Body {
        void writeTo(ByteArrayOutputStream out) throws IOException;
    }

    private static byte[] write(Body body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            body.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static String fileName(Job job, String extension) {
        String base = job.name() == null || job.name().isBlank() ? job.id() : job.name().replaceAll("[^A-Za-z0-9._ -]", "_");
        return base + "." + extension.replaceFirst("^\\.", "");
    }
}
