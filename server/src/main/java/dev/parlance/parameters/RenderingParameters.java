package dev.parlance.parameters;

import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.LineEnding;
import dev.parlance.captions.format.TextOutput;
import dev.parlance.captions.format.WriterOptions;
import dev.parlance.captions.format.dfxp.DfxpOptions;
import dev.parlance.captions.format.qt.QtOptions;
import dev.parlance.captions.format.srt.SrtOptions;
import dev.parlance.captions.layout.LayoutOptions;
import dev.parlance.captions.layout.SpeakerDisplay;
import dev.parlance.captions.transcript.SpeakerLabel;
import dev.parlance.captions.transcript.TranscriptFileFormat;
import dev.parlance.captions.transcript.TranscriptOptions;
import dev.parlance.captions.transform.ForceCase;
import dev.parlance.captions.transform.SoundBoundaries;
import dev.parlance.captions.transform.SpellingVariant;
import dev.parlance.captions.transform.TextOptions;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.elementlist.ElementListSelection.Selector;
import dev.parlance.rendering.CaptionRequest;
import dev.parlance.rendering.TranscriptRequest;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;

/**
 * get_caption and get_transcript parameters into the caption library's option records. Defaults
 * are the library's (the spec's tables); a value the library refuses becomes {@code INVALID_OPTION}
 * naming it.
 */
public final class RenderingParameters {
    /** Every parameter that shapes a caption; a build_url link carries exactly these (plus job_id). */
    public static final List<String> CAPTION_NAMES = List.of("caption_format", "elementlist_version", "iwp_name",
            "audio_description", "mixed", "emit_speaker_change_tokens_as", "emit_speaker_change_token_as",
            "remove_disfluencies", "mask_profanity", "remove_sounds_list", "remove_sound_references", "replace_slang",
            "sound_boundaries", "replace_english_spelling", "force_case", "strip_square_brackets", "caption_words_min",
            "caption_by_sentence", "characters_per_caption_line", "disallow_dangling", "display_effects_speaker_as",
            "display_speaker_id", "layout_target_caption_length_ms", "line_break_on_sentence", "lines_per_caption",
            "maximum_caption_duration", "merge_gap_interval", "minimum_caption_length_ms",
            "minimum_gap_between_captions_ms", "silence_max_ms", "single_speaker_per_caption", "sound_threshold",
            "sound_tokens_by_caption", "sound_tokens_by_line", "sound_tokens_by_caption_list",
            "sound_tokens_by_line_list", "speaker_on_new_line", "srt_format", "dfxp_header", "include_dfxp_metadata",
            "qt_seamless", "utf8_mark", "line_ending_format");

    private RenderingParameters() {
    }

    public static CaptionRequest caption(ApiParams p) {
        CaptionFormat format = option("caption_format", () -> CaptionFormat.parse(p.required("caption_format")));
        LayoutOptions layout = layout(p);
        var writer = new WriterOptions(
                option("srt_format", () -> p.string("srt_format").map(SrtOptions::fromParameter).orElse(SrtOptions.defaults())),
                option("dfxp_header", () -> new DfxpOptions(p.string("dfxp_header").filter(s -> !s.isBlank()).orElse(null),
                        p.bool("include_dfxp_metadata", true))),
                new QtOptions(p.bool("qt_seamless", false), layout.maximumCaptionDuration()));
        return new CaptionRequest(format, selector(p), text(p, true), layout, writer, output(p));
    }

    /**
     * Which ElementList version: {@code elementlist_version}, {@code iwp_name} and
     * {@code audio_description} (none: the latest), for get_elementlist and the caption and
     * transcript reads alike.
     */
    public static Selector selector(ApiParams p) {
        boolean description = p.bool("audio_description", false);
        boolean mixed = p.bool("mixed", false);
        if (mixed && !description) {
            throw ApiException.invalid("mixed", "mixes the audio description into the text, so it needs audio_description=true");
        }
        return new Selector(p.instant("elementlist_version"), p.text("iwp_name"), description, mixed);
    }

    public static TranscriptRequest transcript(ApiParams p) {
        var b = TranscriptOptions.builder();
        p.bool("create_paragraphs").ifPresent(b::createParagraphs);
        p.intValue("newlines_after_paragraph").ifPresent(b::newlinesAfterParagraph);
        p.intValue("newlines_after_sentence").ifPresent(b::newlinesAfterSentence);
        p.bool("timecode_every_paragraph").ifPresent(b::timecodeEveryParagraph);
        p.string("timecode_format").ifPresent(b::timecodeFormat);
        p.integer("timecode_interval").ifPresent(b::timecodeIntervalMs);
        p.integer("timecode_offset").ifPresent(b::timecodeOffsetMs);
        speakerToken(p).ifPresent(b::speakerChangeToken);
        p.text("display_speaker_id").ifPresent(v -> b.speakerLabel(option("display_speaker_id", () -> SpeakerLabel.parse(v))));
        p.text("file_format").ifPresent(v -> b.fileFormat(option("file_format", () -> TranscriptFileFormat.parse(v))));
        TranscriptOptions transcript = option("transcript options", b::build);
        // The transcript writer marks speaker turns itself; the text transform must not add a second marker.
        return new TranscriptRequest(selector(p), text(p, false), transcript, output(p));
    }

