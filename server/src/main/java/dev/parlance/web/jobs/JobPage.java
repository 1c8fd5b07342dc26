package dev.parlance.web.jobs;

import dev.parlance.account.Account;
import dev.parlance.captions.model.ElementList;
import dev.parlance.elementlist.ElementListVersion;
import dev.parlance.intelligence.MediaIntelligence;
import dev.parlance.job.JobFamily;
import dev.parlance.job.JobRelations;
import dev.parlance.job.Languages;
import dev.parlance.parameters.FormParameters;
import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.LineEnding;
import dev.parlance.captions.quality.QualityProfile;
import dev.parlance.captions.transcript.TranscriptFileFormat;
import dev.parlance.common.ApiException;
import dev.parlance.common.ApiTime;
import dev.parlance.deliverable.Deliverables;
import dev.parlance.deliverable.Flavour;
import dev.parlance.elementlist.ElementListSelection;
import dev.parlance.elementlist.ElementListSelection.Selector;
import dev.parlance.job.Fidelity;
import dev.parlance.job.Job;
import dev.parlance.job.JobDetails;
import dev.parlance.job.JobService;
import dev.parlance.job.JobStatus;
import dev.parlance.job.RelatedJobs;
import dev.parlance.job.TaskStatus;
import dev.parlance.rendering.CaptionService;
import dev.parlance.system.ProcessorWork;
import dev.parlance.system.PublicUrl;
import dev.parlance.translation.ApertiumPairs;
import dev.parlance.translation.Translations;
import dev.parlance.web.CurrentAccount;
import dev.parlance.web.work.PreviewView;
import dev.parlance.work.CustomerApprovals;
import dev.parlance.work.JobPasses;
import dev.parlance.work.PassPlan;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A job's page ({@code /jobs/{id}}): the player (the job's playable flavour, by the signed, ranged
 * link the editor's player uses) with the chosen version's captions as a WebVTT track, the transcript
 * beside it, the versions, the quality check against each named profile, the download forms (their
 * fields are get_caption's and get_transcript's parameters), orders and related jobs. The job is read
 * with Job Info's check: another customer's job is a 404, as in the API.
 */
@Controller
class JobPage {
    private final JobService jobs;
    private final ElementListSelection selection;
    private final CaptionService captions;
    private final Deliverables deliverables;
    private final RelatedJobs related;
    private final CustomerApprovals approvals;
    private final PublicUrl publicUrl;
    private final ApertiumPairs pairs;
    private final JobPasses passes;
    private final JobRelations relations;
    private final MediaIntelligence intelligence;
    private final ProcessorWork processors;

    JobPage(JobService jobs, ElementListSelection selection, CaptionService captions, Deliverables deliverables,
            RelatedJobs related, CustomerApprovals approvals, PublicUrl publicUrl, ApertiumPairs pairs, JobPasses passes,
            JobRelations relations, MediaIntelligence intelligence, ProcessorWork processors) {
        this.intelligence = intelligence;
        this.processors = processors;
        this.relations = relations;
        this.passes = passes;
        this.jobs = jobs;
        this.selection = selection;
        this.captions = captions;
        this.deliverables = deliverables;
        this.related = related;
        this.approvals = approvals;
        this.publicUrl = publicUrl;
        this.pairs = pairs;
    }

    /**
     * A version as the page lists it: what made it in words ("After the review pass"; the API's
     * IWP name stays in the query), time, the query that selects it, and whether it is shown.
     */
    record VersionView(String label, java.time.Instant at, String query, boolean shown) {
    }

    /** What the page shows of the version's text, made from all of it (a long job's takes a processor for a while). */
    private record TextViews(TranscriptView transcript, IndexView index, List<QualityView> quality) {
    }

