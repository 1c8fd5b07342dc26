package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.TokenService;
import dev.parlance.parameters.ApiParams;
import dev.parlance.parameters.RenderingParameters;
import dev.parlance.rendering.CaptionLinks;
import dev.parlance.rendering.CaptionService;
import dev.parlance.rendering.Rendered;
import dev.parlance.system.PublicUrl;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** get_caption (with build_url links) and get_transcript: the file itself, in its own content type. */
@RestController
class CaptionController {
    private static final List<String> LINKED = linked();

    private final TokenService tokens;
    private final CaptionService captions;
    private final CaptionLinks links;
    private final PublicUrl publicUrl;

    CaptionController(TokenService tokens, CaptionService captions, CaptionLinks links, PublicUrl publicUrl) {
        this.tokens = tokens;
        this.captions = captions;
        this.links = links;
        this.publicUrl = publicUrl;
    }

    private static List<String> linked() {
        List<String> names = new ArrayList<>(List.of("job_id"));
        names.addAll(RenderingParameters.CAPTION_NAMES);
        return List.copyOf(names);
    }

    @ApiRoute("/api/job/get_caption")
    ResponseEntity<?> getCaption(ApiParams p, HttpServletRequest request) {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        String jobId = p.requiredId("job_id");
        var caption = RenderingParameters.caption(p);
        Rendered rendered = captions.caption(caller, jobId, caption);  // also proves the job is readable now
        if (p.bool("build_url", false)) {
            return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON)
                    .body(Map.of("CaptionUrl", links.link(publicUrl.base(request), p.canonicalQuery(LINKED))));
        }
        return file(rendered);
    }

    /** What a build_url link serves: the same caption, without an api_token. */
    @ApiRoute(CaptionLinks.PATH)
    ResponseEntity<byte[]> captionFile(ApiParams p) {
        String jobId = p.requiredId("job_id");
        Account owner = links.ownerFor(jobId, p.canonicalQuery(LINKED), p.text("signature").orElse(""));
        return file(captions.caption(owner, jobId, RenderingParameters.caption(p)));
    }

    @ApiRoute("/api/job/get_transcript")
    ResponseEntity<byte[]> getTranscript(ApiParams p) {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        return file(captions.transcript(caller, p.requiredId("job_id"), RenderingParameters.transcript(p)));
    }

    private static ResponseEntity<byte[]> file(Rendered r) {
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_TYPE, r.contentType())
                .header(HttpHeaders.CONTENT_DISPOSITION, ContentDisposition.inline().filename(r.fileName()).build().toString())
                .body(r.body());
    }
}
