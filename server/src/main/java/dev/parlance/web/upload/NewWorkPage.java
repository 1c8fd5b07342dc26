package dev.parlance.web.upload;

import dev.parlance.job.Languages;
import dev.parlance.media.ResumableUploads;
import dev.parlance.media.UploadReceiver;
import dev.parlance.translation.ApertiumPairs;
import dev.parlance.web.WebPaths;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * {@code /jobs/new}: the form. Everything after it (the upload in slices, the order) is the page's
 * script calling {@link UploadApi}; without the script the page says it needs one.
 */
@Controller
class NewWorkPage {
    static final String PATH = WebPaths.JOBS + "/new";

    private final UploadReceiver receiver;
    private final ApertiumPairs pairs;

    NewWorkPage(UploadReceiver receiver, ApertiumPairs pairs) {
        this.receiver = receiver;
        this.pairs = pairs;
    }

    @GetMapping(PATH)
    String form(Model model) {
        model.addAttribute("defaultLanguage", Languages.DEFAULT);
        model.addAttribute("chunkBytes", ResumableUploads.DEFAULT_CHUNK);
        model.addAttribute("maxBytes", receiver.maxSize());
        model.addAttribute("translationTargets", String.join(", ", pairs.targetsFrom(Languages.DEFAULT)));
        return "upload/new";
    }
}
