package dev.parlance.intelligence;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.model.Topic;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Adds media intelligence to an ElementList: its {@value #KEYWORDS} best key phrases as
 * {@code keywords}, each with the time of every place it is said, and its {@value #TOPICS} main
 * subjects as {@code topics}, each with the sentences it comes up in (neighbouring sentences joined
 * into one range). Keys are the lower-case phrase; {@code url} is empty (there is no page to link
 * to, and the field takes no null). A list without words gets empty maps.
 */
@Component
public class MediaIntelligence {
    static final int KEYWORDS = 10;
    static final int TOPICS = 5;
    /** Sentences of one subject less than this far apart are one range. */
    private static final long JOIN_MILLIS = 2_000;

    /** Loaded on first use, not at start-up: the tagger model takes about 0.7 s to read. */
    private volatile KeyPhraseExtractor extractor;

    private KeyPhraseExtractor extractor() {
        KeyPhraseExtractor loaded = extractor;
        if (loaded == null) {
            synchronized (this) {
                if (extractor == null) {
                    extractor = KeyPhraseExtractor.english();
                }
                loaded = extractor;
            }
        }
        return loaded;
    }

    public ElementList added(ElementList list) {
        List<List<Token>> sentences = new ArrayList<>();
        for (Segment segment : list.segments()) {
            for (Sequence sequence : segment.sequences()) {
                List<Token> words = sequence.tokens().stream().filter(Token::isWord).toList();
                if (!words.isEmpty()) {
                    sentences.add(words);
                }
            }
        }
        List<List<String>> text = sentences.stream().map(s -> s.stream().map(Token::displayAs).toList()).toList();
        KeyPhraseExtractor.Analysis analysis = extractor().analyse(text);
        Map<String, Topic> keywords = new LinkedHashMap<>();
        for (KeyPhraseExtractor.KeyPhrase phrase : analysis.phrases().stream().limit(KEYWORDS).toList()) {
            List<Topic.TimeRange> ranges = new ArrayList<>();
            for (KeyPhraseExtractor.Occurrence at : phrase.occurrences()) {
                List<Token> words = sentences.get(at.sentence());
                ranges.add(new Topic.TimeRange(words.get(at.from()).startTime(), words.get(at.to() - 1).endTime()));
            }
            keywords.putIfAbsent(phrase.display().toLowerCase(Locale.ROOT), new Topic(phrase.display(), "", ranges));
        }
        Map<String, Topic> topics = new LinkedHashMap<>();
        for (KeyPhraseExtractor.KeyPhrase subject : analysis.subjects().stream().limit(TOPICS).toList()) {
            List<Topic.TimeRange> ranges = new ArrayList<>();
            for (KeyPhraseExtractor.Occurrence at : subject.occurrences()) {
                List<Token> words = sentences.get(at.sentence());
                long start = words.getFirst().startTime();
                long end = words.getLast().endTime();
                if (!ranges.isEmpty() && start - ranges.getLast().endTime() < JOIN_MILLIS) {
                    ranges.set(ranges.size() - 1, new Topic.TimeRange(ranges.getLast().startTime(), Math.max(end, ranges.getLast().endTime())));
                } else {
                    ranges.add(new Topic.TimeRange(start, end));
                }
            }
            topics.putIfAbsent(subject.display().toLowerCase(Locale.ROOT), new Topic(subject.display(), "", ranges));
        }
        return new ElementList(list.version(), list.startTime(), list.endTime(), list.language(), list.segments(),
                list.speakers(), keywords, topics);
    }
}
