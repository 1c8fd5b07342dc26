package dev.parlance.web.work;

import dev.parlance.deliverable.PlayableMedia;
import dev.parlance.description.SceneChanges;
import dev.parlance.work.ItemWaveforms;
import dev.parlance.work.WorkException;
import dev.parlance.work.WorkRefusal;
import dev.parlance.account.Account;
import dev.parlance.system.PublicUrl;
import dev.parlance.web.CurrentAccount;
import dev.parlance.web.WebPaths;
import dev.parlance.work.PassWork;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Doing a held item: {@code GET /work/api/items/{id}} (load), {@code PUT .../draft} (autosave; renews
 * the claim), {@code POST .../submit} (with the text, or the saved draft, or unchanged), {@code POST
 * .../preview} (the captions the text will make and their quality check; {@code ?profile=} names the
 * quality profile, {@code ?from=&to=} (ms) the time window whose captions to answer; nothing saved),
 * {@code GET .../waveform?from=&to=} (the audio's peaks, for the timeline).
 */
@RestController
class WorkItemController {
    private final PassWork work;
    private final ItemWaveforms waveforms;
    private final PublicUrl publicUrl;
    private final Clock clock;

    WorkItemController(PassWork work, ItemWaveforms waveforms, PublicUrl publicUrl, Clock clock) {
        this.work = work;
        this.waveforms = waveforms;
        this.publicUrl = publicUrl;
        this.clock = clock;
    }

    @GetMapping(WebPaths.WORK_API + "/items/{id}")
    LoadedItemView load(@CurrentAccount Account me, @PathVariable String id, HttpServletRequest request) {
        return LoadedItemView.of(work.load(me, id, publicUrl.base(request)), me.id(), clock.instant());
    }

    /** A fresh link to the item's media for its holder: the links given with an item live as long as a claim. */
    @GetMapping(WebPaths.WORK_API + "/items/{id}/media")
    PlayableMedia media(@CurrentAccount Account me, @PathVariable String id, HttpServletRequest request) {
        return work.media(me, id, publicUrl.base(request))
                .orElseThrow(() -> new WorkException(WorkRefusal.NOT_FOUND, "The job has no playable media yet"));
    }

    /** The waveform of the item's audio from {@code from} to {@code to} (ms; at most an hour): {@link WaveformAnswer}. */
    @GetMapping(WebPaths.WORK_API + "/items/{id}/waveform")
    ResponseEntity<byte[]> waveform(@CurrentAccount Account me, @PathVariable String id, @RequestParam(defaultValue = "0") long from,
                                    @RequestParam(required = false) Long to) {
        return WaveformAnswer.of(waveforms.forHolder(me, id, from, WaveformAnswer.to(from, to)));
    }

    @PutMapping(WebPaths.WORK_API + "/items/{id}/draft")
    PassWork.DraftSaved saveDraft(@CurrentAccount Account me, @PathVariable String id, @RequestBody TextBody body) {
        return work.saveDraft(me, id, body.draftText(), body.basedOn());
    }

    @PostMapping(WebPaths.WORK_API + "/items/{id}/preview")
    PreviewView preview(@CurrentAccount Account me, @PathVariable String id, @RequestBody TextBody body,
                        @RequestParam(required = false) String profile, @RequestParam(required = false) Long from,
                        @RequestParam(required = false) Long to) {
        var window = new PreviewView.Window(from, to);
        return PreviewView.of(work.preview(me, id, body.transcript(), PreviewView.profile(profile)), window);
    }

    /**
     * What a describer's text sounds like, read by the voiced description's voice: {@code audio/wav}.
     * A GET, so the page plays it as a plain audio source (the pages' policy allows media from this
     * site only, not from script-made blobs); it changes nothing.
     */
    @GetMapping(WebPaths.WORK_API + "/items/{id}/voice")
    ResponseEntity<byte[]> voice(@CurrentAccount Account me, @PathVariable String id, @RequestParam String text)
            throws InterruptedException {
        return ResponseEntity.ok().contentType(MediaType.parseMediaType("audio/wav")).cacheControl(CacheControl.noStore())
                .body(work.voice(me, id, text));
    }

    /**
     * The scene changes of the item's video, each with the link to its picture: {@code {"scenes":
     * [{"at": ms, "picture": url}]}}; none for audio. The first asking finds them (seconds for an hour).
     */
    @GetMapping(WebPaths.WORK_API + "/items/{id}/scenes")
    Map<String, List<Map<String, Object>>> scenes(@CurrentAccount Account me, @PathVariable String id) {
        List<SceneChanges.Scene> scenes = work.scenes(me, id);
        List<Map<String, Object>> listed = new ArrayList<>();
        for (int i = 0; i < scenes.size(); i++) {
            listed.add(Map.of("at", scenes.get(i).atMillis(), "picture", WebPaths.WORK_API + "/items/" + id + "/scenes/" + i));
        }
        return Map.of("scenes", listed);
    }

    @GetMapping(WebPaths.WORK_API + "/items/{id}/scenes/{index}")
    ResponseEntity<byte[]> scenePicture(@CurrentAccount Account me, @PathVariable String id, @PathVariable int index) {
        return ResponseEntity.ok().contentType(MediaType.IMAGE_JPEG).cacheControl(CacheControl.maxAge(Duration.ofHours(1)).cachePrivate())
                .body(work.scenePicture(me, id, index));
    }

    @PostMapping(WebPaths.WORK_API + "/items/{id}/submit")
    PassWork.Submitted submit(@CurrentAccount Account me, @PathVariable String id,
                              @RequestBody(required = false) TextBody body) {
        return work.submit(me, id, Optional.ofNullable(body).map(TextBody::transcript), body == null ? null : body.basedOn());
    }
}
