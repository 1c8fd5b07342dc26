package dev.parlance;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.BrowserTestSupport;
import dev.parlance.support.QueuedWorkTestSupport;
import dev.parlance.support.RepositoryTestSupport;
import dev.parlance.support.ServerProcess;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * A test class's name says what it costs, so a reader (and the build, which runs browser tests on
 * one database only) can tell at a glance: {@code *RepositoryTest} a JDBC-only context,
 * {@code *StepTest} the background work run step by step without HTTP, {@code *ApiTest} the
 * running application over real HTTP, {@code *BrowserTest} that and a headless Chromium,
 * {@code *ProcessTest} (and the jar's {@code *IT}) server processes of their own; a plain
 * {@code *Test} starts none of these. The screenshot and benchmark tools, run by their tags alone,
 * are named for what they make.
 */
@Tag("no-database")
class TestNamesTest {
    private static final JavaClasses TESTS = new ClassFileImporter()
            .importUrl(TestNamesTest.class.getProtectionDomain().getCodeSource().getLocation());

    @Test
    void browserTestsSayBrowserTest() {
        classes().that().areAssignableTo(BrowserTestSupport.class).and().doNotHaveModifier(JavaModifier.ABSTRACT)
                .should().haveNameMatching(".*(BrowserTest|Screenshots)")
                .check(TESTS);
    }

    @Test
    void httpTestsSayApiTestOrBrowserTest() {
        classes().that().areAssignableTo(ApiTestSupport.class).and().doNotHaveModifier(JavaModifier.ABSTRACT)
                .should().haveNameMatching(".*(ApiTest|BrowserTest|Screenshots)")
                .check(TESTS);
    }

    @Test
    void stepTestsSayStepTest() {
        classes().that().areAssignableTo(QueuedWorkTestSupport.class).and().doNotHaveModifier(JavaModifier.ABSTRACT)
                .should().haveSimpleNameEndingWith("StepTest")
                .check(TESTS);
    }

    @Test
    void repositoryTestsSayRepositoryTest() {
        classes().that().areAssignableTo(RepositoryTestSupport.class).and().doNotHaveModifier(JavaModifier.ABSTRACT)
                .should().haveSimpleNameEndingWith("RepositoryTest")
                .check(TESTS);
    }

    @Test
    void testsStartingServerProcessesSayProcessTest() {
        noClasses().that().haveNameMatching(".*Test").and().haveNameNotMatching(".*ProcessTest")
                .and().doNotBelongToAnyOf(TestNamesTest.class)
                .should().dependOnClassesThat().areAssignableTo(ServerProcess.class)
                .check(TESTS);
    }

    @Test
    void aPlainTestStartsNoServer() {
        classes().that().haveNameMatching(".*Test").and().doNotHaveModifier(JavaModifier.ABSTRACT)
                .and().haveNameNotMatching(".*(ApiTest|BrowserTest|StepTest|RepositoryTest|ProcessTest)")
                .should().notBeAssignableTo(ApiTestSupport.class)
                .andShould().notBeAssignableTo(QueuedWorkTestSupport.class)
                .andShould().notBeAssignableTo(RepositoryTestSupport.class)
                .andShould().notBeAnnotatedWith(org.springframework.boot.test.context.SpringBootTest.class)
                .check(TESTS);
    }
}
