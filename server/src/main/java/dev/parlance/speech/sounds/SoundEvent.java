package dev.parlance.speech.sounds;

import dev.parlance.captions.model.SoundTag;

/** A sound heard where nobody spoke, with its media times. */
public record SoundEvent(SoundTag tag, long startMillis, long endMillis) {
}
