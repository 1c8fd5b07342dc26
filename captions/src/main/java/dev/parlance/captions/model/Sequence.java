package dev.parlance.captions.model;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/** A run of tokens, typically a sentence or the part of one between pauses. */
public record Sequence(
        @JsonProperty("tokens") List<Token> tokens,
        @JsonProperty("interpolated") boolean interpolated,
        @JsonProperty("start_time") long startTime,
        @JsonProperty("end_time") long endTime,
        @JsonProperty("confidence_score") double confidenceScore) {

    public Sequence {
        tokens = tokens == null ? List.of() : List.copyOf(tokens);
    }
}
