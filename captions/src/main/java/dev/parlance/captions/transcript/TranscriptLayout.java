package dev.parlance.captions.transcript;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.SoundTag;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays out an (already transformed) ElementList as a {@link Transcript}: paragraphs are the
 * ElementList's segments, a segment marked as a speaker change opens with the speaker-change
 * token and label, tokens are joined with spaces except around punctuation, and the break and
 * timecode options decide where blocks end.
 */
final class TranscriptLayout {
    private static final String OPENING = "([{¿¡“‘«";
    private static final String SENTENCE_ENDS = ".?!…";

    private final TranscriptOptions options;
    private final ElementList list;
    private final List<Transcript.Block> blocks = new ArrayList<>();
    private final List<Transcript.Run> runs = new ArrayList<>();
    private final StringBuilder text = new StringBuilder();
    /** Line breaks asked for before the next visible token, or -1. */
    private int pendingBreak = -1;
    private boolean paragraphStart = true;
    private long nextMark;
    /** The last token written opens a bracket or quote: no space after it. */
    private boolean afterOpening;

    private TranscriptLayout(ElementList list, TranscriptOptions options) {
        this.list = list;
        this.options = options;
        this.nextMark = options.timecodeIntervalMs() > 0 ? 0 : Long.MAX_VALUE;
    }

    static Transcript layOut(ElementList list, String title, TranscriptOptions options) {
        TranscriptLayout layout = new TranscriptLayout(list, options);
        for (Segment segment : list.segments()) {
            layout.segment(segment);
        }
        layout.closeBlock(0);
        return new Transcript(title == null || title.isBlank() ? "Transcript" : title.strip(),
                list.language() == null ? "" : list.language(), layout.blocks);
    }

    private void segment(Segment segment) {
        boolean first = true;
        for (Sequence sequence : segment.sequences()) {
            for (Token token : sequence.tokens()) {
                String shown = shown(token);
                if (shown.isEmpty()) {
                    continue;
                }
                if (first) {
                    first = false;
                    if (options.createParagraphs() && hasContent()) {
                        // A paragraph break replaces a sentence break asked for by the last token.
                        pendingBreak = options.newlinesAfterParagraph();
                        paragraphStart = true;
                    }
                    startToken(token);
                    if (segment.speakerChange()) {
                        speaker(segment);
                    }
                } else {
                    startToken(token);
                }
                append(token, shown);
                if (endsSentence(token, shown) && options.newlinesAfterSentence() > 0) {
                    pendingBreak = options.newlinesAfterSentence();
                }
            }
        }
    }

    /** Closes the block when a break is due and opens the next with its timecode. */
    private void startToken(Token token) {
        // Punctuation belongs to the word before it: a timecode line never starts with it.
        boolean crossesMark = !token.isPunctuation() && token.startTime() >= nextMark;
        if (crossesMark && hasContent()) {
            pendingBreak = Math.max(pendingBreak, 1);
        }
        if (pendingBreak >= 0 && hasContent()) {
            closeBlock(pendingBreak);
        }
        pendingBreak = -1;
        boolean blockStart = runs.isEmpty() && text.isEmpty();
        if (blockStart && ((paragraphStart && options.timecodeEveryParagraph()) || crossesMark)) {
            flushText();
            runs.add(new Transcript.Run(Transcript.RunKind.TIMECODE,
                    options.timecodeFormat().format(token.startTime() + options.timecodeOffsetMs())));
        }
        if (crossesMark) {
            long interval = options.timecodeIntervalMs();
            nextMark = (token.startTime() / interval + 1) * interval;
        }
        paragraphStart = false;
    }

    private void speaker(Segment segment) {
        String label = label(segment.speakerId());
        String token = options.speakerChangeToken();
        String shown = token.isEmpty() ? (label.isEmpty() ? "" : label + ":")
                : (label.isEmpty() ? token : token + " " + label + ":");
        if (shown.isEmpty()) {
            return;
        }
        flushText();
        runs.add(new Transcript.Run(Transcript.RunKind.SPEAKER, shown));
    }

    private String label(Integer speakerId) {
        if (speakerId == null || options.speakerLabel() == SpeakerLabel.NO) {
            return "";
        }
        String number = "Speaker " + (speakerId + 1);
        if (options.speakerLabel() == SpeakerLabel.NUMBER) {
            return number;
        }
        Speaker speaker = null;
        for (Speaker candidate : list.speakers()) {
            if (candidate.id() == speakerId) {
                speaker = candidate;
                break;
            }
        }
        if (speaker == null && speakerId >= 0 && speakerId < list.speakers().size()) {
            speaker = list.speakers().get(speakerId);
        }
        return speaker == null || speaker.name() == null || speaker.name().isBlank() ? number : speaker.name().strip();
    }

    private void append(Token token, String shown) {
        boolean attaches = token.isPunctuation() && !isOpening(shown) && !isDash(shown);
        if (!text.isEmpty() && !attaches && !afterOpening) {
            text.append(' ');
        }
        text.append(shown);
        afterOpening = token.isPunctuation() && isOpening(shown);
    }

    private void flushText() {
        if (!text.isEmpty()) {
            runs.add(new Transcript.Run(Transcript.RunKind.TEXT, text.toString()));
            text.setLength(0);
        }
        afterOpening = false;
    }

    private void closeBlock(int newlinesAfter) {
        flushText();
        if (!runs.isEmpty()) {
            blocks.add(new Transcript.Block(runs, newlinesAfter));
            runs.clear();
        }
    }

    private boolean hasContent() {
        return !runs.isEmpty() || !text.isEmpty();
    }

    private static String shown(Token token) {
        String shown = token.displayAs() == null || token.displayAs().isBlank() ? token.value() : token.displayAs();
        return shown == null ? "" : shown.strip();
    }

    /** A dash stands between words, with a space on each side. */
    private static boolean isDash(String shown) {
        return shown.equals("—") || shown.equals("–") || shown.equals("-") || shown.equals("--");
    }

    private static boolean isOpening(String shown) {
        return shown.length() == 1 && OPENING.indexOf(shown.charAt(0)) >= 0;
    }

    private static boolean endsSentence(Token token, String shown) {
        if (token.tags().contains(SoundTag.ENDS_SENTENCE.name())) {
            return true;
        }
        return token.isPunctuation() && SENTENCE_ENDS.indexOf(shown.charAt(shown.length() - 1)) >= 0;
    }
}
