package dev.parlance.api.v1;

import dev.parlance.account.TokenService;
import dev.parlance.captions.model.ElementList;
import dev.parlance.common.ApiTime;
import dev.parlance.elementlist.ElementListSelection;
import dev.parlance.parameters.ApiParams;
import dev.parlance.parameters.RenderingParameters;
import dev.parlance.parameters.TranscriptionParameters;
import dev.parlance.system.PublicUrl;
import dev.parlance.workflow.TranscriptionService;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.web.bind.annotation.RestController;

import java.util.List;
import java.util.Map;

/** perform_transcription and the ElementList reads. */
@RestController
class TranscriptionController {
    private final TokenService tokens;
    private final TranscriptionService transcriptions;
    private final ElementListSelection elementLists;
    private final PublicUrl publicUrl;

    TranscriptionController(TokenService tokens, TranscriptionService transcriptions, ElementListSelection elementLists,
                            PublicUrl publicUrl) {
        this.tokens = tokens;
        this.publicUrl = publicUrl;
        this.transcriptions = transcriptions;
        this.elementLists = elementLists;
    }

    @ApiRoute("/api/job/perform_transcription")
    Map<String, String> performTranscription(ApiParams p, HttpServletRequest request) {
        p.requireVersion();
        var caller = tokens.authenticate(p.apiToken());
        String jobId = p.requiredId("job_id");
        return Map.of("TaskId", transcriptions.request(caller, jobId,
                TranscriptionParameters.request(p, publicUrl.base(request))));
    }

    @ApiRoute("/api/job/get_elementlist")
    ElementList getElementList(ApiParams p) {
        p.requireVersion();
        var caller = tokens.authenticate(p.apiToken());
        return elementLists.select(caller, p.requiredId("job_id"), RenderingParameters.selector(p)).elementList();
    }

    @ApiRoute("/api/job/list_elementlists")
    List<Map<String, String>> listElementLists(ApiParams p) {
        var caller = tokens.authenticate(p.apiToken());
        return elementLists.versions(caller, p.requiredId("job_id")).stream()
                .map(v -> Map.of("iwp_name", v.iwpName(), "version", ApiTime.format(v.version())))
                .toList();
    }
}
