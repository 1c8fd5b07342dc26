package dev.parlance;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;
import dev.parlance.captions.model.ElementList;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rules of the layout that must never break, for both modules, checked on their compiled
 * classes (and, for SQL and package-info files, their sources). The caption library's classes are
 * the ones this module builds against: {@code captions/target/classes} in a whole build such as
 * {@code ./test.sh}, the installed jar with {@code -pl server}. Rules name only the rooms they are
 * about (the HTTP edges and their shared {@code parameters}, {@code job}'s repository and factory,
 * {@code work}'s journey), so a new room is covered the day it appears.
 */
@Tag("no-database")
class ArchitectureTest {
    private static final String HTTP_LAYER = "dev.parlance.api.v1..";
    /** The v1 vocabulary both edges share: a call's merged values and their readers. */
    private static final String PARAMETERS = "dev.parlance.parameters..";
    /** The other HTTP edge: the web app's pages and JSON work API read their forms and paths too. */
    private static final String WEB_LAYER = "dev.parlance.web..";

    /** A module as the rules see it: its root package, its own classes (no tests), its sources. */
    record Module(String name, String root, JavaClasses classes, Path sources) {
        @Override
        public String toString() {
            return name;
        }
    }

    private static final Module SERVER = module("server", ParlanceApplication.class, "dev.parlance", "src/main/java");
    private static final Module CAPTIONS =
            module("captions", ElementList.class, "dev.parlance.captions", "../captions/src/main/java");

    private static Module module(String name, Class<?> member, String root, String sources) {
        var location = member.getProtectionDomain().getCodeSource().getLocation();
        var classes = new ClassFileImporter().importUrl(location);
        if (!classes.contain(member)) {
            throw new IllegalStateException("The " + name + " classes at " + location + " were not read");
        }
        return new Module(name, root, classes, Path.of(sources));
    }

    static Stream<Module> modules() {
        return Stream.of(SERVER, CAPTIONS);
    }

    /**
     * Every package says what it holds and which neighbour holds what it does not, so a newcomer
     * finds any behaviour's room in one guess; a new package comes with its {@code package-info.java}.
     */
    @ParameterizedTest
    @MethodSource("modules")
    void everyPackageSaysWhatItHolds(Module module) throws IOException {
        assertThat(module.sources()).as("the module's sources, relative to the server module").isDirectory();
        try (Stream<Path> files = Files.walk(module.sources())) {
            assertThat(files.filter(f -> f.toString().endsWith(".java")).map(Path::getParent).distinct()
                    .filter(dir -> !Files.exists(dir.resolve("package-info.java"))))
                    .as("packages without a package-info.java").isEmpty();
        }
    }

    /**
     * A room is a package under the module's root with its sub-packages. Rooms depend on each other
     * one way only, so each can be read (and changed) knowing only the rooms below it.
     */
    @ParameterizedTest
    @MethodSource("modules")
    void roomsDependOnEachOtherWithoutCycles(Module module) {
        slices().matching(module.root() + ".(*)..").namingSlices("room $1")
                .should().beFreeOfCycles()
                .check(module.classes());
    }

    /**
     * Inside a room, its sub-packages form no cycle among themselves either. A sub-package and the
     * package above it may use each other (a format implementing the writer contract that the
     * room's registry names, a product built on its room's core): they are one room.
     */
    @ParameterizedTest
    @MethodSource("modules")
    void subPackagesOfARoomDependOnEachOtherWithoutCycles(Module module) {
        slices().matching(module.root() + ".(*).(**)").namingSlices("$1.$2")
                .should().beFreeOfCycles()
                .check(module.classes());
    }

    @Test
    void theCaptionLibraryUsesNoSpring() {
        noClasses().should().dependOnClassesThat().resideInAPackage("org.springframework..")
                .because("the caption library is plain Java: the server wires it, it wires nothing")
                .check(CAPTIONS.classes());
    }

    /**
     * A client's values are read, checked and typed at the HTTP edges alone (the v1 API, and the web
     * app's pages and work API) with the vocabulary they share ({@code parameters}); every other room
     * gets typed requests. Outside {@code api.v1} and {@code parameters}, no class touches the
     * merged parameters ({@code ApiParams}); outside {@code api.v1} and {@code web}, none reads a query string, a parameter or a body from the servlet or Spring
     * request, or binds one with Spring's annotations.
     */
    @Test
    void onlyTheHttpLayerReadsRawRequestParameters() {
        ArchRule noMergedParameters = noClasses().that().resideOutsideOfPackages(HTTP_LAYER, PARAMETERS)
                .should().dependOnClassesThat().haveFullyQualifiedName("dev.parlance.parameters.ApiParams")
                .because("ApiParams is the client's raw values, which api.v1 turns into typed requests");
        ArchRule noRequestReads = noClasses().that().resideOutsideOfPackages(HTTP_LAYER, WEB_LAYER)
                .should().callMethodWhere(target(owner(nameMatching(
                                "jakarta\\.servlet\\..*|org\\.springframework\\.web\\.context\\.request\\..*"
                                        + "|org\\.springframework\\.http\\.server\\..*")))
                        .and(target(nameMatching(
                                "getParameter|getParameterMap|getParameterNames|getParameterValues|getQueryString"
                                        + "|getInputStream|getReader|getPart|getParts|getBody"))))
                .because("a request's parameters and body are read in api.v1 and web alone");
        ArchRule noBindings = noClasses().that().resideOutsideOfPackages(HTTP_LAYER, WEB_LAYER)
                .should().dependOnClassesThat().haveNameMatching(
                        "org\\.springframework\\.web\\.bind\\.annotation\\."
                                + "(RequestParam|RequestBody|RequestPart|PathVariable|MatrixVariable|ModelAttribute)")
                .because("binding request parameters is the job of api.v1 and web");
        CompositeArchRule.of(noMergedParameters).and(noRequestReads).and(noBindings).check(SERVER.classes());
    }

    /**
     * Job status moves through {@code JobRepository#transition} alone, which asks the lifecycle
     * table first: no other source holds SQL that writes the {@code jobs.status} column, and the
     * repository itself holds one such update (plus the insert that gives a new job its first
     * status). SQL is read from the sources, with {@code "..." + "..."} joined, so a statement split
     * over literals is still seen; migrations are history, not code paths, and are not read.
     */
    @Test
    void onlyTheJobRepositoryWritesJobStatus() {
        assertThat(statusWritesBySource()).as("statements writing jobs.status, by source file")
                .isEqualTo(Map.of("JobRepository.java", List.of("update", "insert")));
    }

    /**
     * The two HTTP edges are neighbours, not one inside the other: the web app reads the v1 names
     * through the vocabulary they share ({@code parameters}), never through the v1 API's classes,
     * so a change to a v1 route cannot reach a page unseen.
     */
    @Test
    void theWebAppDoesNotUseTheV1Api() {
        noClasses().that().resideInAPackage(WEB_LAYER)
                .should().dependOnClassesThat().resideInAPackage("dev.parlance.api..")
                .because("the web app and the v1 API share parameters, not each other")
                .check(SERVER.classes());
    }

    /**
     * A job's journey has one owner: {@code work.JobJourney} alone moves a job's status (queued,
     * started, machine pass done, failed, upleveled, completed), so every step of every product is
     * read in one class, and a new product is a pass in its plan rather than another path. Each
     * caller keeps its own transaction and asks the journey.
     */
    @Test
    void onlyTheJourneyMovesAJob() {
        noClasses().that().doNotHaveFullyQualifiedName("dev.parlance.work.JobJourney")
                .should().callMethodWhere(target(owner(nameMatching("dev\\.parlance\\.job\\.JobRepository")))
                        .and(target(nameMatching("transition"))))
                .because("the journey of a job, from queued to complete or failed, is work.JobJourney's")
                .check(SERVER.classes());
    }

    /**
     * Jobs are made in one factory ({@code job.JobFactory}: a customer's new job, a translation
     * child, an uplevel's job) and read by the repository's row mapper; nobody else calls the
     * record's 26-value constructor, so what a made job carries over is decided once.
     */
    @Test
    void jobsAreMadeByTheFactory() {
        noClasses().that().doNotHaveFullyQualifiedName("dev.parlance.job.JobFactory")
                .and().doNotHaveFullyQualifiedName("dev.parlance.job.JobRepository")
                .should().callConstructorWhere(target(owner(nameMatching("dev\\.parlance\\.job\\.Job"))))
                .because("job.JobFactory makes every job")
                .check(SERVER.classes());
    }

    private static final Pattern JOINED_LITERALS = Pattern.compile("\"\\s*\\+\\s*\"");
    /** {@code update jobs [alias] set <assignments>}: the assignments run to {@code where} or the literal's end. */
    private static final Pattern UPDATE_JOBS = Pattern.compile(
            "\\bupdate\\s+jobs(?:\\s+(?:as\\s+)?(?!set\\b)\\w+)?\\s+set\\s+((?:(?!\\bwhere\\b)[^\"])*)",
            Pattern.CASE_INSENSITIVE);
    /** An assignment to status, qualified or not, other than the no-op {@code status = status}. */
    private static final Pattern ASSIGNS_STATUS = Pattern.compile(
            "(?:^|[\\s,.])status\\s*=\\s*(?!(?:\\w+\\.)?status\\b)", Pattern.CASE_INSENSITIVE);
    /** {@code insert into jobs} or {@code merge into jobs} with its column list. */
    private static final Pattern INSERT_JOBS = Pattern.compile(
            "\\b(?:insert|merge)\\s+into\\s+jobs\\s*\\(([^)\"]*)\\)", Pattern.CASE_INSENSITIVE);
    private static final Pattern STATUS_COLUMN = Pattern.compile("\\bstatus\\b", Pattern.CASE_INSENSITIVE);

    private static Map<String, List<String>> statusWritesBySource() {
        Path main = Path.of("src/main");
        assertThat(main).as("the server's sources, relative to the module").isDirectory();
        Map<String, List<String>> writes = new TreeMap<>();
        try (Stream<Path> files = Files.walk(main)) {
            files.filter(f -> f.toString().endsWith(".java") || f.toString().endsWith(".sql"))
                    .filter(f -> !f.startsWith(main.resolve("resources/db/migration")))
                    .forEach(f -> {
                        List<String> found = statusWrites(read(f));
                        if (!found.isEmpty()) {
                            writes.put(f.getFileName().toString(), found);
                        }
                    });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return writes;
    }

    private static List<String> statusWrites(String source) {
        String text = JOINED_LITERALS.matcher(source).replaceAll("");
        List<String> found = new ArrayList<>();
        Matcher update = UPDATE_JOBS.matcher(text);
        while (update.find()) {
            if (ASSIGNS_STATUS.matcher(update.group(1)).find()) {
                found.add("update");
            }
        }
        Matcher insert = INSERT_JOBS.matcher(text);
        while (insert.find()) {
            if (STATUS_COLUMN.matcher(insert.group(1)).find()) {
                found.add("insert");
            }
        }
        return found;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
