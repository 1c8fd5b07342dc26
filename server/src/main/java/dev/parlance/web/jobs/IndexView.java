package dev.parlance.web.jobs;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Topic;

import java.util.List;
import java.util.Map;

/**
 * A version's media intelligence as the job page shows it beside the transcript: its key phrases
 * and topics, each a button that plays its first occurrence and one button a place it comes up.
 *
 * @param stored whether the version carries them (ordered with generate_media_intelligence_iwp),
 *               rather than made for this page on request
 */
record IndexView(List<Entry> keywords, List<Entry> topics, boolean stored) {
    /** A place in the media: {@code start} in ms, {@code at} as the player's clock shows it. */
    record Place(long start, String at) {
    }

    record Entry(String name, List<Place> places) {
    }

    static IndexView of(ElementList list, boolean stored) {
        return new IndexView(entries(list.keywords()), entries(list.topics()), stored);
    }

    /** A heading and its entries: "Key phrases", then "Topics", each only when it has any. */
    record Group(String title, List<Entry> entries) {
    }

    public List<Group> groups() {
        return java.util.stream.Stream.of(new Group("Key phrases", keywords), new Group("Topics", topics))
                .filter(g -> !g.entries().isEmpty()).toList();
    }

    public boolean isEmpty() {
        return keywords.isEmpty() && topics.isEmpty();
    }

    private static List<Entry> entries(Map<String, Topic> found) {
        return found.values().stream()
                .filter(t -> !t.timeRanges().isEmpty())
                .map(t -> new Entry(t.displayName(), t.timeRanges().stream()
                        .map(r -> new Place(r.startTime(), TranscriptView.clock(r.startTime()))).toList()))
                .toList();
    }
}
