package dev.parlance.captions.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * A block of speech by one speaker, split at long pauses and sentence ends. {@code speakerId} is an
 * integer index into the ElementList's speakers, or absent; never a boolean.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Segment(
        @JsonProperty("sequences") List<Sequence> sequences,
        @JsonProperty("speaker_change") boolean speakerChange,
        @JsonProperty("speaker_id") Integer speakerId,
        @JsonProperty("interpolated") boolean interpolated,
        @JsonProperty("start_time") long startTime,
        @JsonProperty("end_time") long endTime) {

    public Segment {
        sequences = sequences == null ? List.of() : List.copyOf(sequences);
    }
}
