/**
 * The captions a person's text will make, while they type it: the aligned text laid out by
 * {@code layout} and checked by {@code quality}, each cue tied back to the typed words it shows
 * (so an editor can select them). Builds nothing of its own: the caption engine's parts, composed.
 */
package dev.parlance.captions.preview;
