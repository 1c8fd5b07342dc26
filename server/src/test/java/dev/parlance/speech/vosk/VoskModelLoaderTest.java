package dev.parlance.speech.vosk;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Extraction only, with a small fake model from the test resources; loading is tested with the real one. */
@Tag("no-database")
class VoskModelLoaderTest {
    @TempDir
    Path models;

    private VoskModelLoader loader() {
        return new VoskModelLoader(models, "fake-model");
    }

    @Test
    void extractsEveryBundledFileWithAMarker() throws Exception {
        Path dir = loader().extract();
        assertThat(dir).isEqualTo(models.resolve("fake-model"));
        assertThat(dir.resolve("uuid")).hasContent("fake-model-uuid-1");
        assertThat(dir.resolve("conf/model.conf")).hasContent("--beam=10.0");
        assertThat(dir.resolve("am/final.mdl")).hasContent("acoustic model bytes");
        assertThat(Files.readString(dir.resolve(VoskModelLoader.MARKER))).hasSize(64);
    }

    @Test
    void isLoadedAnswersWhileAFirstLoadHoldsTheLoader() throws Exception {
        VoskModelLoader loader = loader();
        ExecutorService probe = Executors.newSingleThreadExecutor();
        try {
            synchronized (loader) { // as model() holds it for the seconds a first load takes
                Future<Boolean> loaded = probe.submit(loader::isLoaded);
                assertThat(loaded.get(30, TimeUnit.SECONDS)).as("a health probe meanwhile").isFalse();
            }
        } finally {
            probe.shutdownNow();
        }
    }

    @Test
    void reusesACurrentCopy() throws Exception {
        Path dir = loader().extract();
        Files.writeString(dir.resolve("sentinel"), "still here");
        assertThat(loader().extract()).isEqualTo(dir);
        assertThat(dir.resolve("sentinel")).exists();
    }

    @Test
    void replacesACopyWithAnotherFingerprint() throws Exception {
        Path dir = loader().extract();
        String fingerprint = Files.readString(dir.resolve(VoskModelLoader.MARKER));
        Files.writeString(dir.resolve(VoskModelLoader.MARKER), "an older model");
        Files.writeString(dir.resolve("sentinel"), "from the old copy");
        loader().extract();
        assertThat(dir.resolve("sentinel")).doesNotExist();
        assertThat(dir.resolve(VoskModelLoader.MARKER)).hasContent(fingerprint);
        assertThat(onlyTheModelFolderIsLeft()).isTrue();
    }

    @Test
    void replacesACopyWithoutMarker() throws Exception {
        Files.createDirectories(models.resolve("fake-model"));
        Files.writeString(models.resolve("fake-model/half-copied"), "x");
        Path dir = loader().extract();
        assertThat(dir.resolve("half-copied")).doesNotExist();
        assertThat(dir.resolve("uuid")).exists();
    }

    @Test
    void racingExtractionsAllGetOneCompleteCopy() throws Exception {
        int racers = 6;
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Path>> results = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(racers)) {
            for (int i = 0; i < racers; i++) {
                VoskModelLoader racer = loader();
                results.add(pool.submit(() -> {
                    start.await();
                    return racer.extract();
                }));
            }
            start.countDown();
            for (Future<Path> result : results) {
                Path dir = result.get();
                assertThat(dir.resolve("am/final.mdl")).hasContent("acoustic model bytes");
                assertThat(dir.resolve(VoskModelLoader.MARKER)).exists();
            }
        }
        assertThat(onlyTheModelFolderIsLeft()).isTrue();
    }

    @Test
    void extractsFromAJarAndReplacesACopyOfAnotherModel(@TempDir Path jars) throws Exception {
        Path first = loader().extract();
        Path jar = jars.resolve("model.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            entry(out, "fake-model/", null);
            entry(out, "fake-model/uuid", "fake-model-uuid-2");
            entry(out, "fake-model/graph/", null);
            entry(out, "fake-model/graph/Gr.fst", "graph bytes");
        }
        try (URLClassLoader classLoader = new URLClassLoader(new URL[]{jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            Path dir = new VoskModelLoader(models, "fake-model", classLoader).extract();
            assertThat(dir).isEqualTo(first);
            assertThat(dir.resolve("uuid")).hasContent("fake-model-uuid-2");
            assertThat(dir.resolve("graph/Gr.fst")).hasContent("graph bytes");
            assertThat(dir.resolve("am")).doesNotExist();
        }
    }

    @Test
    void replacesACopyWhoseSettingsChangedInPlace(@TempDir Path jars) throws Exception {
        Path first = loader().extract();
        // The same files at the same sizes and the same uuid, one setting changed: a release that
        // tunes the decoder (the lattice beam) must reach installations holding an older copy.
        Path jar = jars.resolve("model.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            entry(out, "fake-model/", null);
            entry(out, "fake-model/uuid", "fake-model-uuid-1");
            entry(out, "fake-model/am/", null);
            entry(out, "fake-model/am/final.mdl", "acoustic model bytes");
            entry(out, "fake-model/conf/", null);
            entry(out, "fake-model/conf/model.conf", "--beam=12.0\n");
        }
        try (URLClassLoader classLoader = new URLClassLoader(new URL[]{jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            Path dir = new VoskModelLoader(models, "fake-model", classLoader).extract();
            assertThat(dir).isEqualTo(first);
            assertThat(dir.resolve("conf/model.conf")).hasContent("--beam=12.0");
        }
    }

    @Test
    void theBundledModelDecodesWithTheWiderLatticeBeam() throws Exception {
        // The build rewrites the model's lattice beam (server/pom.xml, vosk.lattice.beam): the
        // confidences the editor marks doubtful words by come from that lattice.
        try (var conf = VoskModelLoaderTest.class.getClassLoader().getResourceAsStream("vosk-model-en-us/conf/model.conf")) {
            assertThat(conf).as("the bundled model's settings").isNotNull();
            String settings = new String(conf.readAllBytes(), StandardCharsets.UTF_8);
            assertThat(settings.lines()).contains("--lattice-beam=6.0").contains("--beam=10.0");
        }
    }

    @Test
    void aMissingModelIsAClearError() {
        assertThatThrownBy(() -> new VoskModelLoader(models, "no-such-model").extract())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("No speech model under 'no-such-model'");
    }

    @Test
    void nothingIsLoadedBeforeFirstUse() {
        assertThat(loader().isLoaded()).isFalse();
        assertThat(models).isEmptyDirectory();
    }

    private boolean onlyTheModelFolderIsLeft() throws IOException {
        try (Stream<Path> left = Files.list(models)) {
            return left.map(p -> p.getFileName().toString()).toList().equals(List.of("fake-model"));
        }
    }

    private static void entry(JarOutputStream out, String name, String content) throws IOException {
        out.putNextEntry(new JarEntry(name));
        if (content != null) {
            OutputStream body = out;
            body.write(content.getBytes(StandardCharsets.UTF_8));
        }
        out.closeEntry();
    }
}
