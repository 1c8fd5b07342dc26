package dev.parlance.captions.align;

import dev.parlance.captions.model.Token;

/**
 * A word or sound of the new text with its time.
 *
 * @param token         as stored in the ElementList (punctuation is only there)
 * @param evidence      where its time came from
 * @param previousIndex the word or sound of the previous version whose time it took, as an index
 *                      into that version's words and sounds in order (punctuation not counted);
 *                      -1 when it took none (interpolated, found in the audio)
 */
public record AlignedToken(Token token, Evidence evidence, int previousIndex) {
}
