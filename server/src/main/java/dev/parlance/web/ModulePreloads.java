package dev.parlance.web;

import org.springframework.core.io.ClassPathResource;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ES modules a page's entry module imports, directly or through others, read from the files
 * under {@code static/assets}, for the page's {@code <link rel="modulepreload">}s. Without them a
 * browser learns of a module only once the module importing it has arrived: one round trip per
 * level of imports, each waiting behind the page's other requests (six connections per host over
 * HTTP/1.1). Read from the modules themselves, the list cannot drift from them as a hand-written
 * one did (three of the editor's twelve were missing).
 */
@Component
public class ModulePreloads {
    /** {@code import ... from './x.js'} and {@code import './x.js'}: the project's modules import only siblings. */
    private static final Pattern IMPORT = Pattern.compile("(?:\\bfrom|^import)\\s*'\\./([\\w-]+\\.js)'", Pattern.MULTILINE);
    private static final String FOLDER = "static/assets/";

    private final Map<String, List<String>> byEntry = new ConcurrentHashMap<>();

    /** Every module {@code entry} needs, nearest first, without {@code entry} itself. */
    public List<String> of(String entry) {
        return byEntry.computeIfAbsent(entry, ModulePreloads::walk);
    }

    private static List<String> walk(String entry) {
        Set<String> seen = new LinkedHashSet<>();
        Deque<String> next = new ArrayDeque<>(List.of(entry));
        while (!next.isEmpty()) {
            Matcher imports = IMPORT.matcher(source(next.removeFirst()));
            while (imports.find()) {
                if (!imports.group(1).equals(entry) && seen.add(imports.group(1))) {
                    next.addLast(imports.group(1));
                }
            }
        }
        return new ArrayList<>(seen);
    }

    private static String source(String module) {
        try (InputStream in = new ClassPathResource(FOLDER + module).getInputStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("No module " + FOLDER + module + " (imported by the web app's scripts)", e);
        }
    }
}
