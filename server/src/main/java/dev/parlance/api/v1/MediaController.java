package dev.parlance.api.v1;

import dev.parlance.account.Account;
import dev.parlance.account.TokenService;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.media.MediaFiles;
import dev.parlance.media.MediaIntake;
import dev.parlance.media.MediaLinks;
import dev.parlance.parameters.ApiParams;
import dev.parlance.system.PublicUrl;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.io.Resource;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.DisconnectedClientHelper;

import java.io.IOException;
import java.util.Map;

/**
 * Media intake and retrieval: add_media (POST a file, or GET with media_url), add_media_url,
 * request_upload_url and its upload link, media and its file link.
 */
@RestController
class MediaController {
    private static final Logger log = LoggerFactory.getLogger(MediaController.class);

    private final TokenService tokens;
    private final MediaIntake intake;
    private final MediaFiles files;
    private final PublicUrl publicUrl;

    MediaController(TokenService tokens, MediaIntake intake, MediaFiles files, PublicUrl publicUrl) {
        this.tokens = tokens;
        this.intake = intake;
        this.files = files;
        this.publicUrl = publicUrl;
    }

    /** POST: the raw body is the media file. GET: the media is fetched from {@code media_url}. */
    @RawBody
    @ApiRoute("/api/job/add_media")
    Map<String, String> addMedia(ApiParams p, HttpServletRequest request) {
        p.requireVersion();
        Account caller = tokens.authenticate(p.apiToken());
        String jobId = p.requiredId("job_id");
        if ("POST".equals(request.getMethod())) {
            if (p.has("media_url")) {
                throw new ApiException(ErrorType.INVALID_QUERY,
                        "add_media by POST takes the file as the body and must not carry media_url; use GET for a URL");
            }
            return taskId(intake.addUpload(caller, jobId, RawUploads.from(request)));
        }
        return taskId(intake.addFromUrl(caller, jobId, p.required("media_url"), p.bool("is_duplicate", false)));
    }

    /** Media from a web-page URL; treated as a direct media URL. */
    @ApiRoute("/api/job/add_media_url")
    Map<String, String> addMediaUrl(ApiParams p) {
        Account caller = tokens.authenticate(p.apiToken());
        return taskId(intake.addFromUrl(caller, p.requiredId("job_id"), p.required("media_url"),
                p.bool("is_duplicate", false)));
    }

    @ApiRoute("/api/job/request_upload_url")
    Map<String, String> requestUploadUrl(ApiParams p, HttpServletRequest request) {
        Account caller = tokens.authenticate(p.apiToken());
        return Map.of("upload_url", intake.uploadLink(caller, p.requiredId("job_id"), publicUrl.base(request)));
    }

    /** The request_upload_url link: no credentials, the signature authorizes. */
    @RawBody
    @RequestMapping(path = MediaLinks.UPLOAD_PATH, method = {RequestMethod.PUT, RequestMethod.POST})
    Map<String, String> uploadByLink(ApiParams p, HttpServletRequest request) {
        return taskId(intake.addUploadByLink(p.requiredId("job_id"), p.required("expires"), p.required("signature"),
                RawUploads.from(request)));
    }

    @ApiRoute("/api/job/media")
    Map<String, String> media(ApiParams p, HttpServletRequest request) {
        Account caller = tokens.authenticate(p.apiToken());
        return Map.of("MediaUrl", files.link(caller, p.requiredId("job_id"), publicUrl.base(request)));
    }

    /** The media link: the stored file, with Range support (Spring MVC answers 206 for a Resource). */
    @GetMapping(MediaLinks.FILE_PATH)
    ResponseEntity<Resource> mediaFile(ApiParams p) {
        MediaFiles.StoredFile file = files.open(p.requiredId("job_id"), p.required("expires"), p.required("signature"));
        return ResponseEntity.ok().contentType(file.contentType()).body(file.resource());
    }

    /** Players hang up mid-file all the time; that is not an error worth a stack trace. */
    @ExceptionHandler(IOException.class)
    ResponseEntity<ApiError> streamFailed(IOException e, HttpServletResponse response) {
        if (DisconnectedClientHelper.isClientDisconnectedException(e)) {
            log.debug("Client went away: {}", e.getMessage());
            return null;
        }
        log.error("Media transfer failed", e);
        return response.isCommitted() ? null
                : ApiExceptionHandler.body(ErrorType.UNHANDLED_ERROR, "Internal error; the failure has been logged");
    }

    private static Map<String, String> taskId(String id) {
        return Map.of("TaskId", id);
    }
}
