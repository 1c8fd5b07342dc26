package dev.parlance.web.upload;

import dev.parlance.common.ApiException;
import dev.parlance.common.Lenient;
import tools.jackson.databind.json.JsonMapper;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The page's choices as perform_transcription's fields, by their v1 names, so that
 * {@code parameters.TranscriptionParameters} reads and refuses them exactly as it does a client's call.
 */
final class OrderFields {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private OrderFields() {
    }

    /** With guidelines, the option custom_special_handling that perform_transcription requires of them. */
    static Map<String, String> of(NewWorkForm form, boolean withGuidelines) {
        Map<String, Object> options = new LinkedHashMap<>();
        if (form.notes() != null && !form.notes().isBlank()) {
            options.put("notes", form.notes().strip());
        }
        if (Boolean.TRUE.equals(form.speakerNames())) {
            options.put("speaker_id", true);
        }
        List<String> steps = form.approvalSteps() == null ? List.of() : form.approvalSteps();
        if (!steps.isEmpty()) {
            options.put("customer_approval_steps", steps);
        }
        List<String> extras = form.extras() == null ? List.of() : form.extras();
        for (String option : List.of("on_screen_text", "audio_description")) {
            if (extras.contains(option)) {
                options.put(option, true);
            }
        }
        if (extras.contains("media_intelligence")) {
            options.put("generate_media_intelligence_iwp", List.of("FINAL"));
        }
        if (withGuidelines) {
            options.put("custom_special_handling", true);
        }
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("transcription_fidelity", form.fidelity());
        fields.put("priority", blankToNull(form.priority()));
        fields.put("turnaround_hours", blankToNull(form.turnaroundHours()));
        fields.put("target_language", blankToNull(form.targetLanguages()));
        fields.put("options", options.isEmpty() ? null : JSON.writeValueAsString(options));
        return fields;
    }

    /** job/new's expected_speakers, refused in its words. */
    static Integer expectedSpeakers(NewWorkForm form) {
        String raw = blankToNull(form.expectedSpeakers());
        if (raw == null) {
            return null;
        }
        long value = Lenient.integer(raw).orElseThrow(() -> ApiException.invalid("expected_speakers",
                "expected an integer, got '" + raw + "'"));
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw ApiException.invalid("expected_speakers", value + " is out of range");
        }
        return (int) value;
    }

    static String toJson(Map<String, String> fields) {
        return JSON.writeValueAsString(fields);
    }

    @SuppressWarnings("unchecked")
    static Map<String, String> fromJson(String json) {
        return JSON.readValue(json, Map.class);
    }

    static String blankToNull(String raw) {
        return raw == null || raw.isBlank() ? null : raw.strip();
    }
}
