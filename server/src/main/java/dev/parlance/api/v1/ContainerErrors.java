package dev.parlance.api.v1;

import dev.parlance.common.ErrorType;
import org.apache.catalina.Host;
import org.apache.catalina.Valve;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.tomcat.ConfigurableTomcatWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.core.Ordered;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;
import tools.jackson.databind.json.JsonMapper;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Requests Tomcat refuses before any servlet runs (a request line or headers over the limit, bad
 * percent-encoding, an encoded slash, a NUL, an unknown HTTP version...) are answered with the v1
 * error body too, never Tomcat's HTML page: its error report valve is replaced by one that writes
 * {@code 400 {"ErrorType":"INVALID_QUERY","ErrorComment":...}}. Errors inside the application keep
 * going through {@link JsonErrorController} and {@link ApiExceptionHandler}.
 */
@Component
class ContainerErrors implements WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory>, Ordered {
    private final DataSize maxHeaderSize;

    ContainerErrors(@Value("${server.max-http-request-header-size}") DataSize maxHeaderSize) {
        this.maxHeaderSize = maxHeaderSize;
    }

    /** After Spring Boot's own customizer, which installs a plain error report valve to be replaced here. */
    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }

    @Override
    public void customize(ConfigurableTomcatWebServerFactory factory) {
        factory.addContextCustomizers(context -> {
            Host host = (Host) context.getParent();
            for (Valve valve : host.getPipeline().getValves()) {
                if (valve instanceof ErrorReportValve) {
                    host.getPipeline().removeValve(valve);
                }
            }
            host.getPipeline().addValve(new JsonErrorReportValve(maxHeaderSize));
            if (host instanceof StandardHost standard) {
                // The host adds a valve of this class at start unless it finds one: it finds ours.
                standard.setErrorReportValveClass(JsonErrorReportValve.class.getName());
            }
        });
    }

    /** Writes the v1 error body for a response the container ended with an error status and no content. */
    static final class JsonErrorReportValve extends ErrorReportValve {
        private static final Logger log = LoggerFactory.getLogger(JsonErrorReportValve.class);
        private static final JsonMapper JSON = JsonMapper.builder().build();

        private final DataSize maxHeaderSize;

        JsonErrorReportValve(DataSize maxHeaderSize) {
            this.maxHeaderSize = maxHeaderSize;
        }

        @Override
        protected void report(Request request, Response response, Throwable throwable) {
            int status = response.getStatus();
            if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
                return;
            }
            boolean serverFault = status >= 500 && status != 501 && status != 505;
            ApiError error = serverFault
                    ? new ApiError(ErrorType.UNHANDLED_ERROR, "Internal error; the failure has been logged")
                    : new ApiError(ErrorType.INVALID_QUERY, comment(status, response.getMessage(), throwable));
            try {
                // The v1 API answers every failure with 400 and this body; clients switch on ErrorType.
                response.setStatus(400);
                response.setContentType("application/json");
                response.setCharacterEncoding("UTF-8");
                PrintWriter writer = response.getReporter();
                if (writer != null) {
                    writer.write(JSON.writeValueAsString(error));
                    response.finishResponse();
                }
            } catch (Exception | LinkageError e) {
                log.debug("Cannot write the error body: {}", e.toString());
            }
        }

        private String comment(int status, String message, Throwable throwable) {
            String reason = (message == null || message.isBlank()) && throwable != null ? throwable.getMessage() : message;
            String lower = reason == null ? "" : reason.toLowerCase(Locale.ROOT);
            if (lower.contains("too large") || (lower.contains("header") && lower.contains("size")) || status == 431 || status == 414) {
                return "The request line and headers are larger than the limit of " + human(maxHeaderSize)
                        + "; send large values in a POST body";
            }
            if (lower.contains("count") || lower.contains("too many")) {
                return "The request has more headers than the limit of 100";
            }
            return switch (status) {
                case 404 -> "Unknown API route";
                case 405 -> "The method is not supported on this route";
                case 417 -> "The Expect header is not supported (only 100-continue)";
                case 501 -> "The transfer coding is not supported; send the body with a Content-Length header";
                case 505 -> "The HTTP version is not supported; use HTTP/1.1";
                default -> "The request is malformed (request line, headers, or URL encoding)"
                        + (reason == null || reason.isBlank() ? "" : ": " + describe(reason));
            };
        }

        /** Tomcat's reason without the request's own bytes, which it quotes in brackets. */
        private static String describe(String reason) {
            int quote = reason.indexOf('[');
            String plain = (quote > 0 ? reason.substring(0, quote) : reason).replaceAll("[^\\x20-\\x7e]", "").strip();
            return plain.length() > 200 ? plain.substring(0, 200) : plain;
        }

        private static String human(DataSize size) {
            return size.toBytes() % 1024 == 0 ? size.toKilobytes() + " KB" : size.toBytes() + " bytes";
        }
    }
}
