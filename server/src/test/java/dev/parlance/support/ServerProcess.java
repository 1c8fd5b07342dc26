package dev.parlance.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The application as a process of its own, started from the test classpath (the jar is not built
 * yet when the tests run), for tests that kill it (SIGKILL) or run several at once. Its output goes
 * to {@code target/process-logs/<name>-*.log}, kept for a failed run to be read.
 */
public final class ServerProcess implements AutoCloseable {
    private final String name;
    private final Process process;
    private final Path log;

    private ServerProcess(String name, Process process, Path log) {
        this.name = name;
        this.process = process;
        this.log = log;
    }

    /** Starts {@code dev.parlance.ParlanceApplication} with these properties as command-line arguments. */
    public static ServerProcess start(String name, Map<String, String> properties) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-Xmx512m",
                "-cp", System.getProperty("java.class.path"), "dev.parlance.ParlanceApplication"));
        properties.forEach((k, v) -> command.add("--" + k + "=" + v));
        try {
            Path logs = Files.createDirectories(Path.of("target", "process-logs"));
            Path log = logs.resolve(name + "-" + System.nanoTime() + ".log");
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            return new ServerProcess(name, process, log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A port free at the time of asking. */
    public static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Waits until {@code url} answers 200 (e.g. the readiness probe), failing if the process exits first. */
    public void awaitOk(ApiClient client, String path, Duration within) throws InterruptedException {
        Instant deadline = Instant.now().plus(within);
        while (Instant.now().isBefore(deadline)) {
            assertAlive();
            try {
                if (client.get(path).status() == 200) {
                    return;
                }
            } catch (RuntimeException notYet) {
                // not listening yet
            }
            Thread.sleep(300);
        }
        throw new AssertionError(name + " not ready within " + within + "; see " + log);
    }

    /** Waits until the log shows that start-up finished (for a process without a port). */
    public void awaitStarted(Duration within) throws InterruptedException, IOException {
        Instant deadline = Instant.now().plus(within);
        while (Instant.now().isBefore(deadline)) {
            assertAlive();
            if (Files.readString(log).contains("Started ParlanceApplication")) {
                return;
            }
            Thread.sleep(300);
        }
        throw new AssertionError(name + " not started within " + within + "; see " + log);
    }

    public void assertAlive() {
        if (!process.isAlive()) {
            throw new AssertionError(name + " exited with " + process.exitValue() + "; see " + log);
        }
    }

    /** SIGTERM, as an init system or an orchestrator stops a service; returns how long it took to exit. */
    public Duration terminate(Duration within) throws InterruptedException {
        Instant sent = Instant.now();
        process.destroy();
        if (!process.waitFor(within.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
            throw new AssertionError(name + " still running " + within + " after SIGTERM; see " + log);
        }
        return Duration.between(sent, Instant.now());
    }

    /**
     * SIGKILL: no shutdown hook, no graceful stop, as a crash or the OOM killer. Its children (an
     * ffmpeg decoding, a tesseract reading) go too, as a service manager kills the whole group:
     * orphans would go on writing into a data folder the test is about to delete.
     */
    public void kill() throws InterruptedException {
        List<ProcessHandle> children = process.descendants().toList();
        process.destroyForcibly().waitFor();
        for (ProcessHandle child : children) {
            child.destroyForcibly();
            child.onExit().orTimeout(10, java.util.concurrent.TimeUnit.SECONDS).exceptionally(e -> child).join();
        }
    }

    public String log() throws IOException {
        return Files.readString(log);
    }

    @Override
    public void close() throws InterruptedException {
        kill();
    }
}
