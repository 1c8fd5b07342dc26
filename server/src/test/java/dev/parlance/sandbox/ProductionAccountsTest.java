package dev.parlance.sandbox;

import com.sun.net.httpserver.HttpServer;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.system.ParlanceProperties;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** How the sandbox reads production's answers, including production being down or odd. */
@Tag("no-database")
class ProductionAccountsTest {
    private static ParlanceProperties sandboxOf(String productionUrl) {
        return new ParlanceProperties(Path.of("."), "", false, "admin", "", Duration.ofDays(7), "x", true, productionUrl);
    }

    /** A production stand-in that answers every request with this status and body. */
    private static HttpServer answering(int status, String body) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(status, bytes.length);
            exchange.getResponseBody().write(bytes);
            exchange.close();
        });
        server.start();
        return server;
    }

    private static String url(HttpServer server) {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @Test
    void aSandboxWithoutProductionUrlDoesNotStart() {
        assertThatThrownBy(() -> new ProductionAccounts(sandboxOf(" ")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("PARLANCE_PRODUCTION_URL");
    }

    @Test
    void readsTheIdentity() throws IOException {
        HttpServer server = answering(200, "{\"AccountId\": \"abc\", \"Username\": \"ada\"}");
        try {
            assertThat(new ProductionAccounts(sandboxOf(url(server) + "/")).identify("t"))
                    .isEqualTo(new ProductionIdentity("abc", "ada"));
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aTokenProductionRefusesIsABadToken() throws IOException {
        HttpServer server = answering(400, "{\"ErrorType\": \"BAD_API_TOKEN\", \"ErrorComment\": \"expired\"}");
        try {
            assertThatThrownBy(() -> new ProductionAccounts(sandboxOf(url(server))).identify("t"))
                    .isInstanceOfSatisfying(ApiException.class, e -> {
                        assertThat(e.type()).isEqualTo(ErrorType.BAD_API_TOKEN);
                        assertThat(e.getMessage()).contains("expired");
                    });
        } finally {
            server.stop(0);
        }
    }

    @Test
    void productionDownOrOddIsNotTheClientsFault() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        assertThatThrownBy(() -> new ProductionAccounts(sandboxOf("http://127.0.0.1:" + closedPort)).identify("t"))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.type()).isEqualTo(ErrorType.UNHANDLED_ERROR);
                    assertThat(e.getMessage()).contains("could not check the api_token");
                });
        HttpServer server = answering(502, "<html>bad gateway</html>");
        try {
            assertThatThrownBy(() -> new ProductionAccounts(sandboxOf(url(server))).identify("t"))
                    .isInstanceOfSatisfying(ApiException.class, e -> {
                        assertThat(e.type()).isEqualTo(ErrorType.UNHANDLED_ERROR);
                        assertThat(e.getMessage()).contains("HTTP 502");
                    });
        } finally {
            server.stop(0);
        }
    }
}
