package dev.parlance.elementlist;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.transform.AddedTurns;
import dev.parlance.screen.ScreenText;
import dev.parlance.speech.ConfidenceInContext;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.sounds.SoundEvent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * Builds the mechanical ElementList from recognized words: sentences (sequences) and paragraphs
 * (segments) from pause lengths, commas and end marks as interpolated punctuation tokens, and
 * casing for display. Speakers, when told apart, start new sentences and segments where they change;
 * otherwise the list has one unknown speaker.
 *
 * <p>Silences are left as gaps between token times rather than {@code BLANK_AUDIO} sound tokens:
 * caption layout already splits at gaps ({@code silence_max_ms}, {@code merge_gap_interval}), a
 * sound token would show as a "[BLANK_AUDIO]" caption clients must remove, and "no words
 * recognized" is not evidence of blank audio (it may be music or speech the model missed).
 */
public class ElementListBuilder {
    public static final int VERSION = 3;
    static final Speaker UNKNOWN_SPEAKER = new Speaker("Speaker 1", 0, "UNKNOWN");
    /** The speaker whose turns are the text read on screen. */
    public static final String SCREEN_TEXT_SPEAKER = "On-screen text";

    /**
     * Words that open a question. "When" is left out: it opens as many statements ("When we
     * arrived, ...") as questions.
     */
    private static final Set<String> QUESTION_OPENERS = Set.of(
            "what", "why", "how", "who", "whom", "whose", "where", "which",
            "is", "are", "was", "were", "am", "do", "does", "did", "can", "could", "would", "will",
            "should", "shall", "may", "might",
            "isn't", "aren't", "wasn't", "weren't", "don't", "doesn't", "didn't", "can't", "couldn't",
            "wouldn't", "won't", "shouldn't");

    private final ElementListRules rules;
    private final EnglishCasing casing = EnglishCasing.instance();

    public ElementListBuilder() {
        this(ElementListRules.DEFAULT);
    }

    public ElementListBuilder(ElementListRules rules) {
        this.rules = rules;
    }

    /**
     * @param words        recognized words, media times in milliseconds
     * @param mediaMillis  length of the media: the list covers it even where nobody speaks
     * @param languageCode the job language ({@code en}, {@code en-gb}...)
     */
    public ElementList build(List<RecognizedWord> words, long mediaMillis, String languageCode) {
        return build(words, new int[words.size()], mediaMillis, languageCode);
    }

    /**
     * @param speakerOf each word's speaker, parallel to {@code words}: 0, 1, ... (all 0: one unknown speaker)
     */
    public ElementList build(List<RecognizedWord> words, int[] speakerOf, long mediaMillis, String languageCode) {
        return build(words, speakerOf, List.of(), mediaMillis, languageCode);
    }

    /**
     * @param sounds the sound events heard where nobody spoke: each becomes a segment of its own
     *               holding one sound token (type {@code sound}, its tag), in time order among the
     *               speech, with the speaker of the speech before it and no speaker change
     */
    public ElementList build(List<RecognizedWord> words, int[] speakerOf, List<SoundEvent> sounds, long mediaMillis,
                             String languageCode) {
        return build(words, speakerOf, sounds, List.of(), mediaMillis, languageCode);
    }

    /**
     * @param screen the text read on screen ({@code on_screen_text}): each line becomes a segment of
     *               its own, at the times it is shown, whose speaker is the list's last one, named
     *               {@value #SCREEN_TEXT_SPEAKER}; its words carry no tag, so every client reads
     *               them as words, and the transcript and captions show them as that speaker's turn
     */
    public ElementList build(List<RecognizedWord> words, int[] speakerOf, List<SoundEvent> sounds, List<ScreenText> screen,
                             long mediaMillis, String languageCode) {
        ElementList heard = withSounds(buildSpoken(words, speakerOf, mediaMillis, languageCode), sounds);
        return screen.isEmpty() ? heard : withScreenText(heard, screen);
    }

    private ElementList withSounds(ElementList spoken, List<SoundEvent> sounds) {
        if (sounds.isEmpty()) {
            return spoken;
        }
        List<Segment> segments = new ArrayList<>(spoken.segments());
        for (SoundEvent sound : sounds) {
            int at = 0;
            while (at < segments.size() && segments.get(at).startTime() <= sound.startMillis()) {
                at++;
            }
            Integer speaker = at == 0 ? (segments.isEmpty() ? 0 : segments.getFirst().speakerId()) : segments.get(at - 1).speakerId();
            Token token = Token.sound(sound.tag(), sound.startMillis(), sound.endMillis());
            Sequence sequence = new Sequence(List.of(token), false, sound.startMillis(), sound.endMillis(), 1.0);
            segments.add(at, new Segment(List.of(sequence), false, speaker, false, sound.startMillis(), sound.endMillis()));
        }
        List<Speaker> speakers = spoken.speakers().isEmpty() ? List.of(UNKNOWN_SPEAKER) : spoken.speakers();
        long end = Math.max(spoken.endTime(), sounds.getLast().endMillis());
        return new ElementList(spoken.version(), spoken.startTime(), end, spoken.language(), segments, speakers,
                spoken.keywords(), spoken.topics());
    }

