package dev.parlance.api.v1;

import dev.parlance.common.ApiException;
import dev.parlance.job.Fidelity;
import dev.parlance.job.Languages;
import dev.parlance.job.Priority;
import dev.parlance.job.TranscriptionOptions;
import dev.parlance.workflow.TranscriptionRequest;
import dev.parlance.workflow.Turnaround;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * perform_transcription's parameters into a {@link TranscriptionRequest}, and the fidelity and
 * priority that job/modify sets before the order: the one place where a client's fidelity,
 * priority, turnaround, options and target languages are read and refused.
 */
final class TranscriptionParameters {
    private static final String FIDELITY = "transcription_fidelity";
    private static final String PRIORITY = "priority";

    private TranscriptionParameters() {
    }

    /** perform_transcription also takes EXTERNAL: the job's imported transcript timed to its media. */
    static TranscriptionRequest request(ApiParams p, String baseUrl) {
        String raw = p.required(FIDELITY);
        Fidelity fidelity = Fidelity.parse(raw).orElseThrow(() -> ApiException.invalid(FIDELITY,
                "'" + raw + "' is not one of MECHANICAL, PREMIUM, PROFESSIONAL or EXTERNAL"));
        Priority priority = priority(p).orElse(null);
        return new TranscriptionRequest(
                fidelity,
                Turnaround.of(priority, p.integer("turnaround_hours").orElse(null)),
                p.text("callback_url").orElse(null),
                TranscriptionOptions.parse(p.text("options").orElse(null)),
                targetLanguages("target_language", p.text("target_language").orElse("")),
                p.bool("standard_product").orElse(null),
                baseUrl);
    }

    /** transcription_fidelity when sent; EXTERNAL is refused with the unknown names. */
    static Optional<Fidelity> fidelity(ApiParams p) {
        return p.text(FIDELITY).map(TranscriptionParameters::requestableFidelity);
    }

    /** priority when sent; HIGH is refused with the unknown names. */
    static Optional<Priority> priority(ApiParams p) {
        return p.text(PRIORITY).map(raw -> Priority.requestable(raw).orElseThrow(() -> ApiException.invalid(PRIORITY,
                "'" + raw + "' is not one of ECONOMY, STANDARD, PRIORITY or CRITICAL")));
    }

    private static Fidelity requestableFidelity(String raw) {
        return Fidelity.requestable(raw).orElseThrow(() -> ApiException.invalid(FIDELITY,
                "'" + raw + "' is not one of MECHANICAL, PREMIUM or PROFESSIONAL"));
    }

    /** One code or comma-separated codes: normalised, each once, in the order sent; empty when none. */
    static List<String> targetLanguages(String parameter, String raw) {
        List<String> codes = new ArrayList<>();
        for (String part : raw.split(",")) {
            if (part.isBlank()) {
                continue;
            }
            String code = Languages.normalize(part)
                    .orElseThrow(() -> ApiException.invalid(parameter, "'" + part.trim() + "' is not a language code"));
            if (!codes.contains(code)) {
                codes.add(code);
            }
        }
        return codes;
    }
}
