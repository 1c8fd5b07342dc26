package dev.parlance.deliverable.narration;

import dev.parlance.speech.media.ExternalProcess;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The espeak-ng voice for a job language: the installed voice of that exact name, else a known
 * regional default ({@code en} is read with the US voice, Mandarin codes with {@code cmn}), else
 * the language's primary subtag ({@code pt-pt} as {@code pt}). The installed voices are asked of
 * espeak-ng once.
 */
class NarrationVoices {
    private static final Map<String, String> DEFAULTS = Map.of(
            "en", "en-us", "fr", "fr-fr", "zh", "cmn", "zh-cmn", "cmn", "zh-tw", "cmn", "es-es", "es");

    private volatile Set<String> installed;

    Optional<String> forLanguage(String language) {
        String code = language == null || language.isBlank() ? "en" : language.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        Set<String> voices = installed();
        String primary = code.contains("-") ? code.substring(0, code.indexOf('-')) : code;
        for (String candidate : List.of(DEFAULTS.getOrDefault(code, code), code, DEFAULTS.getOrDefault(primary, primary), primary)) {
            if (voices.contains(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    private Set<String> installed() {
        Set<String> voices = installed;
        if (voices == null) {
            voices = listVoices();
            installed = voices;
        }
        return voices;
    }

    /** {@code espeak-ng --voices}: a header line, then "Pty Language Age/Gender VoiceName File Other". */
    private static Set<String> listVoices() {
        Set<String> voices = new HashSet<>();
        try (ExternalProcess process = ExternalProcess.start(List.of("espeak-ng", "--voices"), null);
             BufferedReader in = new BufferedReader(new InputStreamReader(process.stdout(), StandardCharsets.UTF_8))) {
            in.readLine();
            String line;
            while ((line = in.readLine()) != null) {
                String[] fields = line.strip().split("\\s+");
                if (fields.length > 1) {
                    voices.add(fields[1].toLowerCase(Locale.ROOT));
                }
            }
            process.waitFor(Duration.ofSeconds(10));
        } catch (IOException e) {
            throw new IllegalStateException("Cannot list the espeak-ng voices: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while listing the espeak-ng voices", e);
        }
        return Set.copyOf(voices);
    }
}