    private static java.util.Optional<String> speakerToken(ApiParams p) {
        return p.string("emit_speaker_change_tokens_as", "emit_speaker_change_token_as");
    }

    private static TextOptions text(ApiParams p, boolean markSpeakerChanges) {
        var b = TextOptions.builder();
        if (markSpeakerChanges) {
            speakerToken(p).ifPresent(b::emitSpeakerChangeTokensAs);
        } else {
            b.emitSpeakerChangeTokensAs("");
        }
        p.bool("remove_disfluencies").ifPresent(b::removeDisfluencies);
        p.bool("mask_profanity").ifPresent(b::maskProfanity);
        p.list("remove_sounds_list").ifPresent(v -> b.removeSoundsList(soundNames(v)));
        p.bool("remove_sound_references").ifPresent(b::removeSoundReferences);
        p.bool("replace_slang").ifPresent(b::replaceSlang);
        p.list("sound_boundaries").filter(v -> !v.isEmpty())
                .ifPresent(v -> b.soundBoundaries(option("sound_boundaries", () -> SoundBoundaries.of(v))));
        p.text("replace_english_spelling")
                .ifPresent(v -> b.replaceEnglishSpelling(option("replace_english_spelling", () -> SpellingVariant.parse(v))));
        p.string("force_case").ifPresent(v -> b.forceCase(option("force_case", () -> ForceCase.parse(v))));
        p.bool("strip_square_brackets").ifPresent(b::stripSquareBrackets);
        return option("text options", b::build);
    }

    private static LayoutOptions layout(ApiParams p) {
        var b = LayoutOptions.builder();
        p.intValue("caption_words_min").ifPresent(b::captionWordsMin);
        p.bool("caption_by_sentence").ifPresent(b::captionBySentence);
        p.intValue("characters_per_caption_line").ifPresent(b::charactersPerCaptionLine);
        p.bool("disallow_dangling").ifPresent(b::disallowDangling);
        p.string("display_effects_speaker_as").ifPresent(b::displayEffectsSpeakerAs);
        p.text("display_speaker_id").ifPresent(v -> b.displaySpeakerId(option("display_speaker_id", () -> SpeakerDisplay.parse(v))));
        p.intValue("layout_target_caption_length_ms").ifPresent(b::layoutTargetCaptionLengthMs);
        p.bool("line_break_on_sentence").ifPresent(b::lineBreakOnSentence);
        p.intValue("lines_per_caption").ifPresent(b::linesPerCaption);
        p.intValue("maximum_caption_duration").ifPresent(b::maximumCaptionDuration);
        p.intValue("merge_gap_interval").ifPresent(b::mergeGapInterval);
        p.intValue("minimum_caption_length_ms").ifPresent(b::minimumCaptionLengthMs);
        p.intValue("minimum_gap_between_captions_ms").ifPresent(b::minimumGapBetweenCaptionsMs);
        p.intValue("silence_max_ms").ifPresent(b::silenceMaxMs);
        p.bool("single_speaker_per_caption").ifPresent(b::singleSpeakerPerCaption);
        p.intValue("sound_threshold").ifPresent(b::soundThreshold);
        p.bool("sound_tokens_by_caption").ifPresent(b::soundTokensByCaption);
        p.bool("sound_tokens_by_line").ifPresent(b::soundTokensByLine);
        p.list("sound_tokens_by_caption_list").ifPresent(v -> b.soundTokensByCaptionList(soundNames(v)));
        p.list("sound_tokens_by_line_list").ifPresent(v -> b.soundTokensByLineList(soundNames(v)));
        p.bool("speaker_on_new_line").ifPresent(b::speakerOnNewLine);
        return option("caption layout", b::build);
    }

    private static TextOutput output(ApiParams p) {
        LineEnding ending = option("line_ending_format",
                () -> p.text("line_ending_format").map(LineEnding::parse).orElse(LineEnding.UNIX));
        return new TextOutput(ending, p.bool("utf8_mark", false));
    }

    private static Set<String> soundNames(List<String> names) {
        Set<String> set = new HashSet<>();
        names.forEach(n -> set.add(n.trim().toUpperCase(Locale.ROOT)));
        return set;
    }

    /** Runs a library parse or build; its refusal names the option. */
    private static <T> T option(String name, Supplier<T> parse) {
        try {
            return parse.get();
        } catch (IllegalArgumentException e) {
            throw new ApiException(ErrorType.INVALID_OPTION, "Invalid " + name + ": " + e.getMessage());
        }
    }
}
