package dev.parlance.captions.align;

/**
 * Where a word or a sound tag is in an {@link EditedTranscript}: its turn (an index into the
 * transcript's turns) and its characters in that turn's text, {@code start} inclusive, {@code end}
 * exclusive, counted in UTF-16 units as Java and JavaScript strings count them.
 */
public record TextPlace(int turn, int start, int end) {
}
