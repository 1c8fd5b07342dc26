package dev.parlance.parameters;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.Fidelity;
import dev.parlance.job.Priority;
import dev.parlance.workflow.TranscriptionRequest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** perform_transcription's and job/modify's values as a client may send them, read without a server. */
@Tag("no-database")
class TranscriptionParametersTest {

    private static ApiParams params(String... pairs) {
        var p = new ApiParams();
        for (int i = 0; i < pairs.length; i += 2) {
            p.add(pairs[i], pairs[i + 1]);
        }
        return p;
    }

    private static TranscriptionRequest request(String... pairs) {
        return TranscriptionParameters.request(params(pairs), "http://parlance.test");
    }

    private static void refused(Runnable read, ErrorType type, String comment) {
        assertThatThrownBy(read::run).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.type()).isEqualTo(type);
            assertThat(e.comment()).isEqualTo(comment);
        });
    }

    @Test
    void fidelityTakesTheLegacyNamesAndExternalOnlyOnTheOrder() {
        assertThat(request("transcription_fidelity", " high ").fidelity()).isEqualTo(Fidelity.PROFESSIONAL);
        assertThat(TranscriptionParameters.fidelity(params("transcription_fidelity", "standard"))).contains(Fidelity.PREMIUM);
        assertThat(TranscriptionParameters.fidelity(params())).isEmpty();
        // perform_transcription: the job's imported transcript timed (TranscriptionService refuses it without one)
        assertThat(request("transcription_fidelity", "external").fidelity()).isEqualTo(Fidelity.EXTERNAL);
        refused(() -> request("transcription_fidelity", "FIRST_PASS"), ErrorType.INVALID_QUERY,
                "Invalid value for transcription_fidelity: 'FIRST_PASS' is not one of MECHANICAL, PREMIUM, PROFESSIONAL or EXTERNAL");
        // job/modify: EXTERNAL is not a fidelity to set before the order
        refused(() -> TranscriptionParameters.fidelity(params("transcription_fidelity", "EXTERNAL")), ErrorType.INVALID_QUERY,
                "Invalid value for transcription_fidelity: 'EXTERNAL' is not one of MECHANICAL, PREMIUM or PROFESSIONAL");
        refused(() -> request(), ErrorType.MISSING_PARAMETER, ApiException.missing("transcription_fidelity").comment());
    }

    @Test
    void priorityIsAnyButHighAndAShortTurnaroundRaisesIt() {
        assertThat(request("transcription_fidelity", "MECHANICAL").turnaround().priority()).isEqualTo(Priority.STANDARD);
        var raised = request("transcription_fidelity", "MECHANICAL", "priority", "standard", "turnaround_hours", "16");
        assertThat(raised.turnaround().priority()).isEqualTo(Priority.PRIORITY);
        assertThat(raised.turnaround().hours()).isEqualTo(16);
        String refusal = "Invalid value for priority: 'HIGH' is not one of ECONOMY, STANDARD, PRIORITY or CRITICAL";
        refused(() -> request("transcription_fidelity", "MECHANICAL", "priority", "HIGH"), ErrorType.INVALID_QUERY, refusal);
        refused(() -> TranscriptionParameters.priority(params("priority", "HIGH")), ErrorType.INVALID_QUERY, refusal);
    }

    @Test
    void targetLanguagesAreNormalisedEachOnce() {
        assertThat(request("transcription_fidelity", "MECHANICAL").targetLanguages()).isEmpty();
        assertThat(request("transcription_fidelity", "MECHANICAL", "target_language", " , ").targetLanguages()).isEmpty();
        assertThat(request("transcription_fidelity", "MECHANICAL", "target_language", "fr, ES_es,FR,en").targetLanguages())
                .containsExactly("fr", "es-es", "en");
        refused(() -> request("transcription_fidelity", "MECHANICAL", "target_language", "fr,french!"),
                ErrorType.INVALID_QUERY, "Invalid value for target_language: 'french!' is not a language code");
    }

    @Test
    void optionsArriveParsed() {
        assertThat(request("transcription_fidelity", "MECHANICAL", "options", "{'speaker_id': True}").options().bool("speaker_id"))
                .isTrue();
        assertThatThrownBy(() -> request("transcription_fidelity", "MECHANICAL", "options", "{\"colour\": \"red\"}"))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.type()).isEqualTo(ErrorType.INVALID_OPTION));
    }
}
