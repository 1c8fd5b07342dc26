package dev.parlance.web.work;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The editor's model and autosave (static/assets/editor-model.js, editor-autosave.js) tested
 * without a browser: the JavaScript tests under {@code src/test/js} run in Node's own test runner
 * (Debian's {@code nodejs}, which the test command installs). The page's modules and the tests are
 * copied side by side into a folder marked as ES modules, so the same files the browser loads are
 * the ones tested, on any Node from 18 on.
 */
@Tag("no-database")
class EditorModulesTest {
    private static final Path ASSETS = Path.of("src/main/resources/static/assets");
    private static final Path TESTS = Path.of("src/test/js");

    @Test
    void theEditorsModelAndAutosavePassTheirTestsInNode(@TempDir Path folder) throws Exception {
        assertThat(ASSETS).as("the page's modules, relative to the server module").isDirectory();
        List<String> tests = new ArrayList<>();
        copy(ASSETS, folder, ".js", null);
        copy(TESTS, folder, ".test.js", tests);
        Files.writeString(folder.resolve("package.json"), "{\"type\": \"module\"}\n");
        assertThat(tests).as("JavaScript tests in " + TESTS).isNotEmpty();

        List<String> command = new ArrayList<>(List.of(node(), "--test"));
        command.addAll(tests);
        Process process = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(2, TimeUnit.MINUTES)).as("node finished").isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(output).as(output).contains("# fail 0").doesNotContain("# pass 0");
    }

    private static void copy(Path from, Path to, String suffix, List<String> names) throws IOException {
        try (Stream<Path> files = Files.list(from)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
                if (names != null) {
                    names.add(f.getFileName().toString());
                }
            }
        }
    }

    /** Node on the PATH, as Debian installs it ({@code node}, or {@code nodejs} on older releases). */
    private static String node() {
        Optional<String> found = Stream.of("node", "nodejs")
                .filter(name -> Stream.of(System.getenv("PATH").split(java.io.File.pathSeparator))
                        .anyMatch(dir -> Files.isExecutable(Path.of(dir, name))))
                .findFirst();
        assertThat(found).as("Node.js on the PATH (./test.sh installs Debian's nodejs)").isPresent();
        return found.get();
    }
}
