package dev.parlance.parameters;

import dev.parlance.common.ApiException;
import dev.parlance.job.Fidelity;
import dev.parlance.job.Languages;
import dev.parlance.job.Priority;
import dev.parlance.job.TranscriptionOptions;
import dev.parlance.job.Turnaround;
import dev.parlance.workflow.TranscriptionRequest;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * perform_transcription's parameters into a {@link TranscriptionRequest}, and the fidelity and
 * priority that job/modify sets before the order: the one place where a client's fidelity,
 * priority, turnaround, options and target languages are read and refused. The web app's new-work
 * page ({@code web.upload}) sends the same fields and gets the same refusals through
 * {@link #request(Map, String)}.
 */
public final class TranscriptionParameters {
    private static final String FIDELITY = "transcription_fidelity";
    private static final String PRIORITY = "priority";

    private TranscriptionParameters() {
    }

    /** perform_transcription also takes EXTERNAL: the job's imported transcript timed to its media. */
    public static TranscriptionRequest request(ApiParams p, String baseUrl) {
        String raw = p.required(FIDELITY);
        Fidelity fidelity = Fidelity.parse(raw).orElseThrow(() -> ApiException.invalid(FIDELITY,
                "'" + raw + "' is not one of MECHANICAL, PREMIUM, PROFESSIONAL or EXTERNAL"));
        Priority priority = priority(p).orElse(null);
        Long hours = p.integer("turnaround_hours").orElse(null);
        return new TranscriptionRequest(
                fidelity,
                priority == null && hours == null ? null : Turnaround.of(priority, hours),
                p.text("callback_url").orElse(null),
                TranscriptionOptions.parse(p.text("options").orElse(null)),
                targetLanguages("target_language", p.text("target_language").orElse("")),
                p.bool("standard_product").orElse(null),
                baseUrl);
    }

    /**
     * The same parameters from another edge of the service, by their v1 names
     * ({@code transcription_fidelity}, {@code priority}, {@code turnaround_hours}, {@code options} as
     * JSON, {@code target_language}...); a null value counts as absent.
     */
    public static TranscriptionRequest request(Map<String, String> fields, String baseUrl) {
        ApiParams p = new ApiParams();
        fields.forEach((name, value) -> {
            if (value != null) {
                p.add(name, value);
            }
        });
        return request(p, baseUrl);
    }

    /** transcription_fidelity when sent; EXTERNAL is refused with the unknown names. */
    public static Optional<Fidelity> fidelity(ApiParams p) {
        return p.text(FIDELITY).map(TranscriptionParameters::requestableFidelity);
    }

    /** priority when sent; HIGH is refused with the unknown names. */
    public static Optional<Priority> priority(ApiParams p) {
        return p.text(PRIORITY).map(raw -> Priority.requestable(raw).orElseThrow(() -> ApiException.invalid(PRIORITY,
                "'" + raw + "' is not one of ECONOMY, STANDARD, PRIORITY or CRITICAL")));
    }

    private static Fidelity requestableFidelity(String raw) {
        return Fidelity.requestable(raw).orElseThrow(() -> ApiException.invalid(FIDELITY,
                "'" + raw + "' is not one of MECHANICAL, PREMIUM or PROFESSIONAL"));
    }

    /** One code or comma-separated codes: normalised, each once, in the order sent; empty when none. */
    public static List<String> targetLanguages(String parameter, String raw) {
        return Languages.list(parameter, raw);
    }
}
