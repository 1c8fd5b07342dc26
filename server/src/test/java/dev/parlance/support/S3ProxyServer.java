package dev.parlance.support;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real S3-compatible server for tests: S3Proxy (the build copies its jar to
 * {@code target/s3proxy/s3proxy.jar}) on a filesystem backend in a temporary folder, as a child
 * process on a free loopback port, started once per test JVM and stopped when the JVM exits. Each
 * caller takes a bucket of its own ({@link #newBucket}) and the {@code parlance.storage.*}
 * settings that point an application at it ({@link #storageProperties}).
 */
public final class S3ProxyServer {
    public static final String ACCESS_KEY = "parlance-test";
    public static final String SECRET_KEY = "parlance-test-secret";
    private static final AtomicInteger BUCKETS = new AtomicInteger();
    private static S3ProxyServer shared;

    private final String endpoint;
    private final Path folder;

    private S3ProxyServer(String endpoint, Path folder) {
        this.endpoint = endpoint;
        this.folder = folder;
    }

    /** The JVM's server, started at the first call. */
    public static synchronized S3ProxyServer shared() {
        if (shared == null) {
            shared = start();
        }
        return shared;
    }

    /** {@code http://127.0.0.1:<port>}. */
    public String endpoint() {
        return endpoint;
    }

    /** Where the filesystem backend keeps a bucket's objects (one folder per bucket). */
    public Path bucketFolder(String bucket) {
        return folder.resolve("data").resolve(bucket);
    }

    /** A new, empty bucket no other caller uses. */
    public String newBucket(String prefix) {
        String bucket = prefix + "-" + ProcessHandle.current().pid() + "-" + BUCKETS.incrementAndGet();
        try (S3Client s3 = client()) {
            s3.createBucket(b -> b.bucket(bucket));
        }
        return bucket;
    }

    /** An application's settings for storing in {@code bucket} here. */
    public Map<String, String> storageProperties(String bucket) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("parlance.storage.type", "s3");
        p.put("parlance.storage.s3.endpoint", endpoint);
        p.put("parlance.storage.s3.bucket", bucket);
        p.put("parlance.storage.s3.region", "us-east-1");
        p.put("parlance.storage.s3.path-style", "true");
        p.put("parlance.storage.s3.access-key", ACCESS_KEY);
        p.put("parlance.storage.s3.secret-key", SECRET_KEY);
        return p;
    }

    /** A client of this server, for a test to look at what the application stored. */
    public S3Client client() {
        return S3Client.builder()
                .endpointOverride(URI.create(endpoint))
                .region(Region.US_EAST_1)
                .forcePathStyle(true)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create(ACCESS_KEY, SECRET_KEY)))
                .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
                .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED)
                .build();
    }

    private static S3ProxyServer start() {
        Path jar = Path.of(System.getProperty("parlance.test.s3proxy-jar", "target/s3proxy/s3proxy.jar")).toAbsolutePath();
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("No S3Proxy jar at " + jar + ": the build's copy-s3proxy step puts it there");
        }
        try {
            Path folder = Files.createTempDirectory("parlance-s3proxy-");
            Files.createDirectories(folder.resolve("data"));
            int port = freePort();
            String endpoint = "http://127.0.0.1:" + port;
            Path config = folder.resolve("s3proxy.conf");
            Files.writeString(config, String.join("\n",
                    "s3proxy.endpoint=" + endpoint,
                    "s3proxy.authorization=aws-v2-or-v4",
                    "s3proxy.identity=" + ACCESS_KEY,
                    "s3proxy.credential=" + SECRET_KEY,
                    "jclouds.provider=filesystem",
                    "jclouds.filesystem.basedir=" + folder.resolve("data"),
                    ""));
            Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx256m", "-jar", jar.toString(), "--properties", config.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(folder.resolve("s3proxy.log").toFile())
                    .start();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(process, folder), "s3proxy-stop"));
            awaitListening(process, port, folder.resolve("s3proxy.log"));
            return new S3ProxyServer(endpoint, folder);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start S3Proxy", e);
        }
    }

    /** Stops the server and removes its folder with every bucket. */
    private static void stop(Process process, Path folder) {
        process.destroy();
        try {
            process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS);
            try (var walk = Files.walk(folder)) {
                for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        } catch (IOException | InterruptedException e) {
            // a temporary folder left behind; nothing else to do at exit
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private static void awaitListening(Process process, int port, Path log) throws IOException {
        // Starts in about a second; much longer on a machine busy with other builds.
        Instant deadline = Instant.now().plus(Duration.ofMinutes(2));
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("S3Proxy exited at start-up:\n" + Files.readString(log));
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
                return;
            } catch (IOException notYet) {
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(e);
                }
            }
        }
        process.destroy();
        throw new IllegalStateException("S3Proxy did not listen on port " + port + " in time:\n" + Files.readString(log));
    }
}
