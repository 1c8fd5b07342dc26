package dev.parlance.web.work;

import dev.parlance.deliverable.PlayableMedia;
import dev.parlance.work.WorkException;
import dev.parlance.work.WorkRefusal;
import dev.parlance.system.PublicUrl;
import dev.parlance.web.WebPaths;
import dev.parlance.work.CustomerApprovals;
import dev.parlance.work.PassWork;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.time.Clock;
import java.util.Optional;

/**
 * The approval page's API, under the e-mailed link {@code /approve/{token}}: {@code GET .../api}
 * (the transcript with times, the media, the instructions), {@code PUT .../api/draft} (the customer's
 * corrections, autosaved), {@code POST .../api/preview} (the captions the text will make, checked),
 * {@code POST .../api/approve} (with the text, or the draft, or as it stands). The token is the credential, no sign-in; writes carry the CSRF header like every write of
 * the web app's pages (the {@code XSRF-TOKEN} cookie, set by the GET, in {@code X-XSRF-TOKEN}).
 */
@RestController
class ApprovalController {
    private final CustomerApprovals approvals;
    private final PublicUrl publicUrl;
    private final Clock clock;

    ApprovalController(CustomerApprovals approvals, PublicUrl publicUrl, Clock clock) {
        this.approvals = approvals;
        this.publicUrl = publicUrl;
        this.clock = clock;
    }

    @GetMapping(WebPaths.APPROVE + "/{token}/api")
    LoadedItemView load(@PathVariable String token, HttpServletRequest request) {
        var loaded = approvals.load(token, publicUrl.base(request));
        return LoadedItemView.of(loaded, loaded.entry().item().holderId(), clock.instant());
    }

    /** A fresh link to the media, for a page whose link ran out. */
    @GetMapping(WebPaths.APPROVE + "/{token}/api/media")
    PlayableMedia media(@PathVariable String token, HttpServletRequest request) {
        return approvals.media(token, publicUrl.base(request))
                .orElseThrow(() -> new WorkException(WorkRefusal.NOT_FOUND, "The job has no playable media yet"));
    }

    @GetMapping(WebPaths.APPROVE + "/{token}/api/waveform")
    ResponseEntity<byte[]> waveform(@PathVariable String token, @RequestParam(defaultValue = "0") long from,
                                    @RequestParam(required = false) Long to) {
        return WaveformAnswer.of(approvals.waveform(token, from, WaveformAnswer.to(from, to)));
    }

    @PutMapping(WebPaths.APPROVE + "/{token}/api/draft")
    PassWork.DraftSaved saveDraft(@PathVariable String token, @RequestBody TextBody body) {
        return approvals.saveDraft(token, body.draftText(), body.basedOn());
    }

    @PostMapping(WebPaths.APPROVE + "/{token}/api/preview")
    PreviewView preview(@PathVariable String token, @RequestBody TextBody body, @RequestParam(required = false) String profile,
                        @RequestParam(required = false) Long from, @RequestParam(required = false) Long to) {
        var window = new PreviewView.Window(from, to);
        return PreviewView.of(approvals.preview(token, body.transcript(), PreviewView.profile(profile)), window);
    }

    /** {@code {"comment": "..."}}: the text goes back to the pass before the approval, with the comment. */
    @PostMapping(WebPaths.APPROVE + "/{token}/api/send-back")
    CustomerApprovals.SentBack sendBack(@PathVariable String token, @RequestBody CommentBody body) {
        return approvals.sendBack(token, body.comment());
    }

    record CommentBody(String comment) {
    }

    @PostMapping(WebPaths.APPROVE + "/{token}/api/approve")
    PassWork.Submitted approve(@PathVariable String token, @RequestBody(required = false) TextBody body) {
        return approvals.approve(token, Optional.ofNullable(body).map(TextBody::transcript),
                body == null ? null : body.basedOn());
    }
}