    @GetMapping(JobsListPage.PATH + "/{id}")
    String job(@CurrentAccount Account me, @PathVariable String id, HttpServletRequest request, Model model) {
        JobDetails details = jobs.info(me, id);
        Job job = details.job();
        // Whether this job and each of its family is a translation: its text is then in its target language.
        JobFamily family = related.family(me, job.id());
        Set<String> translations = relations.translationsAmong(Stream.concat(Stream.of(family.leading()),
                family.related().stream()).map(Job::id).toList());
        boolean translation = translations.contains(job.id());
        Selector selector = FormParameters.selector(request.getParameterMap());
        model.addAttribute("job", job);
        model.addAttribute("translationTargets", String.join(", ", pairs.targetsFrom(job.language())));
        model.addAttribute("title", job.name() == null || job.name().isBlank() ? "Job " + job.id() : job.name());
        model.addAttribute("history", HistoryLine.of(details.tasks(), passes.of(job.id()), me.id()));
        model.addAttribute("progress", JobRow.progress(job, details.tasks().stream()
                .filter(t -> t.status() == TaskStatus.INPROGRESS).reduce((a, b) -> b).orElse(null)));
        model.addAttribute("running", JobRow.running(job.status()));

        var selected = selected(me, job, selector, model);
        String selection = selected.map(s -> "elementlist_version=" + ApiTime.format(s.version().version())
                + "&iwp_name=" + s.version().iwpName()).orElse("");
        model.addAttribute("versions", selection(me, job, translation, selected));
        model.addAttribute("selection", selected.map(s -> Map.of("elementlist_version", ApiTime.format(s.version().version()),
                "iwp_name", s.version().iwpName())).orElse(Map.of()));
        selected.ifPresent(s -> {
            model.addAttribute("shownVersion", s.version());
            model.addAttribute("shownVersionLabel", PassPlan.versionLabel(s.version().iwpName(), translation));
            ElementList list = s.elementList();
            boolean stored = !list.keywords().isEmpty() || !list.topics().isEmpty();
            boolean indexed = stored || request.getParameter("index") != null;
            TextViews views = processors.run(() -> new TextViews(TranscriptView.of(list),
                    // On request, made for this page only: ranking an hour's words takes half a second.
                    indexed ? IndexView.of(stored ? list : intelligence.added(list), stored) : null,
                    QualityProfile.NAMED.stream().map(p -> QualityView.of(p, captions.quality(s.job(), list, p))).toList()));
            model.addAttribute("transcript", views.transcript());
            if (views.index() != null) {
                model.addAttribute("index", views.index());
            }
            model.addAttribute("quality", views.quality());
            model.addAttribute("trackUrl", JobsListPage.PATH + "/" + job.id() + "/track?" + selection);
        });
        model.addAttribute("media", deliverables.playable(job.id(), publicUrl.base(request)).orElse(null));
        model.addAttribute("family", family);
        // A translation reads "English → Spanish", and its captions are in the language it is in.
        String shownIn = JobRelations.textLanguage(job, translation);
        model.addAttribute("languageLabel", Languages.pair(job.language(), shownIn));
        model.addAttribute("captionLanguage", shownIn);
        model.addAttribute("languageName", Languages.name(shownIn));
        model.addAttribute("otherTracks", otherTracks(job, shownIn, family, translations));
        // The audio description as the player's descriptions track, for a screen reader to read out: each
        // description one cue of plain text, without the speaker mark captions put before a turn.
        if (this.selection.versions(me, job.id()).stream().anyMatch(ElementListVersion::audioDescription)) {
            model.addAttribute("descriptionsTrackUrl", JobsListPage.PATH + "/" + job.id() + "/track?audio_description=true"
                    + "&display_speaker_id=no&emit_speaker_change_tokens_as=&characters_per_caption_line=100");
        }
        model.addAttribute("translationInto", family.related().stream().filter(r -> translations.contains(r.id()))
                .collect(Collectors.toMap(Job::id, r -> Languages.name(r.targetLanguage()))));
        model.addAttribute("approvalPage", job.status() == JobStatus.COMPLETE ? null : approvals.waitingPage(job.id()).orElse(null));
        model.addAttribute("styleGuides", QualityProfile.NAMED.stream().filter(p -> p != QualityProfile.SPEC_DEFAULTS)
                .map(p -> new StyleGuide(p.name(), p.label() + ": " + PreviewView.limits(p))).toList());
        model.addAttribute("captionFormats", Arrays.stream(CaptionFormat.values()).map(Enum::name).toList());
        model.addAttribute("transcriptFormats", Arrays.stream(TranscriptFileFormat.values()).map(Enum::name).toList());
        model.addAttribute("lineEndings", Arrays.stream(LineEnding.values()).map(Enum::name).toList());
        // An audio job is not offered what only a video has (an unknown one is: its upload is gone).
        boolean picture = deliverables.hasPicture(job.id()).orElse(true);
        model.addAttribute("hasPicture", picture);
        model.addAttribute("flavours", Arrays.stream(Flavour.values()).filter(f -> picture || !f.isVideo())
                .map(Flavour::extension).toList());
        model.addAttribute("uplevelTo", uplevelTargets(job.fidelity()));
        model.addAttribute("translateNeedsUplevel", Translations.NEED_UPLEVEL.contains(job.fidelity()));
        return "jobs/job";
    }

