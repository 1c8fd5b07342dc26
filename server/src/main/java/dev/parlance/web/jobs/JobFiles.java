package dev.parlance.web.jobs;

import dev.parlance.account.Account;
import dev.parlance.captions.quality.QualityProfile;
import dev.parlance.common.ApiException;
import dev.parlance.parameters.FormParameters;
import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.deliverable.DeliverableFile;
import dev.parlance.rendering.CaptionRequest;
import dev.parlance.rendering.CaptionService;
import dev.parlance.rendering.Rendered;
import dev.parlance.web.CurrentAccount;
import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;
import org.springframework.core.io.Resource;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

import java.util.HashMap;
import java.util.Map;

/**
 * A job's files for the signed-in browser, under the job page's path: captions
 * ({@code /jobs/{id}/captions}, get_caption's parameters), the WebVTT track the player shows
 * ({@code /jobs/{id}/track}), transcripts ({@code /jobs/{id}/transcript}, get_transcript's) and the
 * media flavours ({@code /jobs/{id}/media/mp3|mp4}, download_media's file, ranged; with
 * {@code text_to_speech=true} the audio description voiced into it). The parameters
 * go through the v1 parsing and the services the v1 routes call, so the check is the API's: another
 * customer's job is a 404, a bad option is the API's INVALID_OPTION in words.
 */
@RestController
class JobFiles {
    private final CaptionService captions;
    private final JobMediaFiles media;

    JobFiles(CaptionService captions, JobMediaFiles media) {
        this.captions = captions;
        this.media = media;
    }

    @GetMapping(JobsListPage.PATH + "/{id}/captions")
    ResponseEntity<byte[]> captions(@CurrentAccount Account me, @PathVariable String id, HttpServletRequest request) {
        CaptionRequest caption = FormParameters.caption(withStyleGuide(request.getParameterMap()));
        return attachment(captions.caption(me, id, caption), true);
    }

    /**
     * The selected version's captions as WebVTT for the page's {@code <track>}: get_caption's defaults
     * but for the sound tags, kept (SDH, as the download form's default), unless the query says otherwise.
     */
    @GetMapping(JobsListPage.PATH + "/{id}/track")
    ResponseEntity<byte[]> track(@CurrentAccount Account me, @PathVariable String id, HttpServletRequest request) {
        Map<String, String[]> parameters = new HashMap<>(request.getParameterMap());
        parameters.put("caption_format", new String[] {CaptionFormat.WEB_VTT.name()});
        parameters.putIfAbsent("remove_sound_references", new String[] {"false"});
        return attachment(captions.captionUnrecorded(me, id, FormParameters.caption(parameters)), false);
    }

    @GetMapping(JobsListPage.PATH + "/{id}/transcript")
    ResponseEntity<byte[]> transcript(@CurrentAccount Account me, @PathVariable String id, HttpServletRequest request) {
        return attachment(captions.transcript(me, id, FormParameters.transcript(request.getParameterMap())), true);
    }

    /**
     * A flavour as a download; while it is being made, the page that says so and asks again
     * ({@link MakingPage#making}), never a "not found".
     */
    @GetMapping(JobsListPage.PATH + "/{id}/media/{flavour}")
    ResponseEntity<Resource> media(@CurrentAccount Account me, @PathVariable String id, @PathVariable String flavour,
                                   HttpServletRequest request) {
        JobMediaFiles.Wanted wanted = JobMediaFiles.Wanted.of(flavour, request.getParameterMap());
        if (media.progressOf(me, id, wanted).isPresent()) {
            return ResponseEntity.status(HttpStatus.SEE_OTHER).location(URI.create(wanted.makingPath(id))).build();
        }
        DeliverableFile file = media.download(me, id, wanted);
        ResponseEntity.BodyBuilder ok = ResponseEntity.ok().contentType(file.contentType());
        if (file.contentDisposition() != null) {
            ok.header(HttpHeaders.CONTENT_DISPOSITION, file.contentDisposition());
        }
        return ok.body(file.resource());
    }

    /**
     * The form's style guide ({@code style_guide}, a named quality profile: Netflix-like, DCMP-like) as
     * the get_caption options it implies, where the form left them empty: line length, lines, shortest
     * and longest caption. The page's own parameter; the v1 route has no such thing.
     */
    static Map<String, String[]> withStyleGuide(Map<String, String[]> sent) {
        Map<String, String[]> parameters = new HashMap<>(sent);
        String[] named = parameters.remove("style_guide");
        if (named == null || named.length == 0 || named[0].isBlank()) {
            return parameters;
        }
        QualityProfile profile = QualityProfile.named(named[0]).orElseThrow(() -> ApiException.invalid("style_guide",
                "'" + named[0] + "' is none of " + String.join(", ", QualityProfile.NAMED.stream().map(QualityProfile::name).toList())));
        fill(parameters, "characters_per_caption_line", profile.maxCharactersPerLine());
        fill(parameters, "lines_per_caption", profile.maxLines());
        profile.minDurationMs().ifPresent(ms -> fill(parameters, "minimum_caption_length_ms", ms));
        profile.maxDurationMs().ifPresent(ms -> fill(parameters, "maximum_caption_duration", ms));
        return parameters;
    }

    private static void fill(Map<String, String[]> parameters, String name, long value) {
        String[] given = parameters.get(name);
        if (given == null || given.length == 0 || given[0].isBlank()) {
            parameters.put(name, new String[] {Long.toString(value)});
        }
    }

    private static ResponseEntity<byte[]> attachment(Rendered r, boolean download) {
        ContentDisposition disposition = (download ? ContentDisposition.attachment() : ContentDisposition.inline())
                .filename(r.fileName(), java.nio.charset.StandardCharsets.UTF_8).build();
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_TYPE, r.contentType())
                .header(HttpHeaders.CONTENT_DISPOSITION, disposition.toString())
                .body(r.body());
    }
}
