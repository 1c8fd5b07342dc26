package dev.parlance.operations;

import dev.parlance.speech.vosk.VoskModelLoader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.stereotype.Component;

/**
 * Health "speechModel" (in readiness) of a process that runs queued work (roles worker and both;
 * the api never recognizes and has none). With {@code parlance.speech.preload} (the default) the
 * model is extracted and loaded in the background from the moment this is made, early in start-up,
 * and the process is ready once it is loaded; a model that fails to load keeps it DOWN with the
 * reason. Without preloading, the first recognition loads it and this reports UP with
 * {@code loaded: false} until then.
 */
@Component("speechModel")
@ConditionalOnProperty(name = "db-scheduler.enabled", havingValue = "true", matchIfMissing = true)
class SpeechModelHealth implements HealthIndicator {
    private static final Logger log = LoggerFactory.getLogger(SpeechModelHealth.class);

    private final VoskModelLoader model;
    private final boolean preload;
    private volatile String failure;

    SpeechModelHealth(VoskModelLoader englishModel, @Value("${parlance.speech.preload:true}") boolean preload) {
        this.model = englishModel;
        this.preload = preload;
        if (preload) {
            // At once, not when the application is ready: the load (about 2 s) then overlaps the rest of
            // the start-up on another core instead of following it, and readiness waits for it anyway.
            startPreload();
        }
    }

    private void startPreload() {
        // A platform thread, not a virtual one: the first load unpacks the model from the packaged jar,
        // holding the jar's lock read by read. Virtual threads loading classes wait on that lock while
        // pinned to their carriers; with as many of them as carriers (two on a 2-core machine) a virtual
        // unpacker never got a carrier back, and the whole service hung at start-up.
        Thread.ofPlatform().daemon().name("speech-model-preload").start(() -> {
            try {
                long started = System.nanoTime();
                model.model();
                log.info("Speech model loaded in {} ms", (System.nanoTime() - started) / 1_000_000);
            } catch (RuntimeException e) {
                failure = e.getMessage();
                log.warn("The speech model did not load: {}", e.getMessage());
            }
        });
    }

    @Override
    public Health health() {
        if (model.isLoaded()) {
            return Health.up().withDetail("loaded", true).build();
        }
        if (failure != null) {
            return Health.down().withDetail("loaded", false).withDetail("error", failure).build();
        }
        return preload
                ? Health.outOfService().withDetail("loaded", false).withDetail("state", "loading").build()
                : Health.up().withDetail("loaded", false).withDetail("state", "loads at the first recognition").build();
    }
}
