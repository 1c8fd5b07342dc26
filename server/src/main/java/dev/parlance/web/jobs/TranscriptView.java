package dev.parlance.web.jobs;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.model.TokenType;

import java.util.ArrayList;
import java.util.List;

/**
 * A version's text as the job page shows it beside the player: one paragraph a segment, headed by
 * its speaker when the speaker changes, each word with the time it is said (a click seeks there;
 * the word being said is highlighted). Punctuation is glued to the word before it.
 */
record TranscriptView(List<Paragraph> paragraphs) {
    /** A word (or sound tag) with the punctuation after it; {@code start} in ms of the media. */
    record Word(String text, long start, long end) {
    }

    /** {@code at}: the start as the player's clock shows it ("1:02:05"). */
    record Paragraph(String speaker, long start, String at, List<Word> words) {
    }

    static TranscriptView of(ElementList list) {
        List<Paragraph> paragraphs = new ArrayList<>();
        Integer lastSpeaker = null;
        for (Segment segment : list.segments()) {
            List<Word> words = new ArrayList<>();
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    String text = token.displayAs() != null ? token.displayAs() : token.value();
                    if (text == null || text.isBlank()) {
                        continue;
                    }
                    if (token.type() == TokenType.SOUND) {
                        text = "[" + text + "]";
                    }
                    if (token.type() == TokenType.PUNCTUATION && !words.isEmpty()) {
                        Word before = words.removeLast();
                        words.add(new Word(before.text() + text.strip(), before.start(), before.end()));
                    } else {
                        words.add(new Word(text.strip(), token.startTime(), token.endTime()));
                    }
                }
            }
            if (words.isEmpty()) {
                continue;
            }
            String speaker = null;
            if (segment.speakerId() != null && !segment.speakerId().equals(lastSpeaker)) {
                speaker = speakerName(list, segment.speakerId());
            }
            lastSpeaker = segment.speakerId();
            paragraphs.add(new Paragraph(speaker, segment.startTime(), clock(segment.startTime()), words));
        }
        return new TranscriptView(paragraphs);
    }

    /** 3725000 ms → "1:02:05", 63000 → "1:03" (as assets/local-time.js's clock). */
    static String clock(long ms) {
        long s = Math.max(0, ms / 1000);
        String rest = String.format("%02d", s % 60);
        return s >= 3600 ? String.format("%d:%02d:%s", s / 3600, (s % 3600) / 60, rest) : (s / 60) + ":" + rest;
    }

    private static String speakerName(ElementList list, int id) {
        return list.speakers().stream().filter(s -> s.id() == id).map(Speaker::name)
                .filter(n -> n != null && !n.isBlank()).findFirst().orElse("Speaker " + (id + 1));
    }
}
