package dev.parlance.web.upload;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.media.Upload;
import dev.parlance.system.PublicUrl;
import dev.parlance.web.CurrentAccount;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import java.io.IOException;
import java.util.Locale;

/**
 * The new-work page's JSON calls (browser session and the {@code X-XSRF-TOKEN} header, as every web
 * write): start an upload, send a slice at the confirmed offset, ask where an upload stands, finish
 * it; or order work on media at a URL. An upload is its starter's alone: anyone else gets 404.
 */
@RestController
class UploadApi {
    static final String ROOT = NewWorkPage.PATH + "/api";

    private final NewWork work;
    private final PublicUrl publicUrl;

    UploadApi(NewWork work, PublicUrl publicUrl) {
        this.work = work;
        this.publicUrl = publicUrl;
    }

    @PostMapping(ROOT + "/uploads")
    @ResponseStatus(HttpStatus.CREATED)
    UploadRequests.UploadStatus start(@CurrentAccount Account me, @RequestBody UploadRequests.StartUpload body,
                                      HttpServletRequest request) {
        return UploadRequests.UploadStatus.of(work.startUpload(me, body.form(), body.file(), publicUrl.base(request)));
    }

    @GetMapping(ROOT + "/uploads/{id}")
    UploadRequests.UploadStatus status(@CurrentAccount Account me, @PathVariable String id) {
        return UploadRequests.UploadStatus.of(work.status(me, id));
    }

    /** The raw body is the slice of the file that starts at {@code offset}. */
    @PutMapping(ROOT + "/uploads/{id}")
    UploadRequests.UploadStatus slice(@CurrentAccount Account me, @PathVariable String id, @RequestParam long offset,
                                      HttpServletRequest request) {
        return UploadRequests.UploadStatus.of(work.receive(me, id, offset, body(request)));
    }

    @PostMapping(ROOT + "/uploads/{id}/finish")
    UploadRequests.UploadStatus finish(@CurrentAccount Account me, @PathVariable String id,
                                       @RequestBody(required = false) UploadRequests.Finish body, HttpServletRequest request) {
        return UploadRequests.UploadStatus.of(work.finish(me, id, body == null ? null : body.form(), publicUrl.base(request)));
    }

    @PostMapping(ROOT + "/urls")
    @ResponseStatus(HttpStatus.CREATED)
    UploadRequests.Ordered fromUrl(@CurrentAccount Account me, @RequestBody UploadRequests.FromUrl body,
                                   HttpServletRequest request) {
        return new UploadRequests.Ordered(work.fromUrl(me, body.form(), body.mediaUrl(), publicUrl.base(request)));
    }

    /** A slice has a Content-Length: without one, nobody could say whether it arrived whole. */
    private static Upload body(HttpServletRequest request) {
        String transferEncoding = request.getHeader("Transfer-Encoding");
        if (transferEncoding != null && transferEncoding.toLowerCase(Locale.ROOT).contains("chunked")) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Send each slice with a Content-Length header");
        }
        try {
            return new Upload(request.getInputStream(), request.getContentLengthLong(), request.getContentType());
        } catch (IOException e) {
            throw new ApiException(ErrorType.INVALID_QUERY, "Cannot read the slice: " + e.getMessage());
        }
    }
}
