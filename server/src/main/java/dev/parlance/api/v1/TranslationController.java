package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.TokenService;
import dev.parlance.translation.TranslationOrder;
import dev.parlance.translation.Translations;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * translate: 201 {@code {"translation_job_ids": [...], "message": "..."}}, one id per target
 * language, the message saying for each whether its job was created or already existed. Not
 * versioned in the spec, so {@code v} is not checked. {@code target_language} is read too, as
 * perform_transcription spells it.
 */
@RestController
class TranslationController {
    private final TokenService tokens;
    private final Translations translations;

    TranslationController(TokenService tokens, Translations translations) {
        this.tokens = tokens;
        this.translations = translations;
    }

    @ApiRoute("/api/job/translate")
    ResponseEntity<Map<String, Object>> translate(ApiParams p) {
        Account caller = tokens.authenticate(p.apiToken());
        String jobId = p.requiredId("job_id");
        List<String> languages = TranscriptionParameters.targetLanguages("target_languages",
                p.text("target_languages", "target_language").orElse(""));
        List<TranslationOrder> orders = translations.translate(caller, jobId, languages, p.bool("approve_uplevel", false));
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("translation_job_ids", orders.stream().map(TranslationOrder::jobId).toList());
        answer.put("message", String.join("; ", orders.stream().map(TranslationOrder::describe).toList()));
        return ResponseEntity.status(HttpStatus.CREATED).body(answer);
    }
}