    private static ElementList withScreenText(ElementList heard, List<ScreenText> screen) {
        if (heard.speakers().isEmpty()) {
            heard = new ElementList(heard.version(), heard.startTime(), heard.endTime(), heard.language(), heard.segments(),
                    List.of(UNKNOWN_SPEAKER), heard.keywords(), heard.topics());
        }
        List<Segment> lines = screen.stream().map(line -> {
            Sequence sequence = new Sequence(spreadTokens(line.text(), line.startMillis(), line.endMillis()), false,
                    line.startMillis(), line.endMillis(), 1.0);
            return new Segment(List.of(sequence), true, null, false, line.startMillis(), line.endMillis());
        }).toList();
        return AddedTurns.interleaved(heard, lines, SCREEN_TEXT_SPEAKER);
    }

    /**
     * A written text's words spread evenly over a span (text read on screen, a description), each
     * mark after a word its own punctuation token.
     */
    public static List<Token> spreadTokens(String text, long from, long to) {
        String[] words = text.strip().split("\\s+");
        long span = Math.max(1, to - from);
        List<Token> tokens = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
            long start = from + span * i / words.length;
            long end = from + span * (i + 1) / words.length;
            String word = words[i];
            int cut = word.length();
            while (cut > 1 && ".,:;!?".indexOf(word.charAt(cut - 1)) >= 0) {
                cut--;
            }
            String bare = word.substring(0, cut);
            tokens.add(Token.word(bare.toLowerCase(Locale.ROOT), bare, start, end));
            for (char mark : word.substring(cut).toCharArray()) {
                tokens.add(Token.punctuation(String.valueOf(mark), end));
            }
        }
        return tokens;
    }

    /** Whether a segment is a line of on-screen text (its speaker is the one {@link #build} names so). */
    public static boolean isScreenText(Segment segment, ElementList list) {
        Integer id = segment.speakerId();
        return id != null && list.speakers().stream().anyMatch(s -> s.id() == id && s.name().equals(SCREEN_TEXT_SPEAKER));
    }

    private ElementList buildSpoken(List<RecognizedWord> words, int[] speakerOf, long mediaMillis, String languageCode) {
        if (speakerOf.length != words.size()) {
            throw new IllegalArgumentException(words.size() + " words but " + speakerOf.length + " speaker labels");
        }
        Map<RecognizedWord, Integer> speakers = new HashMap<>();
        for (int i = 0; i < words.size(); i++) {
            speakers.put(words.get(i), speakerOf[i]);
        }
        List<RecognizedWord> ordered = words.stream()
                .sorted(Comparator.comparingLong(RecognizedWord::startMillis))
                .toList();
        long end = Math.max(mediaMillis, ordered.stream().mapToLong(RecognizedWord::endMillis).max().orElse(0));
        String language = localeForm(languageCode);
        if (ordered.isEmpty()) {
            return new ElementList(VERSION, 0, end, language, List.of(), List.of(), Map.of(), Map.of());
        }
        List<List<RecognizedWord>> sentences = new ArrayList<>();
        for (List<RecognizedWord> run : splitAtPauses(ordered, speakers)) {
            splitLong(run, sentences);
        }
        int count = Arrays.stream(speakerOf).max().orElse(0) + 1;
        List<Speaker> list = count == 1 ? List.of(UNKNOWN_SPEAKER) : IntStream.range(0, count)
                .mapToObj(i -> new Speaker("Speaker " + (i + 1), i, "UNKNOWN")).toList();
        return new ElementList(VERSION, 0, end, language, segments(sentences, speakers), list, Map.of(), Map.of());
    }

    /**
     * How sure the machine is of each word, in context ({@link ConfidenceInContext}), in the order
     * {@link #build} puts the words in its list (by start time; the sort is stable, as build's):
     * stored beside the MECHANICAL version, for the editor to mark the doubtful words.
     */
    public static WordConfidences wordConfidences(List<RecognizedWord> words) {
        return new WordConfidences(ConfidenceInContext.of(words.stream()
                .sorted(Comparator.comparingLong(RecognizedWord::startMillis)).toList()));
    }

    /**
     * The same for a list {@link #build} made with sound events: confidences count the list's words
     * and sounds in order (as the editor reads them), and a sound has none.
     */
    public static WordConfidences wordConfidences(List<RecognizedWord> words, ElementList built) {
        List<Double> byWord = wordConfidences(words).values();
        List<Double> values = new ArrayList<>();
        int next = 0;
        for (Segment segment : built.segments()) {
            boolean screen = isScreenText(segment, built);
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    if (token.isSound() || (screen && token.isWord())) {
                        values.add(null);
                    } else if (token.isWord()) {
                        values.add(next < byWord.size() ? byWord.get(next++) : null);
                    }
                }
            }
        }
        return new WordConfidences(values);
    }

    /** The ElementList form of a job language: {@code en} is {@code EN_US}, {@code en-gb} is {@code EN_GB}. */
    public static String localeForm(String languageCode) {
        String code = languageCode == null || languageCode.isBlank() ? "en" : languageCode.strip();
        code = code.toUpperCase(Locale.ROOT).replace('-', '_');
        return code.equals("EN") ? "EN_US" : code;
    }

    /** Sentences end at long pauses and where the speaker changes. */
    private List<List<RecognizedWord>> splitAtPauses(List<RecognizedWord> words, Map<RecognizedWord, Integer> speakers) {
        List<List<RecognizedWord>> runs = new ArrayList<>();
        List<RecognizedWord> current = new ArrayList<>();
        for (RecognizedWord word : words) {
            if (!current.isEmpty() && (pause(current.getLast(), word) >= rules.sentencePauseMillis()
                    || speaker(word, speakers) != speaker(current.getLast(), speakers))) {
                runs.add(current);
                current = new ArrayList<>();
            }
            current.add(word);
        }
        runs.add(current);
        return runs;
    }

    /** Cuts a run longer than the sentence limit at its longest pause, again and again. */
    private void splitLong(List<RecognizedWord> run, List<List<RecognizedWord>> into) {
        if (run.size() <= rules.maxSentenceWords()) {
            into.add(run);
            return;
        }
        int keep = Math.min(3, run.size() / 2);
        int cut = keep;
        for (int i = keep; i <= run.size() - keep; i++) {
            if (pause(run.get(i - 1), run.get(i)) > pause(run.get(cut - 1), run.get(cut))) {
                cut = i;
            }
        }
        splitLong(run.subList(0, cut), into);
        splitLong(run.subList(cut, run.size()), into);
    }

    private List<Segment> segments(List<List<RecognizedWord>> sentences, Map<RecognizedWord, Integer> speakers) {
        List<Segment> segments = new ArrayList<>();
        List<Sequence> current = new ArrayList<>();
        int currentSpeaker = 0;
        for (List<RecognizedWord> sentence : sentences) {
            if (!current.isEmpty()) {
                Sequence last = current.getLast();
                boolean longPause = sentence.getFirst().startMillis() - last.endTime() > rules.segmentPauseMillis();
                boolean longSegment = last.endTime() - current.getFirst().startTime() >= rules.maxSegmentMillis();
                boolean newSpeaker = speaker(sentence.getFirst(), speakers) != currentSpeaker;
                if (longPause || longSegment || newSpeaker) {
                    segments.add(segment(current, currentSpeaker, segments));
                    current = new ArrayList<>();
                }
            }
            if (current.isEmpty()) {
                currentSpeaker = speaker(sentence.getFirst(), speakers);
            }
            current.add(sequence(sentence));
        }
        segments.add(segment(current, currentSpeaker, segments));
        return segments;
    }

    /** A segment is a speaker change where its speaker differs from the one before (the first always is). */
    private static Segment segment(List<Sequence> sequences, int speaker, List<Segment> before) {
        boolean change = before.isEmpty() || before.getLast().speakerId() != speaker;
        return new Segment(sequences, change, speaker, false, sequences.getFirst().startTime(), sequences.getLast().endTime());
    }

    private static int speaker(RecognizedWord word, Map<RecognizedWord, Integer> speakers) {
        return speakers.getOrDefault(word, 0);
    }

    private Sequence sequence(List<RecognizedWord> sentence) {
        List<Token> tokens = new ArrayList<>();
        for (int i = 0; i < sentence.size(); i++) {
            RecognizedWord word = sentence.get(i);
            String value = word.text().toLowerCase(Locale.ROOT);
            boolean capital = i == 0 || casing.isTitle(sentence.get(i - 1).text());
            tokens.add(Token.word(value, casing.display(value, capital), word.startMillis(), word.endMillis()));
            if (i + 1 < sentence.size() && pause(word, sentence.get(i + 1)) >= rules.commaPauseMillis()) {
                tokens.add(Token.punctuation(",", word.endMillis()));
            }
        }
        boolean question = QUESTION_OPENERS.contains(sentence.getFirst().text().toLowerCase(Locale.ROOT));
        tokens.add(Token.punctuation(question ? "?" : ".", sentence.getLast().endMillis()));
        double confidence = sentence.stream().mapToDouble(RecognizedWord::confidence).average().orElse(0);
        return new Sequence(tokens, false, sentence.getFirst().startMillis(), sentence.getLast().endMillis(), confidence);
    }

    private static long pause(RecognizedWord before, RecognizedWord after) {
        return after.startMillis() - before.endMillis();
    }
}
