/**
 * Machine translation of a timed transcript, without the translator itself: the source ElementList
 * is cut into sentences ({@link dev.parlance.captions.translate.SentenceTranslation}), whatever
 * translates text (the server runs Apertium) turns each sentence into the target language, and the
 * target ElementList is built from the translations: each translated sentence keeps its source
 * sentence's time span, its words spread over that span in proportion to their length
 * ({@link dev.parlance.captions.translate.TimeSpread}), speakers, segments and sound tags kept, so
 * the caption engine's layout rules apply to the translation as to any transcript.
 */
package dev.parlance.captions.translate;
