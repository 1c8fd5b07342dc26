package dev.parlance.captions.align;

/** Edited text the aligner cannot read, such as an unknown sound tag; says where it is. */
public class TranscriptTextException extends IllegalArgumentException {
    private final int turn;
    private final int offset;

    public TranscriptTextException(String message, int turn, int offset) {
        super(message + " (turn " + (turn + 1) + ", character " + (offset + 1) + ")");
        this.turn = turn;
        this.offset = offset;
    }

    /** Index of the turn in the edited transcript, from 0. */
    public int turn() {
        return turn;
    }

    /** Index of the offending character in the turn's text, from 0. */
    public int offset() {
        return offset;
    }
}
