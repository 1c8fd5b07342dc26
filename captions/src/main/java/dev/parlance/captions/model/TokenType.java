package dev.parlance.captions.model;

import com.fasterxml.jackson.annotation.JsonValue;

/** Token kinds; in JSON the lower-case strings clients expect ("word", "punctuation", "sound"). */
public enum TokenType {
    WORD, PUNCTUATION, SOUND;

    @JsonValue
    public String json() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
