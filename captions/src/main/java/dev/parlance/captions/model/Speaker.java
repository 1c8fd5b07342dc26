package dev.parlance.captions.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A speaker; gender is UNKNOWN, MALE or FEMALE. */
public record Speaker(@JsonProperty("name") String name, @JsonProperty("id") int id, @JsonProperty("gender") String gender) {
}
