package dev.parlance.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A real S3-compatible server for tests: S3Proxy (the build copies its jar to target/s3proxy) on a
 * filesystem backend in a folder of the test's, as a child process, with one bucket.
 */
public final class S3ProxyServer implements AutoCloseable {
    public static final String ACCESS_KEY = "test-access";
    public static final String SECRET_KEY = "test-secret-key";

    private final Process process;
    private final int port;
    private final String bucket;

    private S3ProxyServer(Process process, int port, String bucket) {
        this.process = process;
        this.port = port;
        this.bucket = bucket;
    }

    public static S3ProxyServer start(Path dir, String bucket) throws IOException, InterruptedException {
        Path jar = Path.of("target", "s3proxy", "s3proxy.jar");
        if (!Files.exists(jar)) {
            throw new IllegalStateException("no " + jar + ": the build's generate-test-resources phase copies it");
        }
        Path base = Files.createDirectories(dir.resolve("objects"));
        // A bucket of the filesystem backend is a folder.
        Files.createDirectories(base.resolve(bucket));
        int port = ServerProcess.freePort();
        Path properties = dir.resolve("s3proxy.properties");
        Files.writeString(properties, String.join("\n",
                "s3proxy.endpoint=http://127.0.0.1:" + port,
                "s3proxy.authorization=aws-v2-or-v4",
                "s3proxy.identity=" + ACCESS_KEY,
                "s3proxy.credential=" + SECRET_KEY,
                "jclouds.provider=filesystem",
                "jclouds.filesystem.basedir=" + base.toAbsolutePath(),
                ""));
        Process process = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-jar", jar.toString(), "--properties", properties.toString()))
                .redirectErrorStream(true).redirectOutput(dir.resolve("s3proxy.log").toFile()).start();
        S3ProxyServer server = new S3ProxyServer(process, port, bucket);
        server.awaitListening(Duration.ofMinutes(2), dir.resolve("s3proxy.log"));
        return server;
    }

    private void awaitListening(Duration within, Path log) throws InterruptedException {
        Instant deadline = Instant.now().plus(within);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new AssertionError("S3Proxy exited; see " + log);
            }
            try (var socket = new java.net.Socket("127.0.0.1", port)) {
                return;
            } catch (IOException notYet) {
                Thread.sleep(200);
            }
        }
        throw new AssertionError("S3Proxy not listening; see " + log);
    }

    /** The application's storage settings for this server's bucket. */
    public Map<String, String> storageProperties() {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("parlance.storage.type", "s3");
        p.put("parlance.storage.s3.endpoint", "http://127.0.0.1:" + port);
        p.put("parlance.storage.s3.bucket", bucket);
        p.put("parlance.storage.s3.region", "us-east-1");
        p.put("parlance.storage.s3.path-style", "true");
        p.put("parlance.storage.s3.access-key", ACCESS_KEY);
        p.put("parlance.storage.s3.secret-key", SECRET_KEY);
        return p;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroyForcibly().waitFor();
    }
}
