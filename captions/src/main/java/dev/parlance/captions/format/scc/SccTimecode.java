package dev.parlance.captions.format.scc;

/**
 * Frames of NTSC video (29.97 frames per second) and their SMPTE drop-frame timecode
 * {@code HH:MM:SS;FF}. Drop-frame numbering skips frame numbers 0 and 1 of every minute except
 * each tenth, so the timecode stays within a frame of the wall clock.
 */
public final class SccTimecode {
    private static final int FRAMES_PER_10_MINUTES = 17_982;
    private static final int FRAMES_PER_MINUTE = 1_798;

    private SccTimecode() {
    }

    /** The frame shown at {@code ms} milliseconds, rounded to the nearest (30000/1001 frames per second). */
    public static long frameAt(long ms) {
        long t = Math.max(0, ms);
        return (t * 60 + 1001) / 2002;
    }

    /** The drop-frame timecode of a frame count, such as {@code 00:01:00;02} for frame 1800. */
    public static String format(long frame) {
        long tens = frame / FRAMES_PER_10_MINUTES;
        long rest = frame % FRAMES_PER_10_MINUTES;
        long numbered = frame + 18 * tens + (rest < 2 ? 0 : 2 * ((rest - 2) / FRAMES_PER_MINUTE));
        long frames = numbered % 30;
        long seconds = numbered / 30 % 60;
        long minutes = numbered / 1800 % 60;
        long hours = numbered / 108_000;
        return two(hours) + ':' + two(minutes) + ':' + two(seconds) + ';' + two(frames);
    }

    private static String two(long value) {
        return value < 10 ? "0" + value : Long.toString(value);
    }
}
