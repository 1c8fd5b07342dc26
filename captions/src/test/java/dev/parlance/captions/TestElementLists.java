package dev.parlance.captions;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.SoundTag;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds small ElementLists from plain text with synthetic, deterministic timing, for tests.
 *
 * <p>{@code TestElementLists.of("Hello there. How are you?")} gives one segment without a
 * speaker. Text is split into words ({@code value} lower-case, {@code displayAs} as written),
 * punctuation runs (one token each, timed at the end of the word before) and sound references
 * written as {@code [MUSIC]} (a {@link SoundTag} name in brackets). Each sentence is one
 * sequence.
 *
 * <p>Timing, unless changed on the builder: a word lasts {@code 120 ms + 45 ms per character}
 * (about 165 words a minute with the gaps), words are {@code 40 ms} apart, a sentence end adds
 * {@code 300 ms} of silence, a sound lasts {@code 1000 ms}. {@link Builder#wordMs(long)} makes
 * every word last the same time, which keeps timing arithmetic in a test obvious.
 *
 * <pre>{@code
 * ElementList list = TestElementLists.builder()
 *         .speaker("Alice").say("Hello there.")
 *         .pause(3000)
 *         .speaker(null).say("Hi. [LAUGH] Nice to see you.")   // an unnamed speaker
 *         .sound(SoundTag.MUSIC, 4000)
 *         .build();
 * }</pre>
 */
public final class TestElementLists {
    private static final Pattern TOKEN = Pattern.compile(
            "\\[(?<sound>[A-Z_]+)]|(?<word>'?[\\p{L}\\p{N}](?:[\\p{L}\\p{N}'’-]*[\\p{L}\\p{N}])?)|(?<punct>[^\\s\\p{L}\\p{N}]+)");

    private TestElementLists() {
    }

    /** One segment, no speaker, default timing from 0 ms. */
    public static ElementList of(String text) {
        return builder().say(text).build();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Every token of the list in order. */
    public static List<Token> tokens(ElementList list) {
        return list.segments().stream().flatMap(s -> s.sequences().stream()).flatMap(q -> q.tokens().stream()).toList();
    }

    /**
     * What the tokens show, joined the way text reads: a space between words and sounds,
     * punctuation attached to the word before ("Hello there. [MUSIC]").
     */
    public static String shownText(ElementList list) {
        StringBuilder text = new StringBuilder();
        for (Token token : tokens(list)) {
            if (!text.isEmpty() && !token.isPunctuation()) {
                text.append(' ');
            }
            text.append(token.displayAs());
        }
        return text.toString();
    }

    public static final class Builder {
        private long clock;
        private Long fixedWordMs;
        private long gapMs = 40;
        private long sentencePauseMs = 300;
        private long soundMs = 1000;
        private final List<Speaker> speakers = new ArrayList<>();
        private final List<Segment> segments = new ArrayList<>();
        private Integer speakerId;
        private boolean speakerChange;
        private final List<Sequence> sequences = new ArrayList<>();
        private final List<Token> tokens = new ArrayList<>();

        private Builder() {
        }

        /** Every word lasts exactly this long (default: depends on its length). */
        public Builder wordMs(long ms) {
            this.fixedWordMs = ms;
            return this;
        }

        /** Silence between two words of a sentence (default 40 ms). */
        public Builder gapMs(long ms) {
            this.gapMs = ms;
            return this;
        }

        /** Extra silence after a sentence end (default 300 ms). */
        public Builder sentencePauseMs(long ms) {
            this.sentencePauseMs = ms;
            return this;
        }

        /** Duration of a sound written as {@code [TAG]} in text (default 1000 ms). */
        public Builder soundMs(long ms) {
            this.soundMs = ms;
            return this;
        }

        /** Moves the clock to an absolute time (must not go back). */
        public Builder at(long ms) {
            if (ms < clock) {
                throw new IllegalArgumentException("time goes back: " + ms + " < " + clock);
            }
            clock = ms;
            return this;
        }

        /**
         * Starts a new turn (a segment with {@code speaker_change}) by the named speaker; a name
         * seen before reuses that speaker. {@code null} adds a new speaker without a name.
         */
        public Builder speaker(String name) {
            closeSegment();
            Speaker speaker = name == null ? null
                    : speakers.stream().filter(s -> name.equals(s.name())).findFirst().orElse(null);
            if (speaker == null) {
                speaker = new Speaker(name, speakers.size(), "UNKNOWN");
                speakers.add(speaker);
            }
            speakerId = speaker.id();
            speakerChange = true;
            return this;
        }

        /** Silence; the next words start a new segment of the same speaker. */
        public Builder pause(long ms) {
            closeSegment();
            clock += ms;
            return this;
        }

        /** Silence inside the current sentence and segment (a hesitation), unlike {@link #pause}. */
        public Builder silence(long ms) {
            clock += ms;
            return this;
        }

        /** A sound token of the given length at the current time. */
        public Builder sound(SoundTag tag, long ms) {
            tokens.add(Token.sound(tag, clock, clock + ms));
            clock += ms + gapMs;
            return this;
        }

        /** Words, punctuation and {@code [SOUND]} references, timed from the current clock. */
        public Builder say(String text) {
            Matcher m = TOKEN.matcher(text);
            while (m.find()) {
                if (m.group("sound") != null) {
                    sound(SoundTag.valueOf(m.group("sound")), soundMs);
                } else if (m.group("word") != null) {
                    String word = m.group("word");
                    long ms = fixedWordMs != null ? fixedWordMs : 120 + 45L * word.length();
                    tokens.add(Token.word(word.toLowerCase(Locale.ROOT), word, clock, clock + ms));
                    clock += ms + gapMs;
                } else {
                    String mark = m.group("punct");
                    long at = tokens.isEmpty() ? clock : tokens.getLast().endTime();
                    tokens.add(Token.punctuation(mark, at));
                    if (mark.matches(".*[.?!…].*")) {
                        clock += sentencePauseMs;
                        closeSequence();
                    }
                }
            }
            return this;
        }

        public ElementList build() {
            closeSegment();
            long end = segments.isEmpty() ? 0 : segments.getLast().endTime();
            long start = segments.isEmpty() ? 0 : segments.getFirst().startTime();
            return new ElementList(3, start, end, "EN_US", segments, speakers, Map.of(), Map.of());
        }

        private void closeSequence() {
            if (!tokens.isEmpty()) {
                sequences.add(new Sequence(tokens, false, tokens.getFirst().startTime(),
                        tokens.stream().mapToLong(Token::endTime).max().orElseThrow(), 0.95));
                tokens.clear();
            }
        }

        private void closeSegment() {
            closeSequence();
            if (!sequences.isEmpty()) {
                segments.add(new Segment(sequences, speakerChange, speakerId, false,
                        sequences.getFirst().startTime(), sequences.getLast().endTime()));
                sequences.clear();
                speakerChange = false;
            }
        }
    }
}
