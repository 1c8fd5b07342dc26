package dev.parlance.work;

import dev.parlance.captions.model.SoundTag;
import dev.parlance.guidelines.Guidelines;
import dev.parlance.job.Job;
import dev.parlance.job.TranscriptionOptions;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the person doing a pass is asked to do, from the pass and the job's options, and the notes
 * that came with the job.
 *
 * @param trueVerbatim     keep disfluencies ({@code enable_true_verbatim}, or the TRUE_VERBATIM first pass campaign)
 * @param audioDescription tag every sound ({@code audio_description})
 * @param musicLyrics      write sung words ({@code music_lyrics})
 * @param onScreenText     write text shown on screen ({@code on_screen_text})
 * @param speakerNames     name the speakers ({@code speaker_id}, or the speaker identification pass)
 * @param notes            the job's notes (perform_transcription's {@code notes} option, or job/modify's), or null
 * @param accountNotes     the customer account's {@code default_job_notes}, or null
 * @param guidance         the above as sentences, the pass's own first
 * @param soundTags        the sound tags the text may hold, in brackets
 * @param guidelines       the customer's guidelines for the job (add_custom_guidelines), as safe HTML; null when none
 */
public record Instructions(boolean trueVerbatim, boolean audioDescription, boolean musicLyrics, boolean onScreenText,
                           boolean speakerNames, String notes, String accountNotes, List<String> guidance,
                           List<String> soundTags, Guidelines guidelines) {

    static Instructions of(Pass pass, Job job, String accountNotes, Guidelines guidelines) {
        TranscriptionOptions options = job.options();
        boolean verbatim = options.bool("enable_true_verbatim") || "TRUE_VERBATIM".equals(options.text("first_pass_campaign"));
        boolean sounds = options.bool("audio_description");
        boolean lyrics = options.bool("music_lyrics");
        boolean screen = options.bool("on_screen_text");
        boolean names = options.bool("speaker_id") || pass == Pass.SPEAKER_ID;
        List<String> guidance = new ArrayList<>();
        guidance.add(switch (pass) {
            case EDIT, MACHINE -> "Correct the machine's transcript against the media: fix misheard words, add what it"
                    + " missed, remove what was not said, and check speaker turns.";
            case REVIEW -> "Review the edited transcript against the media, word by word: spelling of names, speaker"
                    + " turns, sound tags, punctuation. Someone else did the edit.";
            case SPEAKER_ID -> "Name every speaker: replace \"Speaker 1\" and the like with each person's name, as"
                    + " introduced or known; leave the words as they are.";
            case TRANSLATE -> "Correct the machine translation against the source transcript and the media: meaning,"
                    + " grammar, names and terms; keep each sentence with the speech it translates.";
            case TRANSLATION_REVIEW -> "Review the translation against the source transcript, sentence by sentence:"
                    + " meaning, grammar, spelling of names, punctuation. Someone else did the translation.";
            case DESCRIBE -> "Describe what a blind viewer would miss: who is there, what they do, where, and text on"
                    + " screen, in the gaps between the dialogue. Each description must fit its gap when read aloud"
                    + " (too long is flagged); start from the machine's draft, keep what is right, rewrite the rest.";
            case DESCRIPTION_REVIEW -> "Review the audio description against the picture: accuracy, what matters is"
                    + " described, nothing talks over the dialogue, each fits its gap. Someone else wrote it.";
            case CUSTOMER_APPROVAL -> "Read the transcript against the media, correct anything you want changed, and approve it.";
        });
        if (pass.describes()) {
            // The dialogue is done: verbatim, sound tags and names are the transcript's, not the description's.
            return new Instructions(false, true, false, false, false, blankToNull(job.notes()), blankToNull(accountNotes),
                    withGuidelines(guidance, guidelines), List.of(), guidelines);
        }
        guidance.add(verbatim ? "True verbatim: keep every um, uh, false start, stutter and repetition."
                : "Clean verbatim: leave out ums, uhs, false starts and stutters.");
        guidance.add(sounds ? "Tag every sound in square brackets, as it happens: [MUSIC], [APPLAUSE], [LAUGH], [NOISE]..."
                : "Tag sounds that matter to the meaning in square brackets: [MUSIC], [LAUGH], [APPLAUSE]...");
        if (lyrics) {
            guidance.add("Write the lyrics of songs as words, not only [MUSIC].");
        }
        if (screen) {
            guidance.add("Write out text shown on screen where it appears.");
        }
        if (names && pass != Pass.SPEAKER_ID) {
            guidance.add("Use the speakers' names when they are known.");
        }
        return new Instructions(verbatim, sounds, lyrics, screen, names, blankToNull(job.notes()), blankToNull(accountNotes),
                withGuidelines(guidance, guidelines), Arrays.stream(SoundTag.values()).map(t -> "[" + t.name() + "]").toList(), guidelines);
    }

    private static List<String> withGuidelines(List<String> guidance, Guidelines guidelines) {
        if (guidelines != null) {
            guidance.add("Follow the customer's guidelines below; where they differ from these instructions, they win.");
        }
        return List.copyOf(guidance);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
