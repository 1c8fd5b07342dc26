package dev.parlance.parameters;

import dev.parlance.billing.StatisticsPeriods.Grouping;
import dev.parlance.common.ApiException;
import dev.parlance.deliverable.Flavour;
import dev.parlance.job.Fidelity;

/**
 * The one-word choices both edges read from a client (the v1 API's parameters, the web app's
 * forms and paths), each with its refusal written once: {@code INVALID_OPTION} naming the
 * parameter as the edge calls it and the values it takes.
 */
public final class Choices {
    private Choices() {
    }

    /** The fidelity an uplevel orders (uplevel's {@code transcription_fidelity}). */
    public static Fidelity upleveledFidelity(String parameter, String raw) {
        return Fidelity.requestable(raw).orElseThrow(() -> ApiException.invalid(parameter,
                "'" + raw + "' is not one of PREMIUM or PROFESSIONAL"));
    }

    /** Which media file of a job: {@code mp3} or {@code mp4}. */
    public static Flavour mediaFlavour(String parameter, String raw) {
        return Flavour.parse(raw).orElseThrow(() -> ApiException.invalid(parameter, "'" + raw + "' is not one of mp3, mp4"));
    }

    /** How usage figures are grouped: {@code week} or {@code month}. */
    public static Grouping grouping(String parameter, String raw) {
        return Grouping.parse(raw).orElseThrow(() -> ApiException.invalid(parameter, "'" + raw + "' is not one of week or month"));
    }
}