    /**
     * The version asked for, or the latest once the job is complete (before that, as in get_caption,
     * a version is shown only when named). Why none shows goes to the page in the API's words.
     */
    private Optional<ElementListSelection.Selected> selected(Account me, Job job, Selector selector, Model model) {
        boolean named = selector.version().isPresent() || selector.iwpName().isPresent();
        if (!named && job.status() != JobStatus.COMPLETE) {
            return Optional.empty();
        }
        try {
            return Optional.of(selection.select(me, job.id(), selector));
        } catch (ApiException e) {
            model.addAttribute("versionProblem", e.comment());
            return Optional.empty();
        }
    }

    private List<VersionView> selection(Account me, Job job, boolean translation,
                                        Optional<ElementListSelection.Selected> selected) {
        return selection.versions(me, job.id()).stream().filter(v -> !v.audioDescription()).map(v -> new VersionView(
                PassPlan.versionLabel(v.iwpName(), translation), v.version(), "elementlist_version=" + ApiTime.format(v.version()) + "&iwp_name=" + v.iwpName(),
                selected.map(s -> s.version().id() == v.id()).orElse(false))).toList().reversed();
    }

    /** A caption track of another job of the family: its captions in another language, for the player's menu. */
    record TrackView(String url, String srclang, String label) {
    }

    /**
     * The family's captions in the other languages, for the player's caption menu: per language, the
     * newest complete job's latest version (a translation's, or the original's from a translation's
     * page). The family shares one timeline, so every track fits this job's media.
     */
    private static List<TrackView> otherTracks(Job job, String shownIn, JobFamily family, Set<String> translations) {
        Map<String, Job> byLanguage = new LinkedHashMap<>();
        Stream.concat(Stream.of(family.leading()), family.related().stream())
                .filter(j -> !j.id().equals(job.id()) && j.status() == JobStatus.COMPLETE)
                .forEach(j -> byLanguage.put(JobRelations.textLanguage(j, translations.contains(j.id())), j));
        byLanguage.remove(shownIn);
        return byLanguage.entrySet().stream().map(e -> new TrackView(JobsListPage.PATH + "/" + e.getValue().id() + "/track",
                e.getKey(), "Captions (" + Languages.name(e.getKey()) + ")")).toList();
    }

    /** The fidelities an uplevel of this job may go to: above its own (an imported transcript's: both). */
    private static List<String> uplevelTargets(Fidelity fidelity) {
        return fidelity == null ? List.of() : switch (fidelity) {
            case MECHANICAL, EXTERNAL -> List.of(Fidelity.PREMIUM.name(), Fidelity.PROFESSIONAL.name());
            case PREMIUM -> List.of(Fidelity.PROFESSIONAL.name());
            case PROFESSIONAL -> List.of();
        };
    }
}
