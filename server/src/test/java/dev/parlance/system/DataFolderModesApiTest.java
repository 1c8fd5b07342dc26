package dev.parlance.system;

import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.TestDatabase;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static dev.parlance.system.FreshStartTest.mode;
import static org.assertj.core.api.Assertions.assertThat;

/** The running test application's data folder: its secrets are readable by their owner only. */
class DataFolderModesApiTest extends ApiTestSupport {
    @Test
    void theSecretKeyAndTheEmbeddedDatabaseAreOwnerOnly() throws IOException {
        adminToken(); // the application is up and answering

        assertThat(mode(DATA_DIR)).isEqualTo("rwx------");
        assertThat(mode(DATA_DIR.resolve("secret.key"))).isEqualTo("rw-------");
        if (!TestDatabase.POSTGRES) {
            assertThat(mode(DATA_DIR.resolve("db"))).isEqualTo("rwx------");
            try (Stream<Path> files = Files.list(DATA_DIR.resolve("db"))) {
                assertThat(files.toList()).isNotEmpty()
                        .allSatisfy(f -> assertThat(mode(f)).as(f.toString()).isEqualTo("rw-------"));
            }
        }
    }
}
