package dev.parlance.captions.model;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * One word, punctuation mark or sound. {@code value} is the normalised form (lower-case word, or
 * the sound tag such as {@code MUSIC}); {@code displayAs} carries casing and is what captions
 * show. Times in milliseconds from the start of the media. Sound tokens carry their tag in
 * {@code tags}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Token(
        @JsonProperty("value") String value,
        @JsonProperty("type") TokenType type,
        @JsonProperty("display_as") String displayAs,
        @JsonProperty("start_time") long startTime,
        @JsonProperty("end_time") long endTime,
        @JsonProperty("interpolated") boolean interpolated,
        @JsonProperty("tags") List<String> tags) {

    public Token {
        tags = tags == null ? List.of() : List.copyOf(tags);
    }

    public static Token word(String value, String displayAs, long start, long end) {
        return new Token(value, TokenType.WORD, displayAs, start, end, false, List.of());
    }

    public static Token punctuation(String mark, long at) {
        return new Token(mark, TokenType.PUNCTUATION, mark, at, at, true, List.of());
    }

    public static Token sound(SoundTag tag, long start, long end) {
        return new Token(tag.name(), TokenType.SOUND, tag.name(), start, end, false, List.of(tag.name()));
    }

    public boolean isWord() {
        return type == TokenType.WORD;
    }

    public boolean isPunctuation() {
        return type == TokenType.PUNCTUATION;
    }

    public boolean isSound() {
        return type == TokenType.SOUND;
    }
}
