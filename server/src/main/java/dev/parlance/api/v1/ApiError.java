package dev.parlance.api.v1;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.parlance.common.ErrorType;

/** The v1 error body. */
record ApiError(@JsonProperty("ErrorType") String errorType, @JsonProperty("ErrorComment") String errorComment) {
    ApiError(ErrorType type, String comment) {
        this(type.name(), comment == null ? "" : comment);
    }
}
