package dev.parlance.captions.read;

/**
 * A transcript file that cannot be read as its format says, with the line where that shows
 * (counted from 1; 0 when the problem is the file as a whole, such as an empty file). The message
 * reads {@code line 12: the cue ends (00:00:01.000) before it starts (00:00:02.000)}.
 */
public class TranscriptFileException extends RuntimeException {
    private final int line;
    private final String problem;

    public TranscriptFileException(int line, String problem) {
        super(line > 0 ? "line " + line + ": " + problem : problem);
        this.line = line;
        this.problem = problem;
    }

    /** The line the problem shows on, from 1; 0 for the file as a whole. */
    public int line() {
        return line;
    }

    /** What is wrong, without the line number. */
    public String problem() {
        return problem;
    }
}
