package dev.parlance.speech.sounds;

import dev.parlance.captions.model.SoundTag;

/**
 * A window the classifier named, as stored with its section: its class, media times and mean
 * level (dBFS), so that a job's events can leave out sounds far quieter than its speech.
 */
public record ClassifiedWindow(SoundTag tag, long startMillis, long endMillis, int levelDb) {
}
