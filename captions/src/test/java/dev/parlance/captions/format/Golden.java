package dev.parlance.captions.format;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Golden files: expected output under {@code src/test/resources/<folder>/<case>.<extension>},
 * compared line by line so a failure names the first differing line. Run with
 * {@code -Dgolden.update=true} to (re)write them from the current output, then review the diff.
 */
public final class Golden {
    private static final boolean UPDATE = Boolean.getBoolean("golden.update");

    private Golden() {
    }

    public static void assertMatches(String folder, String fileName, String actual) {
        String resource = folder + "/" + fileName;
        if (UPDATE) {
            try {
                Path file = Path.of("src/test/resources", resource);
                Files.createDirectories(file.getParent());
                Files.writeString(file, actual, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            return;
        }
        String expected;
        try (InputStream in = Golden.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                fail("Golden file " + resource + " is missing; run with -Dgolden.update=true to create it");
                return;
            }
            expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        assertThat(lines(actual)).as("lines of %s", resource).containsExactlyElementsOf(lines(expected));
    }

    private static List<String> lines(String text) {
        return Arrays.asList(text.split("\n", -1));
    }
}
