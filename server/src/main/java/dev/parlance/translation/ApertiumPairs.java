package dev.parlance.translation;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IllformedLocaleException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * The translation pairs this server offers: the Apertium modes installed ({@code apertium -l}, which
 * reads the modes folder), asked once, on first use. A mode named by two ISO 639 codes
 * ({@code eng-spa}, or the older {@code en-es}) offers that direction for job languages of the same
 * language ({@code en}, {@code en-us}; {@code es}, {@code es-mx}); variant modes such as
 * {@code spa-eng_US} are Apertium's own and not offered. Without Apertium nothing is offered, and
 * every order of a translation says so.
 */
@Component
public class ApertiumPairs {
    private static final Logger log = LoggerFactory.getLogger(ApertiumPairs.class);
    private static final Pattern PLAIN_MODE = Pattern.compile("([a-z]{2,3})-([a-z]{2,3})");

    private volatile List<LanguagePair> offered;

    /** The pairs offered, sorted by label. */
    public List<LanguagePair> offered() {
        List<LanguagePair> pairs = offered;
        if (pairs == null) {
            pairs = discover();
            offered = pairs;
        }
        return pairs;
    }

    /**
     * The pair that translates jobs of {@code source} into {@code target}; refused with
     * INVALID_OPTION, naming the pairs offered, when none is installed.
     *
     * @param parameter the request parameter that named the target, for the message
     */
    public LanguagePair require(String source, String target, String parameter) {
        return find(source, target).orElseThrow(() -> new ApiException(ErrorType.INVALID_OPTION, "Invalid option "
                + parameter + ": no translation from '" + source + "' into '" + target + "' is installed on this server; "
                + (offered().isEmpty() ? "no translation pairs are installed (Apertium and its language pairs)"
                : "the pairs offered are " + String.join(", ", offered().stream().map(LanguagePair::label).toList()))));
    }

    /** The languages a job in {@code source} can be translated into here, as job codes, sorted. */
    public List<String> targetsFrom(String source) {
        String from = iso3(source);
        return offered().stream().filter(p -> iso3(p.source()).equals(from)).map(LanguagePair::target)
                .distinct().sorted().toList();
    }

    public Optional<LanguagePair> find(String source, String target) {
        String from = iso3(source);
        String to = iso3(target);
        return offered().stream().filter(p -> iso3(p.source()).equals(from) && iso3(p.target()).equals(to)).findFirst();
    }

    /** The language of a job code as ISO 639-2/3 ({@code en-us} is {@code eng}); the code itself when unknown. */
    static String iso3(String code) {
        String language = code.toLowerCase(Locale.ROOT).split("[-_]", 2)[0];
        try {
            String iso3 = new Locale.Builder().setLanguage(language).build().getISO3Language();
            return iso3.isEmpty() ? language : iso3;
        } catch (IllformedLocaleException | java.util.MissingResourceException e) {
            return language;
        }
    }

    /** A two-letter code where ISO 639-1 has one ({@code spa} is {@code es}), for job languages. */
    static String jobCode(String iso) {
        for (String two : Locale.getISOLanguages()) {
            if (iso3(two).equals(iso)) {
                return two;
            }
        }
        return iso;
    }

    private static List<LanguagePair> discover() {
        List<LanguagePair> pairs = new ArrayList<>();
        try {
            Process process = new ProcessBuilder("apertium", "-l").redirectErrorStream(true).start();
            process.getOutputStream().close();
            String listed;
            try (InputStream out = process.getInputStream()) {
                listed = new String(out.readNBytes(1 << 20), StandardCharsets.UTF_8);
            }
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
            listed.lines().map(String::strip).forEach(mode -> {
                var m = PLAIN_MODE.matcher(mode);
                if (m.matches()) {
                    pairs.add(new LanguagePair(jobCode(m.group(1)), jobCode(m.group(2)), mode));
                }
            });
        } catch (IOException e) {
            log.warn("Apertium is not installed ({}): no translation pairs are offered", e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        pairs.sort(Comparator.comparing(LanguagePair::label));
        log.info("Translation pairs offered: {}", pairs.stream().map(LanguagePair::label).toList());
        return List.copyOf(pairs);
    }
}
