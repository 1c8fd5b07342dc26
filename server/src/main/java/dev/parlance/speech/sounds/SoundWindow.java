package dev.parlance.speech.sounds;

/**
 * Two seconds of audio described by statistics of its 30 ms frames (the same as
 * {@code bench/sound-features.py} computes; the classifier's thresholds are in these units).
 * "Loud" frames are those within 30 dB of the window's loudest: the medians are over them.
 *
 * @param startMillis where the window starts, media time
 * @param eMean       mean frame level, dBFS
 * @param eStd        spread of the frame level, dB (speech and applause rise and fall; music holds)
 * @param flat        median spectral flatness (near 1 for noise such as clapping, near 0 for tones)
 * @param flux        median spectral flux of the normalized spectrum (how fast it changes)
 * @param fluxSd      spread of the flux
 * @param centK       median spectral centroid, kHz
 * @param zcr         median share of zero crossings
 * @param harm        median periodicity (autocorrelation peak at 50-400 Hz over energy)
 * @param harmShare   share of loud frames with a periodicity over 0.5 (voiced or tonal)
 * @param mod4        share of the level's modulation at 2.5-7 Hz (the rate of syllables and laughs)
 * @param onsets      how often the level jumps by more than {@value SoundFeatures#ONSET_DB} dB from one frame to the
 *                    next (claps, knocks, bursts of laughter, notes' attacks; sustained music has few)
 */
public record SoundWindow(long startMillis, double eMean, double eStd, double flat, double flux, double fluxSd,
                          double centK, double zcr, double harm, double harmShare, double mod4, int onsets) {
    /** The windows' length. */
    public static final long MILLIS = SoundFeatures.WINDOW_FRAMES * SoundFeatures.FRAME_MILLIS;

    public long endMillis() {
        return startMillis + MILLIS;
    }
}
