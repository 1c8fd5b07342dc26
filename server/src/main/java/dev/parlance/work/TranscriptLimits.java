package dev.parlance.work;

import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.common.TextRules;

/**
 * What a person's text may be: at most {@value #MAX_TURNS} turns and {@value #MAX_CHARACTERS}
 * characters in all (a three-hour transcript is about 200,000), speaker names one line of at most
 * {@value #MAX_SPEAKER} characters, and no control characters but tabs and line breaks in the text.
 */
final class TranscriptLimits {
    static final int MAX_TURNS = 50_000;
    static final int MAX_CHARACTERS = 2_000_000;
    static final int MAX_SPEAKER = 200;

    private TranscriptLimits() {
    }

    static EditedTranscript check(EditedTranscript text) {
        if (text.turns().size() > MAX_TURNS) {
            throw invalid("at most " + MAX_TURNS + " turns, got " + text.turns().size());
        }
        long characters = 0;
        for (int i = 0; i < text.turns().size(); i++) {
            EditedTranscript.Turn turn = text.turns().get(i);
            characters += turn.text().length();
            String where = "turn " + (i + 1);
            TextRules.problem(turn.text(), TextRules.Shape.MULTI_LINE).ifPresent(why -> {
                throw invalid(where + ": " + why);
            });
            if (turn.speaker() != null) {
                if (turn.speaker().length() > MAX_SPEAKER) {
                    throw invalid(where + ": a speaker name has at most " + MAX_SPEAKER + " characters");
                }
                TextRules.problem(turn.speaker(), TextRules.Shape.SINGLE_LINE).ifPresent(why -> {
                    throw invalid(where + ", speaker: " + why);
                });
            }
        }
        if (characters > MAX_CHARACTERS) {
            throw invalid("at most " + MAX_CHARACTERS + " characters in all, got " + characters);
        }
        return text;
    }

    private static WorkException invalid(String why) {
        return new WorkException(WorkRefusal.INVALID, "The text cannot be taken: " + why);
    }
}
