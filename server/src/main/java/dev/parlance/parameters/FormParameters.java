package dev.parlance.parameters;

import dev.parlance.elementlist.ElementListSelection.Selector;
import dev.parlance.job.JobFilter;
import dev.parlance.job.JobListPosition;
import dev.parlance.rendering.CaptionRequest;
import dev.parlance.rendering.TranscriptRequest;

import java.util.Map;

/**
 * The v1 API's parsing of job/list filters and paging, get_caption and get_transcript options, for
 * the other HTTP edge (the web app's pages, whose forms and links use the v1 names). Takes a
 * request's parameter map as the servlet gives it and answers the typed requests the rooms take,
 * with the same defaults and the same refusals ({@code INVALID_OPTION} naming the option), so a
 * browser download is exactly the file the API would give for the same parameters.
 */
public final class FormParameters {
    private FormParameters() {
    }

    /** job/list's filters ({@code JobName}, {@code JobStatus}, {@code Fidelity}, {@code CreationDateFrom}...). */
    public static JobFilter jobFilter(Map<String, String[]> parameters) {
        return JobListFilters.read(of(parameters));
    }

    /** Where job/list's {@code cursor} says the page starts; null without one. A cursor not ours is refused. */
    public static JobListPosition after(Map<String, String[]> parameters) {
        return JobListPaging.read(of(parameters)).map(JobListPaging::after).orElse(null);
    }

    /** The cursor for a page starting after {@code position} (job/list's {@code NextCursor}). */
    public static String cursor(JobListPosition position) {
        return JobListPaging.cursor(position);
    }

    /** get_caption's options: {@code caption_format} (required), layout, text and writer options, version. */
    public static CaptionRequest caption(Map<String, String[]> parameters) {
        return RenderingParameters.caption(of(parameters));
    }

    /** get_transcript's options: {@code file_format}, paragraphs, timecodes, text options, version. */
    public static TranscriptRequest transcript(Map<String, String[]> parameters) {
        return RenderingParameters.transcript(of(parameters));
    }

    /** Which version: {@code elementlist_version}, {@code iwp_name}, {@code audio_description} (none: the latest). */
    public static Selector selector(Map<String, String[]> parameters) {
        return RenderingParameters.selector(of(parameters));
    }

    /** A Boolean parameter the v1 way (true/false in any spelling clients send), {@code fallback} when absent. */
    public static boolean bool(Map<String, String[]> parameters, String name, boolean fallback) {
        return of(parameters).bool(name, fallback);
    }

    private static ApiParams of(Map<String, String[]> parameters) {
        ApiParams p = new ApiParams();
        parameters.forEach((name, values) -> {
            for (String value : values) {
                p.add(name, value);
            }
        });
        return p;
    }
}
