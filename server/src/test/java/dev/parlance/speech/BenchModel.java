package dev.parlance.speech;

import dev.parlance.speech.vosk.VoskModelLoader;
import org.vosk.LibVosk;
import org.vosk.LogLevel;
import org.vosk.Model;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The benchmarks' Vosk model: the bundled one, extracted under {@code OUT/models}; or, with
 * {@code -Dparlance.bench.lattice-beam=X}, the same model decoding with another lattice beam, or
 * with {@code -Dparlance.bench.dither=X} its features computed with another dither (the bundled
 * model has none, for repeatable results), to measure what they change (the model's files linked,
 * only its settings files rewritten).
 */
final class BenchModel {
    static final String LATTICE_BEAM = "parlance.bench.lattice-beam";
    static final String DITHER = "parlance.bench.dither";

    private BenchModel() {
    }

    /** The model, loaded on first use. */
    static Supplier<Model> load(Path out) {
        VoskModelLoader bundled = new VoskModelLoader(out.resolve("models"), "vosk-model-en-us");
        String beam = System.getProperty(LATTICE_BEAM, "").strip();
        String dither = System.getProperty(DITHER, "").strip();
        if (beam.isEmpty() && dither.isEmpty()) {
            return bundled::model;
        }
        Path dir = withSettings(bundled.extract(), out.resolve("models-lattice-beam-" + beam + "-dither-" + dither), beam, dither);
        return new Supplier<>() {
            private Model model;

            @Override
            public synchronized Model get() {
                if (model == null) {
                    LibVosk.setLogLevel(LogLevel.WARNINGS);
                    try {
                        model = new Model(dir.toString());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
                return model;
            }
        };
    }

    /** The lattice beam the model in use decodes with, as its settings say. */
    static String latticeBeam(Path out) {
        String beam = System.getProperty(LATTICE_BEAM, "").strip();
        String dither = System.getProperty(DITHER, "").strip();
        Path conf = beam.isEmpty() && dither.isEmpty() ? new VoskModelLoader(out.resolve("models"), "vosk-model-en-us").extract()
                .resolve("conf/model.conf") : out.resolve("models-lattice-beam-" + beam + "-dither-" + dither).resolve("conf/model.conf");
        try (Stream<String> lines = Files.lines(conf)) {
            return lines.filter(l -> l.startsWith("--lattice-beam=")).map(l -> l.substring(l.indexOf('=') + 1))
                    .findFirst().orElse("the model's default");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path withSettings(Path model, Path variant, String beam, String dither) {
        try {
            if (Files.exists(variant)) {
                try (Stream<Path> old = Files.walk(variant)) {
                    for (Path p : old.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                        Files.delete(p);
                    }
                }
            }
            Files.createDirectories(variant.resolve("conf"));
            try (Stream<Path> top = Files.list(model)) {
                for (Path entry : top.toList()) {
                    if (!entry.getFileName().toString().equals("conf")) {
                        Files.createSymbolicLink(variant.resolve(entry.getFileName().toString()), entry.toAbsolutePath());
                    }
                }
            }
            try (Stream<Path> conf = Files.list(model.resolve("conf"))) {
                for (Path entry : conf.toList()) {
                    Path target = variant.resolve("conf").resolve(entry.getFileName().toString());
                    if (entry.getFileName().toString().equals("model.conf") && !beam.isEmpty()) {
                        List<String> settings = Files.readAllLines(entry).stream()
                                .map(l -> l.startsWith("--lattice-beam=") ? "--lattice-beam=" + beam : l).toList();
                        Files.write(target, settings);
                    } else if (entry.getFileName().toString().equals("mfcc.conf") && !dither.isEmpty()) {
                        List<String> settings = new java.util.ArrayList<>(Files.readAllLines(entry).stream()
                                .filter(l -> !l.startsWith("--dither=")).toList());
                        settings.add("--dither=" + dither);
                        Files.write(target, settings);
                    } else {
                        Files.createSymbolicLink(target, entry.toAbsolutePath());
                    }
                }
            }
            return variant;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot make the model variant in " + variant, e);
        }
    }
}
