package dev.parlance.system;

import java.time.Duration;

/**
 * A room that writes hidden {@code .part} files in the data folder and may keep one open while its
 * sender is slow. It tells {@link LeftoverSweep} how long such a file can sit untouched while its
 * write is still live; past that, the room's own timeout has dropped the write. The room that
 * writes implements this, so the data folder's sweep knows no room's settings (and {@code system}
 * depends on no room).
 */
public interface PartFileWriter {
    /** The longest a live write of this room leaves its file untouched. */
    Duration longestQuiet();
}
