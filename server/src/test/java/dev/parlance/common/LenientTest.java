package dev.parlance.common;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("no-database")
class LenientTest {
    @Test
    void booleansInEveryClientSpelling() {
        for (String t : List.of("true", "True", "TRUE", "t", "y", "Yes", "1")) {
            assertThat(Lenient.bool(t)).as(t).contains(true);
        }
        for (String f : List.of("false", "False", "f", "n", "NO", "0")) {
            assertThat(Lenient.bool(f)).as(f).contains(false);
        }
        assertThat(Lenient.bool("maybe")).isEmpty();
    }

    @Test
    void listsAsJsonTuplesAndCommas() {
        assertThat(Lenient.list("[\"A\",\"B\"]")).containsExactly("A", "B");
        assertThat(Lenient.list("[ \"A\" , \"B\" ]")).containsExactly("A", "B");
        assertThat(Lenient.list("A,B")).containsExactly("A", "B");
        assertThat(Lenient.list("[\"{\",\"}\"]")).containsExactly("{", "}");
        assertThat(Lenient.list("(\"{\",\"}\")")).containsExactly("{", "}");
        assertThat(Lenient.list("({, })")).containsExactly("{", "}");
        assertThat(Lenient.list("[\",\"]")).containsExactly(",");
        assertThat(Lenient.list("[]")).isEmpty();
    }

    @Test
    void datesInEveryLenientShape() {
        assertThat(Lenient.instant("2015-06-25")).contains(Instant.parse("2015-06-25T00:00:00Z"));
        assertThat(Lenient.instant("2015-06-25T00:00")).contains(Instant.parse("2015-06-25T00:00:00Z"));
        assertThat(Lenient.instant("2020-05-16T07:34:56.123456789")).contains(Instant.parse("2020-05-16T07:34:56.123456789Z"));
        assertThat(Lenient.instant("2015-06-25T00:00:00.0000000-07:00")).contains(Instant.parse("2015-06-25T07:00:00Z"));
        assertThat(Lenient.instant("2015-06-25T10:00:00Z")).contains(Instant.parse("2015-06-25T10:00:00Z"));
        assertThat(Lenient.instant("yesterday")).isEmpty();
    }
}
