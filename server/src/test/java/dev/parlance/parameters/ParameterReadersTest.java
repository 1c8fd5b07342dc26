package dev.parlance.parameters;

import dev.parlance.billing.StatisticsPeriods.Grouping;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.deliverable.Flavour;
import dev.parlance.job.Fidelity;
import dev.parlance.job.JobFilter;
import dev.parlance.job.JobListPosition;
import dev.parlance.job.JobStatus;
import dev.parlance.job.Priority;
import dev.parlance.workflow.TranscriptionRequest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The v1 vocabulary read without a server, as both edges read it: one call's values (names in any
 * case, booleans, integers, dates and lists in the forms clients send), job/list's filters and
 * paging, perform_transcription's values, the version selector, the one-word choices and the web
 * forms' door to them.
 */
@Tag("no-database")
class ParameterReadersTest {

    private static ApiParams params(String... pairs) {
        var p = new ApiParams();
        for (int i = 0; i < pairs.length; i += 2) {
            p.add(pairs[i], pairs[i + 1]);
        }
        return p;
    }

    private static void refused(Runnable read, ErrorType type, String comment) {
        assertThatThrownBy(read::run).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.type()).isEqualTo(type);
            assertThat(e.comment()).isEqualTo(comment);
        });
    }

    @Test
    void namesMatchInAnyCaseAndTheFirstNamePresentWins() {
        var p = params("ExternalID", "a", "external_id", "b", "JOB_NAME", "x");
        assertThat(p.text("externalid")).contains("a");
        assertThat(p.text("job_name")).contains("x");
        assertThat(p.text("missing", "JOB_name")).contains("x");
        assertThat(p.text("missing")).isEmpty();
        assertThat(params("notes", "").text("notes")).as("empty is absent").isEmpty();
        assertThat(params("notes", "").string("notes")).contains("");
    }

    @Test
    void valuesAreReadInTheFormsClientsSend() {
        assertThat(params("a", "Yes", "b", "0", "c", " TRUE ").bool("a")).contains(true);
        assertThat(params("b", "0").bool("b")).contains(false);
        assertThat(params("c", " TRUE ").bool("c", false)).isTrue();
        assertThat(params("n", "42").intValue("n")).contains(42);
        assertThat(params("d", "2015-06-25").instant("d")).contains(Instant.parse("2015-06-25T00:00:00Z"));
        assertThat(params("l", "[\"en\", \"fr\"]").list("l")).contains(List.of("en", "fr"));
        assertThat(params("l", "en,fr").list("l")).contains(List.of("en", "fr"));
        assertThat(params("l", "en", "l", "fr").list("l")).contains(List.of("en", "fr"));
        assertThat(params("id", "ABCDEF0123456789ABCDEF0123456789").requiredId("id"))
                .isEqualTo("abcdef0123456789abcdef0123456789");
    }

    @Test
    void badValuesAreRefusedNamingTheParameter() {
        refused(() -> params("flag", "maybe").bool("flag"), ErrorType.INVALID_QUERY,
                "Invalid value for flag: expected a boolean, got 'maybe'");
        refused(() -> params("n", "-4294967254").intValue("n"), ErrorType.INVALID_QUERY,
                "Invalid value for n: -4294967254 is out of range");
        refused(() -> params("d", "yesterday").instant("d"), ErrorType.INVALID_QUERY,
                "Invalid value for d: expected an ISO 8601 date, got 'yesterday'");
        refused(() -> params().required("job_id"), ErrorType.MISSING_PARAMETER, "Missing required parameter: job_id");
        refused(() -> params("job_id", "42").requiredId("job_id"), ErrorType.INVALID_QUERY,
                "Invalid job_id: expected 32 hexadecimal characters");
        refused(() -> params("v", "2").requireVersion(), ErrorType.INVALID_QUERY,
                "Unsupported API version v=2; the only version is 1");
        assertThatThrownBy(() -> params("name", "a\u0000b").text("name")).isInstanceOf(ApiException.class);
        assertThatThrownBy(() -> params("name", "a\tb").line("name")).isInstanceOf(ApiException.class);
        assertThat(params("password", "a\u0000b").text("password")).as("secrets are compared, not checked").isPresent();
    }

    @Test
    void jobListFiltersReadTheirAliasesAndWholeDays() {
        JobFilter f = JobListFilters.read(params("CreateDateFrom", "2015-06-01", "CreationDateTo", "2015-06-30",
                "JobStatus", "In Process", "Fidelity", "STANDARD"));
        assertThat(f.created().from()).isEqualTo(Instant.parse("2015-06-01T00:00:00Z"));
        assertThat(f.created().to()).as("the whole last day").isEqualTo(Instant.parse("2015-07-01T00:00:00Z"));
        assertThat(f.created().toExclusive()).isTrue();
        assertThat(f.status()).isEqualTo(JobStatus.IN_PROCESS);
        assertThat(f.fidelity()).isEqualTo(Fidelity.PREMIUM);
        assertThatThrownBy(() -> JobListFilters.read(params("JobStatus", "Sleeping"))).isInstanceOf(ApiException.class)
                .hasMessageContaining("Authorizing, Pending, In Process, Reviewing, Complete or Media Failure");
    }

    @Test
    void pagingCursorsComeBackAsTheyWentAndMangledOnesAreRefused() {
        var at = new JobListPosition(Instant.parse("2026-11-27T10:15:30.123456Z"), "abcdef0123456789abcdef0123456789");
        var paging = JobListPaging.read(params("cursor", JobListPaging.cursor(at))).orElseThrow();
        assertThat(paging.after()).isEqualTo(at);
        assertThat(paging.size()).isEqualTo(JobListPaging.DEFAULT_SIZE);
        assertThat(JobListPaging.read(params())).as("no paging asked").isEmpty();
        assertThatThrownBy(() -> JobListPaging.read(params("page_size", "0"))).isInstanceOf(ApiException.class)
                .hasMessage("Invalid value for page_size: 0 is not between 1 and " + JobListPaging.MAX_SIZE);
        assertThatThrownBy(() -> JobListPaging.read(params("cursor", "not-a-cursor"))).isInstanceOf(ApiException.class);
    }

    @Test
    void theVersionSelectorReadsNameTimeAndDescription() {
        var selector = RenderingParameters.selector(params("iwp_name", "FINAL", "elementlist_version",
                "2015-06-25T10:15:30Z", "audio_description", "true"));
        assertThat(selector.iwpName()).contains("FINAL");
        assertThat(selector.version()).contains(Instant.parse("2015-06-25T10:15:30Z"));
        assertThat(selector.audioDescription()).isTrue();
    }

    @Test
    void eachChoiceIsRefusedInTheSameWordsAtBothEdges() {
        assertThat(Choices.upleveledFidelity("transcription_fidelity", "professional")).isEqualTo(Fidelity.PROFESSIONAL);
        assertThat(Choices.mediaFlavour("media_type", "mp4")).isEqualTo(Flavour.parse("mp4").orElseThrow());
        assertThat(Choices.grouping("by", "week")).isEqualTo(Grouping.parse("week").orElseThrow());
        refused(() -> Choices.upleveledFidelity("transcription_fidelity", "GOLD"), ErrorType.INVALID_QUERY,
                "Invalid value for transcription_fidelity: 'GOLD' is not one of PREMIUM or PROFESSIONAL");
        refused(() -> Choices.mediaFlavour("media_type", "ogg"), ErrorType.INVALID_QUERY,
                "Invalid value for media_type: 'ogg' is not one of mp3, mp4");
        refused(() -> Choices.grouping("group_by", "day"), ErrorType.INVALID_QUERY,
                "Invalid value for group_by: 'day' is not one of week or month");
    }

    @Test
    void aWebFormIsReadAsTheSameCallWouldBe() {
        Map<String, String[]> form = Map.of("JobStatus", new String[] {"Complete"}, "iwp_name", new String[] {"MECHANICAL"});
        assertThat(FormParameters.jobFilter(form).status()).isEqualTo(JobStatus.COMPLETE);
        assertThat(FormParameters.selector(form).iwpName()).contains("MECHANICAL");
        assertThat(FormParameters.after(Map.of())).isNull();
    }

    private static TranscriptionRequest request(String... pairs) {
        return TranscriptionParameters.request(params(pairs), "http://parlance.test");
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
        assertThat(request("transcription_fidelity", "MECHANICAL").turnaround()).as("neither named: the job's or the defaults").isNull();
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
