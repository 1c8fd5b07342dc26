package dev.parlance.captions.format.qt;

/**
 * QuickTime text options. {@code seamless} (qt_seamless): no clearing timestamps between cues,
 * so each cue stays until the next one replaces it and the screen is never blank in between.
 */
public record QtOptions(boolean seamless) {
    public static QtOptions defaults() {
        return new QtOptions(false);
    }
}
