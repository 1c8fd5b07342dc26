package dev.parlance.captions;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.parlance.captions.model.ElementList;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rules of the caption library that must never break, checked on its compiled classes: it is
 * plain Java that any program can use and test in milliseconds, so it names no Spring class, and
 * its packages depend on each other one way only. Every package also says what it holds (checked on
 * the sources). Rules name no package of the library, so a new
 * one is covered the day it appears.
 */
class ArchitectureTest {
    /** The library's own classes (not its tests), imported once. */
    private static final JavaClasses LIBRARY = new ClassFileImporter().importPath(classesOf(ElementList.class));

    private static Path classesOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void usesNoSpring() {
        noClasses().should().dependOnClassesThat().resideInAPackage("org.springframework..")
                .because("the caption library is plain Java: the server wires it, it wires nothing")
                .check(LIBRARY);
    }

    @Test
    void everyPackageSaysWhatItHolds() throws IOException {
        Path sources = Path.of("src/main/java");
        assertThat(sources).as("the library's sources, relative to the module").isDirectory();
        try (Stream<Path> files = Files.walk(sources)) {
            assertThat(files.filter(f -> f.toString().endsWith(".java")).map(Path::getParent).distinct()
                    .filter(dir -> !Files.exists(dir.resolve("package-info.java"))))
                    .as("packages without a package-info.java").isEmpty();
        }
    }

    /** A part is a package under {@code dev.parlance.captions} with its sub-packages. */
    @Test
    void partsDependOnEachOtherWithoutCycles() {
        slices().matching("dev.parlance.captions.(*)..").namingSlices("part $1")
                .should().beFreeOfCycles()
                .check(LIBRARY);
    }

    /**
     * Inside a part, its sub-packages form no cycle among themselves either (the formats with a
     * package of their own never use each other). A sub-package and the package above it may use
     * each other: a format implements the writer contract, and the writer registry names it.
     */
    @Test
    void subPackagesOfAPartDependOnEachOtherWithoutCycles() {
        slices().matching("dev.parlance.captions.(*).(**)").namingSlices("$1.$2")
                .should().beFreeOfCycles()
                .check(LIBRARY);
    }
}
