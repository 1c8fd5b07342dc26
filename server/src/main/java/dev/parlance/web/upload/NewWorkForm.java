package dev.parlance.web.upload;

import java.util.List;

/**
 * The new-work page's choices, as its script sends them (JSON). Numbers arrive as the text typed, so
 * a wrong one is refused in the v1 API's words; absent values are null.
 *
 * @param language        the spoken language's code (job/new's {@code language}); null: the default
 * @param fidelity        perform_transcription's {@code transcription_fidelity}
 * @param priority        its {@code priority}
 * @param turnaroundHours its {@code turnaround_hours}
 * @param targetLanguages its {@code target_language}: codes separated by commas
 * @param notes           the option {@code notes}
 * @param speakerNames    the option {@code speaker_id}: name the speakers
 * @param expectedSpeakers job/new's {@code expected_speakers}
 * @param approvalSteps   the option {@code customer_approval_steps} (RETURN, TRANSLATION)
 * @param extras          what is asked beyond the words: {@code on_screen_text}, {@code audio_description},
 *                        {@code media_intelligence} (the option generate_media_intelligence_iwp for FINAL)
 * @param guidelines      a custom guidelines file (add_custom_guidelines), or null
 */
record NewWorkForm(String language, String fidelity, String priority, String turnaroundHours, String targetLanguages,
                   String notes, Boolean speakerNames, String expectedSpeakers, List<String> approvalSteps,
                   List<String> extras, GuidelinesFile guidelines) {

    /** A guidelines file as the browser read it: its name, type and bytes in base64. */
    record GuidelinesFile(String name, String type, String base64) {
    }
}
