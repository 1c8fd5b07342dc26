/**
 * Sound events: what the audio holds where nobody speaks. {@link dev.parlance.speech.sounds.SoundFeatures}
 * describes the PCM the recognizer reads in 2-second windows (level, spectral flatness and flux,
 * harmonicity, syllable-rate modulation), {@link dev.parlance.speech.sounds.SoundClassifier} names a
 * window MUSIC, APPLAUSE, LAUGH or NOISE with a decision tree learned from labelled real clips
 * ({@code bench/sound-tree.py}), and {@link dev.parlance.speech.sounds.SoundEvents} turns the windows
 * without words into timed events. No Spring here.
 */
package dev.parlance.speech.sounds;
