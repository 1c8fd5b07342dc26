package dev.parlance.web;

import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;

/** Writes a {@link JsonError} where no controller runs (the security filters refusing a work API request). */
@Component
class JsonErrors {
    private final JsonMapper json;

    JsonErrors(JsonMapper json) {
        this.json = json;
    }

    void write(HttpServletResponse response, int status, String error, String message) throws IOException {
        response.setStatus(status);
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        response.setCharacterEncoding("UTF-8");
        json.writeValue(response.getOutputStream(), new JsonError(error, message));
    }
}
