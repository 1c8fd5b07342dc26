package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.TokenService;
import dev.parlance.parameters.ApiParams;
import dev.parlance.parameters.TranscriptionParameters;
import dev.parlance.system.PublicUrl;
import dev.parlance.translation.TranslationOrder;
import dev.parlance.translation.Translations;
import jakarta.servlet.http.HttpServletRequest;
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
 * perform_transcription spells it. On a Mechanical, Premium or imported job {@code approve_uplevel}
 * true uplevels it to PROFESSIONAL first (the message then says so) and the translations are made
 * from the upleveled job.
 */
@RestController
class TranslationController {
    private final TokenService tokens;
    private final Translations translations;
    private final PublicUrl publicUrl;

    TranslationController(TokenService tokens, Translations translations, PublicUrl publicUrl) {
        this.tokens = tokens;
        this.translations = translations;
        this.publicUrl = publicUrl;
    }

    /**
     * translate, and perform_translation, its name in the vendor's 2022 description (the same
     * parameters and answer; an addition, docs/api-notes.md).
     */
    @ApiRoute({"/api/job/translate", "/api/job/perform_translation"})
    ResponseEntity<Map<String, Object>> translate(ApiParams p, HttpServletRequest request) {
        Account caller = tokens.authenticate(p.apiToken());
        String jobId = p.requiredId("job_id");
        List<String> languages = TranscriptionParameters.targetLanguages("target_languages",
                p.text("target_languages", "target_language").orElse(""));
        Translations.Translated translated = translations.translate(caller, jobId, languages,
                p.bool("approve_uplevel", false), publicUrl.base(request));
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("translation_job_ids", translated.orders().stream().map(TranslationOrder::jobId).toList());
        answer.put("message", translated.message());
        return ResponseEntity.status(HttpStatus.CREATED).body(answer);
    }
}
