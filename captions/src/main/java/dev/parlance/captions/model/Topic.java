package dev.parlance.captions.model;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/** A keyword or topic of the media intelligence data, with where it occurs. */
public record Topic(
        @JsonProperty("display_name") String displayName,
        @JsonProperty("url") String url,
        @JsonProperty("time_ranges") List<TimeRange> timeRanges) {

    public record TimeRange(@JsonProperty("start_time") long startTime, @JsonProperty("end_time") long endTime) {
    }
}
