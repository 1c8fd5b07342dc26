package dev.parlance.captions.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;
import java.util.Map;

/**
 * Word-timed text of a job: segments of sequences of tokens. Immutable; every list is a copy.
 * {@code language} uses the locale form such as {@code EN_US}. Times in milliseconds. The media
 * intelligence maps ({@code keywords}, {@code topics}) are left out of the JSON when empty: they
 * are there only for a version the customer asked media intelligence for.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ElementList(
        @JsonProperty("version") int version,
        @JsonProperty("start_time") long startTime,
        @JsonProperty("end_time") long endTime,
        @JsonProperty("language") String language,
        @JsonProperty("segments") List<Segment> segments,
        @JsonProperty("speakers") List<Speaker> speakers,
        @JsonProperty("keywords") @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Topic> keywords,
        @JsonProperty("topics") @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Topic> topics) {

    public ElementList {
        segments = segments == null ? List.of() : List.copyOf(segments);
        speakers = speakers == null ? List.of() : List.copyOf(speakers);
        keywords = keywords == null ? Map.of() : Map.copyOf(keywords);
        topics = topics == null ? Map.of() : Map.copyOf(topics);
    }

    public static ElementList empty(String language) {
        return new ElementList(3, 0, 0, language, List.of(), List.of(), Map.of(), Map.of());
    }
}
