package dev.parlance.common;

/**
 * The one exception type for failures a client should see. Services throw it with the error kind
 * and a human-readable comment; the HTTP layer maps it to {@code 400 {ErrorType, ErrorComment}} in
 * one place.
 */
public class ApiException extends RuntimeException {
    private final ErrorType type;

    public ApiException(ErrorType type, String comment) {
        super(comment);
        this.type = type;
    }

    public ErrorType type() {
        return type;
    }

    public String comment() {
        return getMessage();
    }

    public static ApiException missing(String parameter) {
        return new ApiException(ErrorType.MISSING_PARAMETER, "Missing required parameter: " + parameter);
    }

    public static ApiException invalid(String parameter, String why) {
        return new ApiException(ErrorType.INVALID_QUERY, "Invalid value for " + parameter + ": " + why);
    }

    public static ApiException notFound(String what) {
        return new ApiException(ErrorType.ITEM_NOT_FOUND, what + " not found");
    }
}
