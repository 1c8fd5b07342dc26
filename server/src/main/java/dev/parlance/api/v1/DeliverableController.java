package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.TokenService;
import dev.parlance.common.ErrorType;
import dev.parlance.deliverable.DeliverableFile;
import dev.parlance.deliverable.Deliverables;
import dev.parlance.deliverable.Flavour;
import dev.parlance.deliverable.burnin.BurnIns;
import dev.parlance.deliverable.narration.Narrations;
import dev.parlance.media.MediaLinks;
import dev.parlance.parameters.ApiParams;
import dev.parlance.parameters.Choices;
import dev.parlance.system.PublicUrl;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.DisconnectedClientHelper;

import java.io.IOException;
import java.util.Map;

/**
 * Files generated from a job: download_media (the mp3 or mp4 flavour, or with text_to_speech the
 * spoken transcript, as an attachment), transcoded_media (a signed link to it), burn_in_caption
 * (the captioned video, e-mailed as a signed link) and the signed link itself. Files are served
 * with Range support (Spring MVC answers 206 for a Resource).
 */
@RestController
class DeliverableController {
    private static final Logger log = LoggerFactory.getLogger(DeliverableController.class);

    private final TokenService tokens;
    private final Deliverables deliverables;
    private final BurnIns burnIns;
    private final Narrations narrations;
    private final PublicUrl publicUrl;

    DeliverableController(TokenService tokens, Deliverables deliverables, BurnIns burnIns, Narrations narrations,
                          PublicUrl publicUrl) {
        this.tokens = tokens;
        this.deliverables = deliverables;
        this.burnIns = burnIns;
        this.narrations = narrations;
        this.publicUrl = publicUrl;
    }

    /** No {@code v}: the spec does not list it for download_media, and clients do not all send it. */
    @ApiRoute("/api/job/download_media")
    ResponseEntity<Resource> downloadMedia(ApiParams p) {
        Account caller = tokens.authenticate(p.apiToken());
        String jobId = p.requiredId("job_id");
        Flavour flavour = flavour(p, "media_type");
        return send(p.bool("text_to_speech", false)
                ? narrations.download(caller, jobId, flavour)
                : deliverables.download(caller, jobId, flavour));
    }

    @ApiRoute("/api/job/transcoded_media")
    Map<String, String> transcodedMedia(ApiParams p, HttpServletRequest request) {
        Account caller = tokens.authenticate(p.apiToken());
        String jobId = p.requiredId("job_id");
        Flavour flavour = flavour(p, "transcoded_version");
        return Map.of("MediaUrl", deliverables.transcodedLink(caller, jobId, flavour, publicUrl.base(request)));
    }

    /**
     * The video with the captions drawn in, e-mailed as a link when ready. 200 with no content: the
     * request is queued, not done.
     */
    @ApiRoute("/api/job/burn_in_caption")
    ResponseEntity<Void> burnInCaption(ApiParams p, HttpServletRequest request) {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        burnIns.request(caller, p.requiredId("job_id"), p.text("send_to_email"));
        return ResponseEntity.ok().build();
    }

    /** A deliverable link: no credentials, the signature authorizes. */
    @GetMapping(MediaLinks.DELIVERABLE_PATH)
    ResponseEntity<Resource> deliverableFile(ApiParams p) {
        return send(deliverables.open(p.requiredId("job_id"), p.requiredId("item"), p.required("expires"),
                p.required("signature")));
    }

    private static ResponseEntity<Resource> send(DeliverableFile file) {
        ResponseEntity.BodyBuilder ok = ResponseEntity.ok().contentType(file.contentType());
        if (file.contentDisposition() != null) {
            ok.header(HttpHeaders.CONTENT_DISPOSITION, file.contentDisposition());
        }
        return ok.body(file.resource());
    }

    private static Flavour flavour(ApiParams p, String name) {
        String raw = p.required(name);
        return Choices.mediaFlavour(name, raw);
    }

    /** Players hang up mid-file all the time; that is not an error worth a stack trace. */
    @ExceptionHandler(IOException.class)
    ResponseEntity<ApiError> streamFailed(IOException e, HttpServletResponse response) {
        if (DisconnectedClientHelper.isClientDisconnectedException(e)) {
            log.debug("Client went away: {}", e.getMessage());
            return null;
        }
        log.error("File transfer failed", e);
        return response.isCommitted() ? null
                : ApiExceptionHandler.body(ErrorType.UNHANDLED_ERROR, "Internal error; the failure has been logged");
    }
}
