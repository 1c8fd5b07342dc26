package dev.parlance.web;

/**
 * The error body of the JSON work API: {@code {"error": code, "message": text}} with a real HTTP
 * status (401, 403, 404, 409...), unlike the v1 API's {@code 400 {ErrorType, ErrorComment}}.
 * {@code error} is a short lower-case code a script can switch on; {@code message} says what to do.
 */
public record JsonError(String error, String message) {
}
