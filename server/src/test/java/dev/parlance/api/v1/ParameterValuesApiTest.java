package dev.parlance.api.v1;

import dev.parlance.support.ApiResponse;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Values that parse but mean nothing are refused with an error naming the parameter (issue 11,
 * item 17): numbers outside the documented ranges (docs/api-notes.md, "Accepted values"), numbers that do
 * not fit and used to wrap around, and text with NUL or other control characters.
 */
class ParameterValuesApiTest extends JobApiTestSupport {

    private ApiResponse caption(TestAccount a, String jobId, String... options) {
        List<String> params = new ArrayList<>(List.of(with(a, "job_id", jobId, "caption_format", "SRT")));
        params.addAll(List.of(options));
        return api.get("/api/job/get_caption", params.toArray(String[]::new));
    }

    private ApiResponse modify(TestAccount a, String jobId, String... changes) {
        List<String> params = new ArrayList<>(List.of(with(a, "job_id", jobId)));
        params.addAll(List.of(changes));
        return api.postForm("/api/job/modify", "application/x-www-form-urlencoded", params.toArray(String[]::new));
    }

    @Test
    void captionLayoutNumbersOutsideTheirRangeNameTheOption() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        assertThat(caption(a, jobId, "characters_per_caption_line", "-1").error("INVALID_OPTION"))
                .contains("characters_per_caption_line");
        // Read as a Java int this wrapped around to 42 and was accepted.
        assertThat(caption(a, jobId, "characters_per_caption_line", "-4294967254").error("INVALID_QUERY"))
                .contains("characters_per_caption_line");
        assertThat(caption(a, jobId, "lines_per_caption", "0").error("INVALID_OPTION")).contains("lines_per_caption");
        // 4294967296 wrapped around to 0.
        assertThat(caption(a, jobId, "lines_per_caption", "4294967296").error("INVALID_QUERY")).contains("lines_per_caption");
        // A billion lines per caption made layout allocate tables of a billion rows.
        assertThat(caption(a, jobId, "lines_per_caption", "1000000000").error("INVALID_OPTION")).contains("lines_per_caption");
        assertThat(caption(a, jobId, "characters_per_caption_line", "101").error("INVALID_OPTION"))
                .contains("characters_per_caption_line");
        assertThat(caption(a, jobId, "maximum_caption_duration", "50").error("INVALID_OPTION")).contains("maximum_caption_duration");
        assertThat(caption(a, jobId, "silence_max_ms", "-5").error("INVALID_OPTION")).contains("silence_max_ms");
        assertThat(caption(a, jobId, "caption_words_min", "2000000").error("INVALID_OPTION")).contains("caption_words_min");
        assertThat(caption(a, jobId, "emit_speaker_change_tokens_as", ">\u0000>").error("INVALID_QUERY"))
                .contains("emit_speaker_change_tokens_as");
    }

    @Test
    void jobTextWithControlCharactersIsRefused() {
        TestAccount a = newAccount();
        assertThat(api.get("/api/job/new", with(a, "job_name", "Board\u0000meeting")).error("INVALID_QUERY"))
                .contains("job_name").contains("U+0000");
        assertThat(api.get("/api/job/new", with(a, "job_name", "Board\u001bmeeting")).error("INVALID_QUERY")).contains("job_name");
        assertThat(api.get("/api/job/new", with(a, "job_name", "Board\nmeeting")).error("INVALID_QUERY")).contains("job_name");
        assertThat(api.get("/api/job/new", with(a, "external_id", "ext\t1")).error("INVALID_QUERY")).contains("external_id");
        // The same rule in a JSON body, where \u0000 is an escape.
        ApiResponse json = api.postJson("/api/job/new", "v=1&api_token=" + a.token(), "{\"job_name\": \"a\\u0000b\"}");
        assertThat(json.error("INVALID_QUERY")).contains("job_name");
        assertThat(listIds(a)).isEmpty();
    }

    @Test
    void modifyRefusesControlCharactersButNotesMayHoldLineBreaks() {
        TestAccount a = newAccount();
        String jobId = newJob(a, "requestor", "team-1");
        assertThat(modify(a, jobId, "requestor_id", "team\u00017").error("INVALID_QUERY")).contains("requestor_id");
        assertThat(modify(a, jobId, "requestor_id", "team\r\n7").error("INVALID_QUERY")).contains("requestor_id");
        assertThat(modify(a, jobId, "notes", "names\u0000").error("INVALID_QUERY")).contains("notes");
        assertThat(column(jobId, "requestor")).isEqualTo("team-1");

        ApiResponse multiLine = modify(a, jobId, "notes", "Speakers:\n\tAda\r\n\tGrace");
        assertThat(multiLine.status()).as(multiLine.body()).isEqualTo(204);
        assertThat(column(jobId, "notes")).isEqualTo("Speakers:\n\tAda\r\n\tGrace");
    }

    @Test
    void jobNumbersOutsideTheirRangeAreRefused() {
        TestAccount a = newAccount();
        assertThat(api.get("/api/job/new", with(a, "expected_speakers", "0")).error("INVALID_QUERY")).contains("expected_speakers");
        assertThat(api.get("/api/job/new", with(a, "expected_speakers", "1000000")).error("INVALID_QUERY"))
                .contains("expected_speakers");
        String jobId = newJob(a, "expected_speakers", "100");
        assertThat(modify(a, jobId, "turnaround_hours", "1000000").error("INVALID_QUERY")).contains("turnaround_hours");
        assertThat(modify(a, jobId, "expected_speakers", "-3").error("INVALID_QUERY")).contains("expected_speakers");
        assertThat(((Number) column(jobId, "expected_speakers")).intValue()).isEqualTo(100);
    }

    @Test
    void overLongJobNameIsRefusedAndTheLimitItselfAccepted() {
        TestAccount a = newAccount();
        assertThat(api.get("/api/job/new", with(a, "job_name", "n".repeat(1025))).error("INVALID_QUERY"))
                .contains("job_name").contains("1024");
        String jobId = newJob(a, "job_name", "n".repeat(1024));
        assertThat(info(a, jobId).path("JobName").asString()).hasSize(1024);
    }

    @Test
    void optionsOfPerformTranscriptionKeepTheRuleThroughJsonEscapes() {
        TestAccount a = newAccount();
        String jobId = newJob(a);
        ApiResponse r = api.get("/api/job/perform_transcription", with(a, "job_id", jobId, "transcription_fidelity", "MECHANICAL",
                "priority", "STANDARD", "options", "{\"notes\": \"a\\u0000b\"}"));
        assertThat(r.error("INVALID_OPTION")).contains("notes");
        ApiResponse metadata = api.get("/api/job/perform_transcription", with(a, "job_id", jobId,
                "transcription_fidelity", "MECHANICAL", "priority", "STANDARD", "options", "{\"custom_metadata\": {\"k\": \"a\\nb\"}}"));
        assertThat(metadata.error("INVALID_OPTION")).contains("custom_metadata");
    }
}
